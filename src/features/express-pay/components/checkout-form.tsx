import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { computeFees, totalsByMethodType } from '@/lib/fees';
import { centsToDecimalString, formatCents, parseMoneyInput } from '@/lib/money';
import type { PaymentProviderKind } from '@/lib/payment-provider';
import {
  createPaymentIntent,
  updatePaymentIntent,
  type ExpressAccount,
  type ExpressConfirmation,
  type ExpressPaymentIntent,
} from '../api/express-pay-api';
import { createAttemptMemory } from '../lib/attempt-key';
import { cardLabel } from '../lib/card-label';
import {
  amountLimits,
  validateCheckout,
  type CheckoutFormErrors,
  type CheckoutRules,
} from '../lib/checkout-form';
import { acceptsNewCard, canPayWith, optionFor, type PaymentChoice } from '../lib/methods';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  $amount,
  $paymentIntent,
  $selectedPaymentMethod,
  paymentConfirmed,
  paymentIntentSet,
  paymentMethodSelected,
} from '../model';
import { PaymentReview } from './payment-review';

interface CheckoutFormProps {
  strategy: string;
  link: string;
  account: ExpressAccount;
  /** Cents due, above zero. */
  balance: number;
  providerKind: PaymentProviderKind;
  publishableKey: string;
}

/**
 * The checkout: choose a card, the amount, review the priced payment (`POST /express-pay`, or
 * `PATCH` when the amount changed), then pay (`PUT …/confirm`) and go to the confirmation.
 */
export function CheckoutForm({
  strategy,
  link,
  account,
  balance,
  providerKind,
  publishableKey,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, locale);
  const navigate = useNavigate();
  const [choice, amount, intent] = useUnit([$selectedPaymentMethod, $amount, $paymentIntent]);
  const [amountText, setAmountText] = useState(() =>
    amount === null ? '' : centsToDecimalString(amount),
  );
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [reviewing, setReviewing] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  // One key per attempt, kept while this checkout is open (the review step comes and goes).
  const [attempts] = useState(createAttemptMemory);
  const busy = useRef(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const methodsId = useId();

  const setup = account.paymentSetup;
  const options = account.paymentOptions;
  const cards = account.paymentMethods;
  const newCardAllowed = acceptsNewCard(options);
  const chosenCard = typeof choice === 'number' ? cards.find((c) => c.id === choice) : undefined;
  const option = chosenCard ? optionFor(options, chosenCard.type) : undefined;
  const rules: CheckoutRules = {
    balance,
    allowPartial: setup.allowPartial,
    minAmount: setup.minAmount,
    maxAmount: setup.maxAmount,
    choiceUsable: choice === 'newCard' ? newCardAllowed : option !== undefined,
    optionMinAmount: option?.minAmount,
    optionMaxAmount: option?.maxAmount,
  };
  const limits = amountLimits(rules);
  const typed = parseMoneyInput(amountText);
  const previewAmount = typed.ok && typed.cents > 0 ? typed.cents : null;

  const methodText = (selected: PaymentChoice) => {
    if (selected === 'newCard') return t('methods.newCard');
    const card = cards.find((c) => c.id === selected);
    return card ? cardLabel(card, t) : '';
  };

  const changeAmount = (text: string) => {
    setAmountText(text);
    setErrors((e) => ({ ...e, amount: undefined }));
  };

  const choose = (next: PaymentChoice) => {
    paymentMethodSelected(next);
    setErrors((e) => ({ ...e, method: undefined }));
  };

  const review = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateCheckout({ amount: amountText, choice }, rules);
    setProblem(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.method) firstChoice.current?.focus();
      else amountInput.current?.focus();
      return;
    }
    setErrors({});
    busy.current = true;
    setPricing(true);
    try {
      let priced: ExpressPaymentIntent;
      if (intent && intent.amount === checked.amount) {
        priced = intent;
      } else if (intent) {
        priced = await updatePaymentIntent(intent.id, checked.amount);
      } else {
        // One key per amount tried: pressing again after a lost answer returns the same intent.
        priced = await createPaymentIntent(
          checked.amount,
          attempts.createKey(String(checked.amount)),
        );
      }
      paymentIntentSet(priced);
      setReviewing(true);
    } catch (error) {
      setProblem(billingProblem(error, t, { methodKind: 'card', charges: true }));
    } finally {
      busy.current = false;
      setPricing(false);
    }
  };

  const confirmed = (confirmation: ExpressConfirmation) => {
    paymentConfirmed(confirmation);
    void navigate({
      to: '/epay/$strategy/$link/confirmation',
      params: { strategy, link },
      replace: true,
    });
  };

  if (reviewing && intent && choice !== null) {
    return (
      <PaymentReview
        key={`${intent.id}:${intent.total}:${String(choice)}`}
        intent={intent}
        choice={choice}
        methodText={methodText(choice)}
        consentRequired={setup.consentRequired}
        consentText={setup.consentText}
        attempts={attempts}
        providerKind={providerKind}
        publishableKey={publishableKey}
        onEdit={() => {
          setReviewing(false);
          requestAnimationFrame(() => amountInput.current?.focus());
        }}
        onConfirmed={confirmed}
      />
    );
  }

  const amountError = errors.amount
    ? t(`errors.amount.${errors.amount}`, {
        min: money(limits.min),
        max: money(limits.max),
        balance: money(balance),
      })
    : undefined;
  const newCardTotals = previewAmount !== null ? totalsByMethodType(previewAmount, options) : [];

  return (
    <form
      noValidate
      onSubmit={(event) => void review(event)}
      aria-labelledby="checkout-heading"
      className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="checkout-heading" className="text-lg font-semibold">
        {t('checkout.title')}
      </h2>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${methodsId}-error`}>
        <legend className="mb-1 text-sm font-medium">{t('checkout.method')}</legend>
        {cards.map((card, index) => {
          const cardOption = optionFor(options, card.type);
          const usable = canPayWith(card, options);
          const total =
            previewAmount !== null && cardOption
              ? computeFees(previewAmount, cardOption).total
              : undefined;
          return (
            <label
              key={card.id}
              className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 py-2"
            >
              <input
                type="radio"
                name="expressPaymentMethod"
                value={card.id}
                ref={index === 0 ? firstChoice : undefined}
                checked={choice === card.id}
                onChange={() => choose(card.id)}
                disabled={!usable}
                className="size-5"
              />
              <span className="flex-1">
                {cardLabel(card, t)}
                <span className="block text-sm text-ink-muted">
                  {usable
                    ? t('methods.expires', {
                        month: String(card.expMonth).padStart(2, '0'),
                        year: card.expYear,
                      })
                    : t('methods.unavailable')}
                </span>
              </span>
              {total !== undefined ? (
                <span className="text-sm text-ink-muted">
                  {t('methods.totalWith', { total: money(total) })}
                </span>
              ) : null}
            </label>
          );
        })}
        {newCardAllowed ? (
          <label className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 py-2">
            <input
              type="radio"
              name="expressPaymentMethod"
              value="newCard"
              ref={cards.length === 0 ? firstChoice : undefined}
              checked={choice === 'newCard'}
              onChange={() => choose('newCard')}
              className="size-5"
            />
            <span className="flex-1">
              {t('methods.newCard')}
              {newCardTotals.length > 0 ? (
                <span className="block text-sm text-ink-muted">
                  {newCardTotals
                    .map(({ methodType, breakdown }) =>
                      t('methods.typeTotal', {
                        type: t(`methods.type.${methodType}`),
                        total: money(breakdown.total),
                      }),
                    )
                    .join(' · ')}
                </span>
              ) : null}
            </span>
          </label>
        ) : null}
        {!newCardAllowed && cards.length === 0 ? <p>{t('methods.none')}</p> : null}
        <p id={`${methodsId}-error`} className="text-sm text-danger">
          {errors.method ? t(`errors.method.${errors.method}`) : null}
        </p>
      </fieldset>

      <TextField
        ref={amountInput}
        label={t('checkout.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => changeAmount(event.target.value)}
        error={amountError}
        hint={
          setup.allowPartial
            ? t('checkout.amountHint', { min: money(limits.min), max: money(limits.max) })
            : t('checkout.fullBalanceHint', { balance: money(balance) })
        }
      />

      {option?.disclosures ? <p className="text-sm text-ink-muted">{option.disclosures}</p> : null}

      <div role="alert" className="text-sm text-danger empty:hidden">
        {problem ? <BillingProblemMessage problem={problem} /> : null}
      </div>
      <Button type="submit" disabled={pricing} className="w-full sm:w-fit">
        {pricing ? t('checkout.reviewing') : t('checkout.review')}
      </Button>
    </form>
  );
}
