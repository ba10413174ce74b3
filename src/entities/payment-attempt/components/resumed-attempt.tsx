import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/money';

export type ResumeState = 'idle' | 'looking' | 'notFound' | 'failed';

/**
 * A confirmation whose answer was lost in a reload (docs/payments.md): while it is looked up, then,
 * when it is not found, the way on: Recent payments, the same confirmation again (the same key),
 * or a new payment.
 */
export function ResumedAttempt({
  total,
  state,
  onConfirmAgain,
  onDiscard,
  onCheckRecent,
}: {
  /** Cents: the total of the payment being looked up. */
  total: number;
  state: ResumeState;
  onConfirmAgain: () => void;
  onDiscard: () => void;
  onCheckRecent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <section
      aria-labelledby="resumed-attempt-heading"
      className="mb-6 rounded-lg border border-danger bg-surface p-4"
    >
      <h2 id="resumed-attempt-heading" className="text-lg font-semibold">
        {t('paymentAttempt.resumeTitle')}
      </h2>
      {state === 'looking' ? (
        <p role="status" className="mt-1">
          {t('paymentAttempt.resuming')}
        </p>
      ) : (
        <>
          <p role="alert" className="mt-1">
            {state === 'failed'
              ? `${t('paymentAttempt.lookupFailed')} ${t('paymentAttempt.unknownOutcome')}`
              : t('paymentAttempt.resumeNotFound', { amount: formatCents(total, locale) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onCheckRecent}>
              {t('paymentAttempt.recentPaymentsLink')}
            </Button>
            <Button onClick={onConfirmAgain}>{t('paymentAttempt.confirmAgain')}</Button>
            <Button variant="ghost" onClick={onDiscard}>
              {t('paymentAttempt.discard')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
