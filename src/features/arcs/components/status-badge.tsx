import { CircleCheck, CircleDot, CircleX, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ArcRequestStatus } from '../api/arcs-api';

// A status is told by its word and its icon; the colour only repeats them.
const ICONS: Record<ArcRequestStatus, LucideIcon> = {
  open: CircleDot,
  approved: CircleCheck,
  declined: CircleX,
  withdrawn: Undo2,
};

const TONES: Record<ArcRequestStatus, string> = {
  open: 'border-brand',
  approved: 'border-success',
  declined: 'border-danger',
  withdrawn: 'border-line bg-surface-muted',
};

export function ArcStatusBadge({ status }: { status: ArcRequestStatus }) {
  const { t } = useTranslation('arcs');
  const Icon = ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border bg-surface px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        TONES[status],
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`statuses.${status}`)}
    </span>
  );
}
