import { Plus } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  ambiguousAmountMessage,
  centsToInputText,
  formatCents,
  parseMoneyInput,
} from '@/lib/money';
import type { PaymentProviderKind } from '@/components/payment-provider';
import { hasCapability } from '@/lib/api/capabilities';
import type { SubLedger } from '@/entities/account/queries';
import type { PaymentMethod } from '@/entities/payment-data/queries';
import type { BillingProblem } from '@/entities/payment-attempt/lib/billing-problem';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import { PaymentAmountFields } from '@/entities/payment-attempt/components/payment-amount-fields';
import type { PaymentOptions } from '../api/types';
import { totalsByMethodType } from '../lib/fees';
import { methodLabel } from '../lib/method-label';
import {
  NOTES_MAX_LENGTH,
  validatePaymentForm,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../lib/payment-form';
import { NewPaymentMethodDialog } from './new-payment-method-dialog';
import { ProviderAccounts } from './provider-accounts';
import type { ReviewRequest } from './use-make-payment-attempt';
import { isolateText } from '@/lib/isolate';

/** What the person chose; null means "not chosen yet", and the form shows the default. */
export type ChosenPayment = Omit<PaymentFormValues, 'amount'> & { amount: string | null };

export const choiceForToday = (today: string): ChosenPayment => ({
  subLedgerId: null,
  paymentType: 'oneTime',
  paymentMethodId: null,
  amount: null,
  interval: 'monthly',
  date: today,
  notes: '',
});

const fieldOrder: (keyof PaymentFormValues)[] = [
  'subLedgerId',
  'paymentMethodId',
  'amount',
  'date',
  'notes',
];

interface ChoosePaymentStepProps {
  chosen: ChosenPayment;
  onChosenChange: (update: (chosen: ChosenPayment) => ChosenPayment) => void;
  accounts: SubLedger[];
  methods: PaymentMethod[];
  options: PaymentOptions | undefined;
  /** The owner of the selected property, for an account that does not name its own. */
  ownerId: number;
  today: string;
  reviewing: boolean;
  problem: BillingProblem | null;
  onReview: (request: ReviewRequest) => void;
  providerKind: PaymentProviderKind;
  publishableKey: string;
}

/**
 * Make a payment's first step: the account, one-time or recurring, the method (with each one's
 * total), the amount, the date and notes. Nothing is sent until the form is valid; the first
 * field with an error gets the focus. The defaults: the first open account, the default method,
 * the account's balance as the amount.
 */
export function ChoosePaymentStep({
  chosen,
  onChosenChange,
  accounts,
  methods,
  options,
  ownerId,
  today,
  reviewing,
  problem,
  onReview,
  providerKind,
  publishableKey,
}: ChoosePaymentStepProps) {
  const { t, i18n } = useTranslation('make-payment');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [addingMethod, setAddingMethod] = useState(false);
  const fields = useRef<Partial<Record<keyof PaymentFormValues, HTMLElement | null>>>({});
  const accountId = useId();
  const typeId = useId();
  const methodsId = useId();
  const notesId = useId();

  const activeMethods = methods.filter((m) => m.isActive);
  const defaultAccount = accounts.find((a) => !a.isBlocked) ?? accounts[0];
  const account =
    accounts.find((a) => a.subLedgerId === (chosen.subLedgerId ?? defaultAccount?.subLedgerId)) ??
    null;
  const defaultMethod = activeMethods.find((m) => m.isDefault) ?? activeMethods[0];
  const values: PaymentFormValues = {
    ...chosen,
    subLedgerId: account?.subLedgerId ?? null,
    paymentMethodId: chosen.paymentMethodId ?? defaultMethod?.id ?? null,
    amount:
      chosen.amount ??
      (account && account.balance > 0 ? centsToInputText(account.balance, locale) : ''),
  };
  const method = activeMethods.find((m) => m.id === values.paymentMethodId);
  const option = options?.options.find((o) => o.methodType === method?.type);
  const parsedAmount = parseMoneyInput(values.amount, locale);
  const previewTotals =
    parsedAmount.ok && options ? totalsByMethodType(parsedAmount.cents, options.options) : [];

  const set = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) => {
    onChosenChange((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const review = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const { errors: found, plan } = validatePaymentForm(values, {
      today,
      option,
      blocked: account?.isBlocked === true,
      locale,
    });
    setErrors(found);
    if (!plan || values.subLedgerId === null || values.paymentMethodId === null) {
      const first = fieldOrder.find((field) => found[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    onReview({
      plan,
      typedAmount: values.amount,
      ownerId: account?.ownerId ?? ownerId,
      subLedgerId: values.subLedgerId,
      paymentMethodId: values.paymentMethodId,
      method,
      notes: values.notes,
    });
  };

  const errorText = (field: keyof PaymentFormValues) => {
    const key = errors[field];
    if (!key) return undefined;
    if (key === 'errors.amount.ambiguous') return ambiguousAmountMessage(values.amount, t);
    return t(key, {
      min: option ? formatCents(option.minAmount, locale) : '',
      max: option ? formatCents(option.maxAmount, locale) : '',
    });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={review}
        className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={accountId} className="text-sm font-medium">
            {t('fields.account')}
          </label>
          <select
            id={accountId}
            ref={(el) => {
              fields.current.subLedgerId = el;
            }}
            value={values.subLedgerId ?? ''}
            onChange={(e) => set('subLedgerId', Number(e.target.value))}
            aria-invalid={errors.subLedgerId ? true : undefined}
            aria-describedby={`${accountId}-help`}
            className="min-h-11 w-full min-w-0 rounded-md border border-line bg-surface px-3"
          >
            {accounts.map((a) => (
              <option key={a.subLedgerId} value={a.subLedgerId}>
                {t('accountOption', {
                  number: isolateText(a.accountNumber),
                  name: isolateText(a.name),
                  balance: formatCents(a.balance, locale),
                })}
              </option>
            ))}
          </select>
          <div id={`${accountId}-help`}>
            {account?.isBlocked ? (
              <p role="alert" className="text-sm text-danger">
                {t('errors.blocked')}
              </p>
            ) : errorText('subLedgerId') ? (
              <p className="text-sm text-danger">{errorText('subLedgerId')}</p>
            ) : (
              <p className="text-sm text-ink-muted">
                {t('balance', { balance: formatCents(account?.balance ?? 0, locale) })}
              </p>
            )}
          </div>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend id={typeId} className="mb-1 text-sm font-medium">
            {t('fields.paymentType')}
          </legend>
          {(['oneTime', 'recurring'] as const).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="paymentType"
                value={type}
                checked={values.paymentType === type}
                onChange={() => set('paymentType', type)}
                className="size-5"
              />
              {t(`paymentTypes.${type}`)}
            </label>
          ))}
        </fieldset>

        <fieldset className="flex flex-col gap-2" aria-describedby={`${methodsId}-error`}>
          <legend className="mb-1 text-sm font-medium">{t('fields.method')}</legend>
          {activeMethods.length === 0 ? <p>{t('noMethods')}</p> : null}
          {activeMethods.map((m, index) => {
            const methodOption = options?.options.find((o) => o.methodType === m.type);
            const total = previewTotals.find((p) => p.methodType === m.type)?.breakdown.total;
            return (
              <label
                key={m.id}
                className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 py-2"
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={m.id}
                  ref={(el) => {
                    if (index === 0) fields.current.paymentMethodId = el;
                  }}
                  checked={values.paymentMethodId === m.id}
                  onChange={() => set('paymentMethodId', m.id)}
                  disabled={methodOption?.enabled === false}
                  className="size-5"
                />
                <span className="flex-1">
                  <bdi>{methodLabel(m, t)}</bdi>
                  {m.expMonth && m.expYear ? (
                    <span className="block text-sm text-ink-muted">
                      {t('methods.expires', {
                        month: String(m.expMonth).padStart(2, '0'),
                        year: m.expYear,
                      })}
                    </span>
                  ) : null}
                </span>
                {total !== undefined ? (
                  <span className="text-sm text-ink-muted">
                    {t('methods.totalWith', { total: formatCents(total, locale) })}
                  </span>
                ) : null}
              </label>
            );
          })}
          {/* Storing a method the provider confirmed is an extension (paymentMethodCompletion). */}
          {hasCapability('paymentMethodCompletion') ? (
            <Button variant="secondary" className="w-fit" onClick={() => setAddingMethod(true)}>
              <Plus aria-hidden="true" size={16} />
              {t('addMethod')}
            </Button>
          ) : null}
          <p id={`${methodsId}-error`} className="text-sm text-danger">
            {errorText('paymentMethodId')}
          </p>
        </fieldset>

        <PaymentAmountFields
          amountRef={(el) => {
            fields.current.amount = el;
          }}
          amount={values.amount}
          onAmountChange={(text) => set('amount', text)}
          error={errorText('amount')}
          limits={option}
          interval={values.paymentType === 'recurring' ? values.interval : undefined}
          onIntervalChange={(interval) => set('interval', interval)}
        />

        <TextField
          ref={(el) => {
            fields.current.date = el;
          }}
          label={values.paymentType === 'recurring' ? t('fields.startDate') : t('fields.date')}
          type="date"
          min={today}
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={errorText('date')}
          hint={
            values.paymentType === 'oneTime' && values.date > today ? t('scheduledHint') : undefined
          }
        />

        <div className="flex flex-col gap-1">
          <label htmlFor={notesId} className="text-sm font-medium">
            {t('fields.notes')}
          </label>
          <textarea
            id={notesId}
            ref={(el) => {
              fields.current.notes = el;
            }}
            value={values.notes}
            maxLength={NOTES_MAX_LENGTH + 1}
            onChange={(e) => set('notes', e.target.value)}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={`${notesId}-error`}
            rows={2}
            className="rounded-md border border-line bg-surface px-3 py-2"
          />
          <p id={`${notesId}-error`} className="text-sm text-danger">
            {errorText('notes')}
          </p>
        </div>

        <ProviderAccounts />

        {previewTotals.length > 1 ? (
          <section aria-labelledby="cheapest-heading" className="rounded-md bg-surface-muted p-3">
            <h2 id="cheapest-heading" className="font-semibold">
              {t('cheapest.title')}
            </h2>
            <ul className="mt-1">
              {previewTotals.map(({ methodType, breakdown }) => (
                <li key={methodType}>
                  {t('cheapest.line', {
                    method: t(`methods.type.${methodType}`),
                    total: formatCents(breakdown.total, locale),
                    fee: formatCents(breakdown.convenienceFee + breakdown.largeAmountFee, locale),
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div role="alert" className="text-sm text-danger">
          {problem ? <BillingProblemMessage problem={problem} /> : null}
        </div>
        <Button
          type="submit"
          disabled={reviewing || account?.isBlocked === true}
          className="w-full sm:w-fit"
        >
          {reviewing ? t('reviewing') : t('review')}
        </Button>
      </form>
      <NewPaymentMethodDialog
        open={addingMethod}
        onOpenChange={setAddingMethod}
        ownerId={account?.ownerId ?? ownerId}
        providerKind={providerKind}
        publishableKey={publishableKey}
        onAdded={(added) => set('paymentMethodId', added.id)}
      />
    </>
  );
}
