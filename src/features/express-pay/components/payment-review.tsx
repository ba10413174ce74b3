import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/money';
import {
  loadPaymentMethodForm,
  type PaymentFormTextKey,
  type PaymentMethodForm,
  type PaymentMethodFormHandle,
  type PaymentProviderKind,
} from '@/components/payment-provider';
import {
  acceptAcknowledgement,
  type ExpressConfirmation,
  type ExpressPaymentIntent,
} from '../api/express-pay-api';
import { AttemptNotice } from '@/entities/payment-attempt/components/attempt-notice';
import {
  AmountUnderstood,
  type ReviewedAmount,
} from '@/entities/payment-attempt/components/amount-understood';
import { ConfirmingGuard } from '@/entities/payment-attempt/components/confirming-guard';
import { usePaymentAttempt } from '@/entities/payment-attempt/use-payment-attempt';
import { focusRecentPayments } from '../lib/focus-recent';
import {
  outcomeProblem,
  sendConfirmation,
  type PendingExpressAttempt,
} from '../lib/send-confirmation';
import type { AttemptMemory } from '../lib/attempt-key';
import type { PaymentChoice } from '../lib/methods';
import type { BillingProblem } from '@/entities/payment-attempt/lib/billing-problem';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';

interface PaymentReviewProps {
  intent: ExpressPaymentIntent;
  choice: PaymentChoice;
  /** "Visa ending in 4242" or "A new card". */
  methodText: string;
  /** The amount as typed and as read, when the review came from the form. */
  reviewedAmount: ReviewedAmount | null;
  consentRequired: boolean;
  /** The account's consent text, when the intent carries no acknowledgement of its own. */
  consentText: string | undefined;
  /** The checkout's keys and accepted consent, which outlive this step. */
  attempts: AttemptMemory;
  /** The checkout link the attempt belongs to (`linkOwner`), for its resume after a reload. */
  owner: string;
  providerKind: PaymentProviderKind;
  publishableKey: string;
  onEdit: () => void;
  onConfirmed: (confirmation: ExpressConfirmation) => void;
}

type CardForm =
  { state: 'loading' } | { state: 'ready'; Form: PaymentMethodForm } | { state: 'unavailable' };

/**
 * The priced payment before money moves: the breakdown, the card form for a new card, the
 * consent, and Pay. One confirmation per press however often it is pressed; the problem of a
 * failed press is shown beside the button.
 */
export function PaymentReview({
  intent,
  choice,
  methodText,
  reviewedAmount,
  consentRequired,
  consentText,
  attempts,
  owner,
  providerKind,
  publishableKey,
  onEdit,
  onConfirmed,
}: PaymentReviewProps) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, locale);
  const [agreed, setAgreed] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  // The checkout's keys: one request per press, the unknown outcome keeping the key.
  const attempt = usePaymentAttempt({ keys: () => attempts });
  const paying = attempt.confirming;
  const [cardForm, setCardForm] = useState<CardForm>({ state: 'loading' });
  // The provider accepted the card for this attempt: a retry only repeats the confirmation.
  const cardAccepted = useRef<string | null>(null);
  const cardHandle = useRef<PaymentMethodFormHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const agreeId = useId();

  const newCard = choice === 'newCard';
  const clientSecret = intent.clientSecret;
  const acknowledgementText = intent.acknowledgement?.text ?? consentText;

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (!newCard || !clientSecret) return;
    let live = true;
    loadPaymentMethodForm(providerKind, publishableKey).then(
      (Form) => {
        if (live) setCardForm({ state: 'ready', Form });
      },
      (error: unknown) => {
        console.warn('The payment provider could not be loaded.', String(error));
        if (live) setCardForm({ state: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [newCard, clientSecret, providerKind, publishableKey]);

  const cardText = useCallback((key: PaymentFormTextKey) => t(`card.form.${key}`), [t]);

  const pay = async () => {
    if (attempt.busy) return;
    if (consentRequired && !agreed) {
      setShowRequired(true);
      agreeBox.current?.focus();
      return;
    }
    if (newCard && (!clientSecret || cardForm.state !== 'ready')) return;
    setProblem(null);
    // The same intent, amount, method and total is the same attempt: its key survives failures
    // whose outcome is unknown, so the retry is answered without a second charge.
    const parts = {
      setupId: intent.id,
      amount: intent.amount,
      methodId: typeof choice === 'number' ? choice : 'new',
      total: intent.total,
    };
    const scope = JSON.stringify(parts);
    const outcome = await attempt.confirm(async () => {
      const key = attempt.confirmKeyFor(parts);
      const pending: PendingExpressAttempt = {
        owner,
        setup: {
          id: intent.id,
          amount: intent.amount,
          convenienceFee: intent.convenienceFee,
          largeAmountFee: intent.largeAmountFee,
          total: intent.total,
          choice,
        },
        keys: attempts.snapshot(),
        acknowledgeDuplicate: false,
        state: 'confirming',
      };
      const acknowledgement = intent.acknowledgement;
      if (consentRequired && acknowledgement && !attempts.isAccepted(acknowledgement.id)) {
        await acceptAcknowledgement(acknowledgement.id);
        attempts.accepted(acknowledgement.id);
      }
      if (newCard && cardAccepted.current !== scope) {
        const handle = cardHandle.current;
        const result = handle
          ? await handle.confirm()
          : { ok: false as const, message: t('card.form.confirmFailed') };
        // Nothing was confirmed: the keys stay as they are.
        if (!result.ok) return { kind: 'stopped' as const, message: result.message };
        cardAccepted.current = scope;
      }
      return sendConfirmation(pending, key);
    });
    if (!outcome) return;
    if (outcome.kind === 'paid') {
      onConfirmed(outcome.confirmation);
      return;
    }
    if (outcome.kind === 'stopped') {
      setProblem({ text: outcome.message });
      return;
    }
    // A final answer makes pressing again a new attempt, with a new key (and, after a decline,
    // the card again); the consent or the card provider failing counts the same.
    if (outcome.kind === 'declined') cardAccepted.current = null;
    setProblem(outcomeProblem(outcome, t));
  };

  const payDisabled = paying || (newCard && cardForm.state !== 'ready');

  return (
    <section
      aria-labelledby="review-heading"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <div>
        <h2
          id="review-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {t('review.title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('review.description')}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt>{t('review.method')}</dt>
        <dd className="text-right">{methodText}</dd>
        <dt>{t('review.amount')}</dt>
        <dd className="text-right">{money(intent.amount)}</dd>
        <dt>{t('review.convenienceFee')}</dt>
        <dd className="text-right">{money(intent.convenienceFee)}</dd>
        {intent.largeAmountFee > 0 ? (
          <>
            <dt>{t('review.largeAmountFee')}</dt>
            <dd className="text-right">{money(intent.largeAmountFee)}</dd>
          </>
        ) : null}
        <dt className="border-t border-line pt-2 font-semibold">{t('review.total')}</dt>
        <dd className="border-t border-line pt-2 text-right font-semibold">
          {money(intent.total)}
        </dd>
      </dl>
      {reviewedAmount ? <AmountUnderstood amount={reviewedAmount} /> : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
        className="flex flex-col gap-4"
      >
        {newCard ? (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('card.title')}</h3>
            {!clientSecret ? (
              <p role="alert" className="text-danger">
                {t('card.noClientSecret')}
              </p>
            ) : cardForm.state === 'loading' ? (
              <p role="status" className="text-ink-muted">
                {t('card.form.loading')}
              </p>
            ) : cardForm.state === 'unavailable' ? (
              <p role="alert" className="text-danger">
                {t('errors:main.exceptions.PA020_card')}
              </p>
            ) : (
              <cardForm.Form
                key={clientSecret}
                ref={cardHandle}
                clientSecret={clientSecret}
                methodType="card"
                locale={locale}
                text={cardText}
                onUnavailable={() => setCardForm({ state: 'unavailable' })}
              />
            )}
          </div>
        ) : null}

        {acknowledgementText || consentRequired ? (
          <div className="rounded-md border border-line p-3">
            <p className="text-sm">{acknowledgementText ?? t('review.consentFallback')}</p>
            {consentRequired ? (
              <div className="mt-2 flex items-start gap-2">
                <input
                  id={agreeId}
                  ref={agreeBox}
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={agreed}
                  onChange={(event) => setAgreed(event.target.checked)}
                  aria-invalid={showRequired && !agreed ? true : undefined}
                />
                <label htmlFor={agreeId}>{t('review.agree')}</label>
              </div>
            ) : null}
          </div>
        ) : null}

        <div role="alert" className="text-sm text-danger empty:hidden">
          {showRequired && consentRequired && !agreed ? <p>{t('review.mustAgree')}</p> : null}
          {problem ? <BillingProblemMessage problem={problem} /> : null}
        </div>
        <div role="status" className="text-sm empty:hidden">
          <AttemptNotice
            stillProcessing={attempt.stillProcessing}
            outcomeUnknown={attempt.outcomeUnknown}
            onCheckRecent={focusRecentPayments}
          />
        </div>
        <ConfirmingGuard confirming={paying} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onEdit} disabled={paying}>
            {t('review.edit')}
          </Button>
          <Button type="submit" disabled={payDisabled} aria-disabled={payDisabled}>
            {paying ? t('review.paying') : t('review.pay', { total: money(intent.total) })}
          </Button>
        </div>
      </form>
    </section>
  );
}
