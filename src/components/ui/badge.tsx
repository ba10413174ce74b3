import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'border-line bg-surface-muted',
  brand: 'border-brand bg-surface',
  success: 'border-success bg-surface',
  danger: 'border-danger bg-surface',
} as const;

const ICON_TONES = {
  neutral: '',
  brand: '',
  success: 'text-success',
  danger: 'text-danger',
} as const;

export type BadgeTone = keyof typeof TONES;

/**
 * A short status in a pill. It is told by its word (and its icon, when it has one); the colour
 * only repeats them, so nothing is said by colour alone.
 */
export function Badge({
  tone = 'neutral',
  icon: Icon,
  iconTinted = false,
  className,
  children,
}: {
  tone?: BadgeTone;
  icon?: LucideIcon;
  /** The icon takes the tone's colour too (a confirmed or declined status). */
  iconTinted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {Icon ? (
        <Icon
          aria-hidden="true"
          className={cn('size-4 shrink-0', iconTinted && ICON_TONES[tone])}
        />
      ) : null}
      {children}
    </span>
  );
}
