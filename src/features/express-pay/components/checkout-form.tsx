import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { computeFees, totalsByMethodType } from '@/lib/fees';
import {
  ambiguousAmountMessage,
  centsToInputText,
  formatCents,
  parseMoneyInput,
} from '@/lib/money';
import type { PaymentProviderKind } from '@/components/payment-provider';
import {
  createPaymentIntent,
  recentPaymentsQueryOptions,
  updatePaymentIntent,
  type ExpressAccount,
  type ExpressConfirmation,
} from '../api/express-pay-api';
import { AttemptNotice } from '@/entities/payment-attempt/components/attempt-notice';
import { ConfirmingGuard } from '@/entities/payment-attempt/components/confirming-guard';
import {
  ResumedAttempt,
  type ResumeState,
} from '@/entities/payment-attempt/components/resumed-attempt';
import { usePaymentAttempt } from '@/entities/payment-attempt/use-payment-attempt';
import {
  setupDifferences,
  setupDifferencesText,
} from '@/entities/payment-attempt/lib/setup-differences';
import { createAttemptMemory, type AttemptMemory } from '../lib/attempt-key';
import { focusRecentPayments } from '../lib/focus-recent';
import {
  confirmationFromRecent,
  EXPRESS_ATTEMPT_FLOW,
  linkOwner,
  type PendingCheckout,
} from '../lib/pending-checkout';
import {
  checkoutProblem,
  outcomeProblem,
  sendConfirmation,
  type PendingExpressAttempt,
} from '../lib/send-confirmation';
import { cardLabel } from '../lib/card-label';
import {
  amountLimits,
  validateCheckout,
  type CheckoutFormErrors,
  type CheckoutRules,
} from '../lib/checkout-form';
import { acceptsNewCard, canPayWith, optionFor, type PaymentChoice } from '../lib/methods';
import type { BillingProblem } from '@/entities/payment-attempt/lib/billing-problem';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  $amount,
  $checkoutLinkId,
  $paymentIntent,
  $selectedPaymentMethod,
  paymentConfirmed,
  paymentIntentCleared,
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
  const queryClient = useQueryClient();
  const checkoutLinkId = useUnit($checkoutLinkId);
  const [choice, amount, intent] = useUnit([$selectedPaymentMethod, $amount, $paymentIntent]);
  const [amountText, setAmountText] = useState(() =>
    amount === null ? '' : centsToInputText(amount, locale),
  );
  // The amount as typed and as read when it was sent for review: the review repeats both.
  const [reviewedAmount, setReviewedAmount] = useState<{ typed: string; cents: number } | null>(
    null,
  );
  const [errors, setErrors] = useState<CheckoutFormErrors>({});
  const [reviewing, setReviewing] = useState(false);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const owner = linkOwner(strategy, link);
  // One key per attempt, kept while this checkout is open (the review step comes and goes), and
  // across a reload while a confirmation's outcome is not known: a confirmation sent before a
  // reload whose result this tab has not shown is kept (docs/payments.md).
  const attempt = usePaymentAttempt<PendingCheckout, never, AttemptMemory>({
    keep: { flow: EXPRESS_ATTEMPT_FLOW, owner },
    keys: (kept) => createAttemptMemory(undefined, kept?.keys),
  });
  const { kept: resumed, forgetKept, completed } = attempt;
  const attempts = attempt.keys;
  const [resumeState, setResumeState] = useState<ResumeState>(resumed ? 'looking' : 'idle');
  const resending = attempt.confirming;
  const pricing = attempt.busy && !attempt.confirming;
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
  const typed = parseMoneyInput(amountText, locale);
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
    if (attempt.busy) return;
    const checked = validateCheckout({ amount: amountText, choice }, rules, locale);
    setProblem(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.method) firstChoice.current?.focus();
      else amountInput.current?.focus();
      return;
    }
    setErrors({});
    const outcome = await attempt.press(async () => {
      if (intent && intent.amount === checked.amount) return intent;
      if (intent) return updatePaymentIntent(intent.id, checked.amount);
      // One key per amount tried: pressing again after a lost answer returns the same intent.
      return createPaymentIntent(checked.amount, attempts.createKey(String(checked.amount)));
    });
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setProblem(checkoutProblem(outcome.error, t));
      return;
    }
    // An intent that does not repeat the amount asked (or whose total is not that amount plus its
    // fees) is never offered for authorisation: it is dropped, and the next review is a new one
    // (express pay has no cancel; an intent nobody confirms is never charged).
    const differences = setupDifferences({ amount: checked.amount }, outcome.result);
    if (differences.length > 0) {
      attempts.settled();
      attempt.forgetOutcome();
      paymentIntentCleared();
      setProblem({ text: setupDifferencesText(differences, t, locale, false) });
      return;
    }
    paymentIntentSet(outcome.result);
    setReviewedAmount({ typed: amountText, cents: checked.amount });
    setReviewing(true);
  };

  const confirmed = useCallback(
    (confirmation: ExpressConfirmation) => {
      // The receipt names the card: the service's summary of it, else the saved card chosen here.
      const card = confirmation.paymentMethod ? undefined : cards.find((c) => c.id === choice);
      paymentConfirmed(
        card
          ? {
              ...confirmation,
              paymentMethod: { type: card.type, brand: card.brand, last4: card.last4 },
            }
          : confirmation,
      );
      // A host (parent page, app shell) hears the reference only (docs/embedding.md).
      completed(confirmation.confirmationNumber);
      void navigate({
        to: '/epay/$strategy/confirmation',
        params: { strategy },
        replace: true,
      });
    },
    [navigate, strategy, cards, choice, completed],
  );

  // After a reload: the payment is looked up among the recent payments; found, its confirmation
  // shows and nothing is sent again.
  useEffect(() => {
    if (!resumed || resumeState !== 'looking' || checkoutLinkId === null) return;
    let live = true;
    queryClient.query(recentPaymentsQueryOptions(checkoutLinkId)).then(
      (payments) => {
        if (!live) return;
        const found = confirmationFromRecent(resumed.setup, payments);
        if (!found) {
          setResumeState('notFound');
          return;
        }
        confirmed(found);
        forgetKept();
      },
      () => {
        if (live) setResumeState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [resumed, resumeState, checkoutLinkId, queryClient, confirmed, forgetKept]);

  /** The same confirmation again, with the same key: the service answers it without paying twice. */
  const confirmAgain = async (kept: PendingExpressAttempt) => {
    const key = kept.keys.confirm?.key;
    if (!key) return;
    setProblem(null);
    const outcome = await attempt.confirm(() =>
      sendConfirmation({ ...kept, state: 'confirming' }, key),
    );
    if (!outcome) return;
    if (outcome.kind === 'paid') {
      confirmed(outcome.confirmation);
      return;
    }
    // A final answer ends the kept attempt: the form is back, with the reason beside it.
    if (outcome.kind !== 'unknown') discardResumed();
    setProblem(outcomeProblem(outcome, t));
  };

  /** A new payment instead: the kept attempt is dropped, its keys with it. */
  const discardResumed = () => {
    forgetKept();
    attempts.settled();
    setResumeState('idle');
    attempt.forgetOutcome();
  };

  if (resumed && resumeState !== 'idle') {
    return (
      <div className="flex flex-col gap-3">
        <ResumedAttempt
          total={resumed.setup.total}
          // Without the link's id there is no list to look in: the person is asked.
          state={
            resending
              ? 'looking'
              : resumeState === 'looking' && checkoutLinkId === null
                ? 'notFound'
                : resumeState
          }
          onConfirmAgain={() => void confirmAgain(resumed)}
          onDiscard={discardResumed}
          onCheckRecent={focusRecentPayments}
        />
        <div role="alert" className="text-sm text-danger empty:hidden">
          {problem ? <BillingProblemMessage problem={problem} /> : null}
        </div>
        <div role="status" className="text-sm empty:hidden">
          <AttemptNotice
            stillProcessing={attempt.stillProcessing}
            outcomeUnknown={attempt.outcomeUnknown}
            onCheckRecent={focusRecentPayments}
          />
        </div>
        <ConfirmingGuard confirming={resending} />
      </div>
    );
  }

  if (reviewing && intent && choice !== null) {
    return (
      <PaymentReview
        key={`${intent.id}:${intent.total}:${String(choice)}`}
        intent={intent}
        choice={choice}
        methodText={methodText(choice)}
        reviewedAmount={reviewedAmount}
        consentRequired={setup.consentRequired}
        consentText={setup.consentText}
        attempts={attempts}
        owner={owner}
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

  const amountError =
    errors.amount === 'ambiguous'
      ? ambiguousAmountMessage(amountText, t)
      : errors.amount
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
