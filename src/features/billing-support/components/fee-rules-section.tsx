import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money';
import type { PaymentOption } from '../api/payment-options';
import { feeRules, type FeeRule } from '../lib/option-rules';
import { formatBasisPoints } from '../lib/percent';
import { methodTypeLabel } from './method-type-label';

/** SPEC §9 with the association's own numbers: the convenience fee and the large-amount fee. */
export function FeeRulesSection({ options }: { options: readonly PaymentOption[] }) {
  const { t, i18n } = useTranslation('billing-support');
  const headingId = useId();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const rules = feeRules(options);

  const convenience = (rule: FeeRule): string => {
    switch (rule.convenienceFee.kind) {
      case 'percentage':
        return t('fees.percentage', {
          percent: formatBasisPoints(rule.convenienceFee.basisPoints, locale),
        });
      case 'flat':
        return t('fees.flat', { amount: formatCents(rule.convenienceFee.cents, locale) });
      case 'none':
        return t('fees.none');
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('fees.heading')}
      </h2>
      {rules.length === 0 ? (
        <p className="text-ink-muted">{t('fees.empty')}</p>
      ) : (
        <>
          <p className="text-ink-muted">{t('fees.intro')}</p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {rules.map((rule) => (
              <li
                key={rule.methodType}
                className="flex flex-col gap-1 rounded-md border border-line bg-surface p-3"
              >
                <h3 className="font-semibold">{methodTypeLabel(t, rule.methodType)}</h3>
                {rule.accepted ? (
                  <ul className="flex flex-col gap-1">
                    <li>{convenience(rule)}</li>
                    {rule.largeAmountFee ? (
                      <li>
                        {t('fees.largeAmount', {
                          percent: formatBasisPoints(rule.largeAmountFee.basisPoints, locale),
                          threshold: formatCents(rule.largeAmountFee.thresholdCents, locale),
                        })}
                      </li>
                    ) : null}
                  </ul>
                ) : (
                  <p className="text-ink-muted">{t('fees.notAccepted')}</p>
                )}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">{t('fees.rounding')}</p>
        </>
      )}
    </section>
  );
}
