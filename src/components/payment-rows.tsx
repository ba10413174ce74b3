import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/money';
import { LoadingStatus } from '@/components/loading-status';

export interface PaymentRow {
  id: number;
  /** Cents. */
  amount: number;
  /** When and how, in the feature's words (date, method, account), names in `<bdi>`. */
  detail: ReactNode;
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

/** What RecentPaymentsSection reads from a react-query result. */
interface PaymentsQuery<Payment> {
  data: readonly Payment[] | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The recent payments panel of a payment page (make a payment, express pay): loading, failed with
 * Try Again, none, or the list. Each page brings its own query, texts and row wording.
 */
export function RecentPaymentsSection<Payment>({
  query,
  loading,
  texts,
  toRow,
}: {
  query: PaymentsQuery<Payment>;
  loading: boolean;
  texts: { title: string; loading: string; failed: string; none: string };
  toRow: (payment: Payment) => PaymentRow;
}) {
  const payments = query.data;
  return (
    <section
      aria-labelledby="recent-payments-heading"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="recent-payments-heading" className="text-lg font-semibold">
        {texts.title}
      </h2>
      {loading ? <LoadingStatus>{texts.loading}</LoadingStatus> : null}
      {query.isError ? (
        <LoadError
          message={texts.failed}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {payments?.length === 0 ? <p>{texts.none}</p> : null}
      {payments && payments.length > 0 ? (
        <PaymentRows className="mt-2" rows={payments.map(toRow)} />
      ) : null}
    </section>
  );
}
