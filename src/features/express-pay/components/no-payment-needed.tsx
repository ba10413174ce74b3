import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money';

/** A balance of zero or a credit: there is nothing to pay through this link. */
export function NoPaymentNeeded({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <section
      aria-labelledby="no-payment-heading"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="no-payment-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="shrink-0 text-success" />
        {t('noPayment.title')}
      </h2>
      <p className="mt-2">
        {balance < 0
          ? t('noPayment.credit', { credit: formatCents(-balance, locale) })
          : t('noPayment.zero')}
      </p>
    </section>
  );
}
