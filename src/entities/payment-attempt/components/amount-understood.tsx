import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money';

export interface ReviewedAmount {
  /** As the person typed it. */
  typed: string;
  /** As the portal read it and sent it to be priced. */
  cents: number;
}

/**
 * The review step repeats how the typed amount was read, in the person's language ("1.234,56"
 * → "1234,56 US$"), so a misread separator is caught before money moves.
 */
export function AmountUnderstood({ amount }: { amount: ReviewedAmount }) {
  const { t, i18n } = useTranslation('common');
  return (
    <p>
      {t('paymentAttempt.amountUnderstood', {
        typed: amount.typed.trim(),
        amount: formatCents(amount.cents, i18n.resolvedLanguage ?? 'en'),
      })}
    </p>
  );
}
