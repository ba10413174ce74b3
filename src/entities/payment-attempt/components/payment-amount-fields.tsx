import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { formatCents } from '@/lib/money';

export type PaymentInterval = 'monthly' | 'quarterly' | 'yearly';
const INTERVALS: readonly PaymentInterval[] = ['monthly', 'quarterly', 'yearly'];

/**
 * The amount of a payment (with the method's limits as its hint) and, for a recurring one, its
 * frequency: one form for making a payment, changing one and a fixed auto-draft amount.
 */
export function PaymentAmountFields({
  amountRef,
  amount,
  onAmountChange,
  error,
  limits,
  interval,
  onIntervalChange,
}: {
  amountRef?: Ref<HTMLInputElement>;
  amount: string;
  onAmountChange: (text: string) => void;
  error: string | undefined;
  /** Cents: the payment option's limits, when known. */
  limits: { minAmount: number; maxAmount: number } | undefined;
  /** Present for a recurring payment: its frequency is asked too. */
  interval?: PaymentInterval | undefined;
  onIntervalChange?: (interval: PaymentInterval) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.resolvedLanguage ?? 'en';
  const intervalId = useId();
  return (
    <>
      <TextField
        ref={amountRef}
        label={t('paymentAmount.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => onAmountChange(e.target.value)}
        error={error}
        hint={
          limits
            ? t('paymentAmount.amountHint', {
                min: formatCents(limits.minAmount, locale),
                max: formatCents(limits.maxAmount, locale),
              })
            : undefined
        }
      />
      {interval !== undefined ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={intervalId} className="text-sm font-medium">
            {t('paymentAmount.frequency')}
          </label>
          <select
            id={intervalId}
            value={interval}
            onChange={(e) => onIntervalChange?.(e.target.value as PaymentInterval)}
            className="min-h-11 w-full min-w-0 rounded-md border border-line bg-surface px-3"
          >
            {INTERVALS.map((value) => (
              <option key={value} value={value}>
                {t(`paymentAmount.intervals.${value}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
