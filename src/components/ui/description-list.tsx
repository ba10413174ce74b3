import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One line of details: what it is and what it says. */
export type DescriptionItem = readonly [term: string, details: ReactNode];

const isShown = (value: ReactNode) => value !== null && value !== undefined && value !== '';

/**
 * Details as term and value pairs (a `dl`): stacked on a phone, in two columns from `sm` up.
 * Items without a value are left out, so a missing field leaves no empty label.
 */
export function DescriptionList({
  items,
  className,
}: {
  items: readonly DescriptionItem[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-x-4 gap-y-3 sm:grid-cols-[max-content_1fr]', className)}>
      {items
        .filter(([, value]) => isShown(value))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
