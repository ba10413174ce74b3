import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshPaymentData, type PaymentMethod } from '@/entities/payment-data/queries';
import type { ReviewedAmount } from '@/entities/payment-attempt/components/amount-understood';
import type { ResumeState } from '@/entities/payment-attempt/components/resumed-attempt';
import {
  billingProblem,
  methodKindOf,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import {
  usePaymentAttempt,
  type KeptAttempt,
} from '@/entities/payment-attempt/use-payment-attempt';
import { $userId } from '@/entities/session/model';
import {
  setupDifferences,
  setupDifferencesText,
} from '@/entities/payment-attempt/lib/setup-differences';
import {
  cancelSetup,
  confirmSetup,
  createSetup,
  findPaymentOfSetup,
  updateSetup,
  type PricedSetup,
  type SetupRequest,
  type SubmittedPayment,
} from '../api/payment-setups';
import type { PaymentPlan } from '../lib/payment-form';
import { resumableSetup, type AttemptSetup } from '../lib/resumable-setup';

export type { AttemptSetup } from '../lib/resumable-setup';

/** sessionStorage name of this page's pending confirmation (docs/payments.md). */
const ATTEMPT_FLOW = 'make-payment';

/** The setup being confirmed, with the ids a lookup of its payment needs. */
export type MakePaymentAttempt = KeptAttempt<AttemptSetup, SubmittedPayment>;

/** The payment date, the scheduled date or the first recurring date a plan asks for. */
function planDate(plan: PaymentPlan): string {
  if (plan.kind === 'oneTime') return plan.paymentDate;
  if (plan.kind === 'scheduled') return plan.scheduledDate;
  return plan.startDate;
}

/** What the choose step hands over once the form is valid. */
export interface ReviewRequest {
  plan: PaymentPlan;
  typedAmount: string;
  ownerId: number;
  subLedgerId: number;
  paymentMethodId: number;
  method: PaymentMethod | undefined;
  notes: string;
}

/**
 * Make a payment's steps on the one attempt flow (`usePaymentAttempt`, docs/payments.md):
 * review prices a setup (created, or the open one updated), Pay confirms it, Cancel cancels it
 * unless it may be being charged, and a confirmation kept from before a reload is looked up.
 */
export function useMakePaymentAttempt() {
  const { t, i18n } = useTranslation('make-payment');
  const queryClient = useQueryClient();
  const refreshPaymentData = useRefreshPaymentData();
  const userId = useUnit($userId);
  const attempt = usePaymentAttempt<AttemptSetup, SubmittedPayment>({
    keep: { flow: ATTEMPT_FLOW, userId },
  });
  const { kept, forgetKept } = attempt;
  const [formProblem, setFormProblem] = useState<BillingProblem | null>(null);
  const [setup, setSetup] = useState<AttemptSetup | null>(null);
  // The amount as typed and as read for the setup under review: the review repeats both.
  const [reviewedAmount, setReviewedAmount] = useState<ReviewedAmount | null>(null);
  const [confirmProblem, setConfirmProblem] = useState<BillingProblem | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedPayment | null>(null);
  // A kept confirmation still unresolved is looked up first; `idle` once handled.
  const [resumeState, setResumeState] = useState<ResumeState>('looking');
  // Cancel pressed while the outcome was unknown: the page says the payment may have gone through.
  const [cancelledUnknown, setCancelledUnknown] = useState(false);
  // The setup still open on the service (shown or not), so going back updates it and leaving
  // cancels it: no orphan setups (SPEC §4). Never the one being confirmed.
  const openSetup = useRef<PricedSetup | null>(null);
  const confirmingSetupId = useRef<number | null>(null);
  // The setup of a confirmation whose outcome is unknown: the service may be charging it, so
  // nothing here cancels or changes it (leaving, Cancel, Edit then Review all leave it be).
  const pinnedSetupId = useRef<number | null>(null);

  const shownKept = kept?.state === 'done' ? (kept.result ?? null) : null;
  const resumed = kept && kept.state !== 'done' && resumeState !== 'idle' ? kept : null;

  // A setup may be cancelled or changed unless it is being confirmed or its outcome is unknown:
  // either way the service may be charging it.
  const releasable = (setupId: number) =>
    setupId !== confirmingSetupId.current && setupId !== pinnedSetupId.current;

  // Leaving the page with a setup still open cancels it, unless it is not releasable: a cancel
  // racing a confirmation could undo a payment the person will be charged for.
  useEffect(
    () => () => {
      const open = openSetup.current;
      if (open && releasable(open.id)) void cancelSetup(open.kind, open.id).catch(() => undefined);
    },
    [],
  );

  // A confirmation kept from before (a reload, a visit elsewhere while "Paying…" showed): its
  // result is shown, or looked up, before anything else is offered.
  if (shownKept && !submitted) setSubmitted(shownKept);
  useEffect(() => {
    // A result on screen is no longer pending.
    if (submitted) forgetKept();
  }, [submitted, forgetKept]);
  useEffect(() => {
    if (!resumed || resumeState !== 'looking') return;
    let current = true;
    findPaymentOfSetup(resumed.setup)
      .then((payment) => {
        if (!current) return;
        if (payment) {
          forgetKept();
          setSubmitted(payment);
        } else setResumeState('notFound');
      })
      .catch(() => {
        if (current) setResumeState('failed');
      });
    return () => {
      current = false;
    };
  }, [resumed, resumeState, forgetKept]);

  const review = async (request: ReviewRequest) => {
    const { plan, ownerId, subLedgerId, paymentMethodId, notes } = request;
    const body = JSON.stringify({ plan, m: paymentMethodId, s: subLedgerId, n: notes });
    setFormProblem(null);
    const outcome = await attempt.press(async () => {
      // A pinned setup stays as it is: this review is a new attempt with new keys.
      if (openSetup.current && !releasable(openSetup.current.id)) {
        openSetup.current = null;
        attempt.renewKeys();
      }
      const open = openSetup.current;
      // The key is read when the request is made: after a cancel it is a new attempt's.
      const fields = (key: string): SetupRequest => ({
        ownerId,
        subLedgerId,
        paymentMethodId,
        notes,
        plan,
        idempotencyKey: key,
      });
      if (open && open.kind === plan.kind && open.id)
        return updateSetup(open.kind, open.id, fields(attempt.keys.createKey(body)));
      if (open) {
        attempt.keys.cancelled();
        await cancelSetup(open.kind, open.id).catch(() => undefined);
      }
      return attempt.create(body, (key) => createSetup(fields(key)));
    });
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      const methodKind = methodKindOf(request.method?.type);
      setFormProblem(billingProblem(outcome.error, t, { methodKind, charges: true }));
      return;
    }
    // A setup that does not repeat what was asked is never offered for authorisation: it was
    // never confirmed, so it is cancelled, and the next review is a new attempt.
    const priced = outcome.result;
    const differences = setupDifferences(
      {
        amount: plan.amount,
        methodId: paymentMethodId,
        accountId: subLedgerId,
        date: planDate(plan),
      },
      {
        ...priced,
        methodId: priced.paymentMethod.id,
        accountId: priced.subLedgerId,
      },
    );
    if (differences.length > 0) {
      openSetup.current = null;
      attempt.keys.cancelled();
      attempt.forgetOutcome();
      void cancelSetup(priced.kind, priced.id).catch(() => undefined);
      const locale = i18n.resolvedLanguage ?? 'en';
      setFormProblem({ text: setupDifferencesText(differences, t, locale, true) });
      return;
    }
    openSetup.current = priced;
    setConfirmProblem(null);
    attempt.forgetOutcome();
    setReviewedAmount({ typed: request.typedAmount, cents: plan.amount });
    setCancelledUnknown(false);
    setSetup({ ...outcome.result, ownerId, subLedgerId });
  };

  const confirm = async (current: AttemptSetup, acknowledgeDuplicate: boolean, key?: string) => {
    if (attempt.busy || userId === null) return;
    setConfirmProblem(null);
    const outcome = await attempt.send(
      (confirmKey, signal) => {
        confirmingSetupId.current = current.id;
        return confirmSetup(current, confirmKey, acknowledgeDuplicate, signal);
      },
      {
        key:
          key ??
          attempt.confirmKeyFor({
            setupId: current.id,
            amount: current.amount,
            methodId: current.paymentMethod.id,
            total: current.total,
          }),
        // Only what the resume needs goes to sessionStorage, never the service's raw answer.
        pending: { setup: resumableSetup(current), acknowledgeDuplicate },
        keepResult: true,
      },
    );
    if (!outcome) return;
    confirmingSetupId.current = null;
    if (outcome.kind === 'done') {
      const payment = outcome.result;
      openSetup.current = null;
      pinnedSetupId.current = null;
      // A host (parent page, app shell) hears the reference only (docs/embedding.md).
      attempt.completed(payment.confirmationNumber ?? String(payment.id));
      // SPEC §4: the new payment shows Pending in recent payments; the payment data refreshes.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'connect-payments:/Payment',
      });
      void refreshPaymentData('all');
      setSetup(null);
      setResumeState('idle');
      setSubmitted(payment);
      return;
    }
    // Unknown: the service may have paid, the same key stays for a retry of this confirmation.
    // Refused: a final answer, the next press is a new attempt with a new key.
    pinnedSetupId.current = outcome.kind === 'unknown' ? current.id : null;
    setConfirmProblem(
      billingProblem(outcome.error, t, {
        methodKind: methodKindOf(current.paymentMethod.type),
        charges: true,
      }),
    );
  };

  return {
    attempt,
    setup,
    reviewedAmount,
    formProblem,
    confirmProblem,
    submitted,
    resumed,
    resumeState,
    cancelledUnknown,
    review,
    confirm: (acknowledgeDuplicate: boolean) => {
      if (setup) void confirm(setup, acknowledgeDuplicate);
    },
    edit: () => setSetup(null),
    cancel: () => {
      if (attempt.busy) return;
      const open = openSetup.current;
      if (open && !releasable(open.id)) {
        // Not cancelled: it may have been paid. The attempt stays kept, so a reload still looks
        // it up; the page says where to look.
        setSetup(null);
        setCancelledUnknown(true);
        return;
      }
      openSetup.current = null;
      attempt.keys.cancelled();
      attempt.forgetKept();
      attempt.forgetOutcome();
      setSetup(null);
      if (open) void cancelSetup(open.kind, open.id).catch(() => undefined);
    },
    /** Closes what covers the page; the page then shows its Recent payments. */
    leaveForRecent: () => {
      setSetup(null);
      setCancelledUnknown(false);
    },
    confirmAgain: (kept: MakePaymentAttempt) => {
      attempt.renewKeys(kept.keys);
      openSetup.current = kept.setup;
      // Kept unresolved: its outcome is unknown until this confirmation answers.
      pinnedSetupId.current = kept.setup.id;
      setResumeState('idle');
      setReviewedAmount(null);
      setSetup(kept.setup);
      void confirm(kept.setup, kept.acknowledgeDuplicate, kept.keys.confirm?.key);
    },
    discardResumed: () => {
      attempt.forgetKept();
      setResumeState('idle');
    },
    startAnother: () => setSubmitted(null),
  };
}
