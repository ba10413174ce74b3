import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/money';

export interface PaymentRow {
  id: number;
  /** Cents. */
  amount: number;
  /** When and how, in the feature's words (date, method, account). */
  detail: string;
  /** The status, translated. */
  statusText: string;
  /** SPEC §9: a pending payment is marked. */
  pending: boolean;
}

/** A list of payments: amount, when and how, and the status, pending ones marked. */
export function PaymentRows({
  rows,
  className,
}: {
  rows: readonly PaymentRow[];
  className?: string;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className={cn('divide-y divide-line', className)}>
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            <span className="block font-medium tabular-nums">
              {formatCents(row.amount, locale)}
            </span>
            <span className="block text-sm text-ink-muted">{row.detail}</span>
          </span>
          <span
            className={cn(
              'rounded-full border px-2 text-sm',
              row.pending ? 'border-brand font-semibold' : 'border-line',
            )}
          >
            {row.statusText}
          </span>
        </li>
      ))}
    </ul>
  );
}
