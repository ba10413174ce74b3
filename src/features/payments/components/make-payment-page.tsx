import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import {
  ambiguousAmountMessage,
  centsToInputText,
  formatCents,
  parseMoneyInput,
} from '@/lib/money';
import type { PaymentProviderKind } from '@/components/payment-provider';
import { useAccounts, useSelectedAccounts } from '@/entities/account/queries';
import {
  usePaymentMethods,
  useRefreshPaymentData,
  type PaymentMethod,
} from '@/entities/payment-data/queries';
import { AttemptNotice } from '@/entities/payment-attempt/components/attempt-notice';
import type { ReviewedAmount } from '@/entities/payment-attempt/components/amount-understood';
import { ResumedAttempt } from '@/entities/payment-attempt/components/resumed-attempt';
import {
  ConfirmingGuard,
  useStillProcessing,
} from '@/entities/payment-attempt/components/confirming-guard';
import {
  confirmScope,
  createAttemptKeys,
  CONFIRM_TIMEOUT_MS,
  outcomeUnknown,
  withTimeout,
} from '@/entities/payment-attempt/lib/attempt-keys';
import { confirmationStarted, paymentCompleted } from '@/entities/payment-attempt/lib/in-flight';
import {
  clearPendingAttempt,
  readPendingAttempt,
  userOwner,
  savePendingAttempt,
  type PendingAttempt,
} from '@/entities/payment-attempt/lib/pending-attempt';
import { useMimicConfirmation } from '@/entities/session/components/mimic';
import { $selectedAssociationId, $userId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';
import {
  cancelSetup,
  confirmSetup,
  createSetup,
  findPaymentOfSetup,
  updateSetup,
  useGetPaymentOptions,
  type PricedSetup,
  type SetupRequest,
  type SubmittedPayment,
} from '../api/payment-setups';
import { totalsByMethodType } from '../lib/fees';
import { methodLabel } from '../lib/method-label';
import {
  NOTES_MAX_LENGTH,
  validatePaymentForm,
  type Interval,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../lib/payment-form';
import {
  billingProblem,
  methodKindOf,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { NewPaymentMethodDialog } from './new-payment-method-dialog';
import { PaymentConfirmationDialog } from './payment-confirmation-dialog';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import { PaymentSuccess } from './payment-success';
import { ProviderAccounts } from './provider-accounts';
import { RecentPayments } from './recent-payments';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import { LoadingStatus } from '@/components/loading-status';
import { answered } from '@/lib/api/answered';
import { useRevealAsTransition } from '@/lib/use-reveal-as-transition';

interface MakePaymentPageProps {
  providerKind: PaymentProviderKind;
  publishableKey: string;
  /** "Now", injectable so tests can fix the clock. */
  now?: () => Date;
}

const noMethods: PaymentMethod[] = [];
/** sessionStorage name of this page's pending confirmation (docs/payments.md). */
const ATTEMPT_FLOW = 'make-payment';

/** The setup being confirmed, with the ids a lookup of its payment needs. */
type AttemptSetup = PricedSetup & { ownerId: number; subLedgerId: number };
type MakePaymentAttempt = PendingAttempt<AttemptSetup, SubmittedPayment>;
const intervals: Interval[] = ['monthly', 'quarterly', 'yearly'];
const fieldOrder: (keyof PaymentFormValues)[] = [
  'subLedgerId',
  'paymentMethodId',
  'amount',
  'date',
  'notes',
];

export function MakePaymentPage({
  providerKind,
  publishableKey,
  now = () => new Date(),
}: MakePaymentPageProps) {
  const { t, i18n } = useTranslation('make-payment');
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const accountsQuery = useAccounts();
  const accounts = useSelectedAccounts();
  const methodsQuery = usePaymentMethods();
  const methods = methodsQuery.data ?? noMethods;
  const property = useSelectedProperty();
  const associationId = useUnit($selectedAssociationId);
  const refreshPaymentData = useRefreshPaymentData();
  // SPEC §6: while mimicking, the staff member confirms the homeowner asked for the payment.
  const mimicConfirmation = useMimicConfirmation();
  const userId = useUnit($userId);
  const options = useGetPaymentOptions(associationId ?? 0, {
    query: { enabled: associationId !== null },
  });
  const today = calendarDateIn(BUSINESS_TIME_ZONE, now());

  // What the person chose; null means "not chosen yet", and the form shows the default:
  // the first open account, the default method, the account's balance as the amount.
  const [chosen, setChosen] = useState<
    Omit<PaymentFormValues, 'amount'> & { amount: string | null }
  >(() => ({
    subLedgerId: null,
    paymentType: 'oneTime',
    paymentMethodId: null,
    amount: null,
    interval: 'monthly',
    date: today,
    notes: '',
  }));
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [formProblem, setFormProblem] = useState<BillingProblem | null>(null);
  const [setup, setSetup] = useState<AttemptSetup | null>(null);
  // The amount as typed and as read for the setup under review: the review repeats both.
  const [reviewedAmount, setReviewedAmount] = useState<ReviewedAmount | null>(null);
  const [confirmProblem, setConfirmProblem] = useState<BillingProblem | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedPayment | null>(null);
  const [addingMethod, setAddingMethod] = useState(false);
  // A confirmation sent that got no final answer: the result is not known yet.
  const [unknownOutcome, setUnknownOutcome] = useState(false);
  // A confirmation kept from before a reload (or a visit elsewhere) that is still unresolved.
  const [resumed, setResumed] = useState<MakePaymentAttempt | null>(null);
  const [resumeState, setResumeState] = useState<'idle' | 'looking' | 'notFound' | 'failed'>(
    'idle',
  );
  // A confirmation kept from before a reload or a visit elsewhere (docs/payments.md), adopted
  // once the signed-in person is known (the session may still be starting on the first render).
  const [adoptedFor, setAdoptedFor] = useState<number | null>(null);
  if (userId !== null && adoptedFor !== userId) {
    setAdoptedFor(userId);
    const kept = readPendingAttempt<AttemptSetup, SubmittedPayment>(
      ATTEMPT_FLOW,
      userOwner(userId),
    );
    if (kept?.state === 'done') setSubmitted(kept.result ?? null);
    else if (kept) {
      setResumed(kept);
      setResumeState('looking');
    }
  }
  const stillProcessing = useStillProcessing(confirming);
  // The setup still open on the service (shown or not), so going back updates it and leaving
  // cancels it: no orphan setups (SPEC §4). Never the one being confirmed.
  const openSetup = useRef<PricedSetup | null>(null);
  // The keys of this payment attempt (docs/payments.md): reused by a retry of the same call
  // whose outcome is unknown, new after a cancel or a final answer.
  const keys = useRef(createAttemptKeys());
  const confirmingSetupId = useRef<number | null>(null);
  // The setup of a confirmation whose outcome is unknown: the service may be charging it, so
  // nothing here cancels or changes it (leaving, Cancel, Edit then Review all leave it be).
  const pinnedSetupId = useRef<number | null>(null);
  // Cancel pressed while the outcome was unknown: the page says the payment may have gone through.
  const [cancelledUnknown, setCancelledUnknown] = useState(false);
  const mounted = useRef(true);
  const busy = useRef(false);
  const recentPayments = useRef<HTMLDivElement>(null);
  const fields = useRef<Partial<Record<keyof PaymentFormValues, HTMLElement | null>>>({});

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
  const option = options.data?.options.find((o) => o.methodType === method?.type);
  const parsedAmount = parseMoneyInput(values.amount, locale);
  const previewTotals =
    parsedAmount.ok && options.data
      ? totalsByMethodType(parsedAmount.cents, options.data.options)
      : [];

  // A setup may be cancelled or changed unless it is being confirmed or its outcome is unknown:
  // either way the service may be charging it.
  const releasable = (setupId: number) =>
    setupId !== confirmingSetupId.current && setupId !== pinnedSetupId.current;

  // Leaving the page with a setup still open cancels it, unless it is not releasable: a cancel
  // racing a confirmation could undo a payment the person will be charged for.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const open = openSetup.current;
      if (open && releasable(open.id)) void cancelSetup(open.kind, open.id).catch(() => undefined);
    };
  }, []);

  // A confirmation kept from before (a reload, a visit elsewhere while "Paying…" showed):
  // its result is shown, or looked up, before anything else is offered.
  useEffect(() => {
    // A result on screen is no longer pending.
    if (submitted) clearPendingAttempt(ATTEMPT_FLOW);
  }, [submitted]);
  useEffect(() => {
    if (!resumed || resumeState !== 'looking') return;
    let current = true;
    findPaymentOfSetup(resumed.setup)
      .then((payment) => {
        if (!current) return;
        if (payment) {
          clearPendingAttempt(ATTEMPT_FLOW);
          setResumed(null);
          setSubmitted(payment);
        } else setResumeState('notFound');
      })
      .catch(() => {
        if (current) setResumeState('failed');
      });
    return () => {
      current = false;
    };
  }, [resumed, resumeState]);

  const set = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) => {
    setChosen((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const chooseAccount = (subLedgerId: number) => set('subLedgerId', subLedgerId);

  const review = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (busy.current || !property) return;
    const { errors: found, plan } = validatePaymentForm(values, {
      today,
      option,
      blocked: account?.isBlocked === true,
      locale,
    });
    setErrors(found);
    setFormProblem(null);
    if (!plan || values.subLedgerId === null || values.paymentMethodId === null) {
      const first = fieldOrder.find((field) => found[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    const paymentMethodId = values.paymentMethodId;
    const body = JSON.stringify({
      plan,
      m: paymentMethodId,
      s: values.subLedgerId,
      n: values.notes,
    });
    busy.current = true;
    setReviewing(true);
    try {
      // A pinned setup stays as it is: this review is a new attempt with new keys.
      if (openSetup.current && !releasable(openSetup.current.id)) {
        openSetup.current = null;
        keys.current = createAttemptKeys();
      }
      const open = openSetup.current;
      const ids = {
        ownerId: account?.ownerId ?? property.ownerId,
        subLedgerId: values.subLedgerId,
      };
      // The key is read when the request is made: after a cancel it is a new attempt's.
      const request = (): SetupRequest => ({
        ...ids,
        paymentMethodId,
        notes: values.notes,
        plan,
        idempotencyKey: keys.current.createKey(body),
      });
      let priced: PricedSetup;
      if (open && open.kind === plan.kind && open.id) {
        priced = await updateSetup(open.kind, open.id, request());
      } else {
        if (open) {
          keys.current.cancelled();
          await cancelSetup(open.kind, open.id).catch(() => undefined);
        }
        try {
          priced = await createSetup(request());
        } catch (error) {
          // A refusal is final: the next Review is a new attempt with a new key.
          if (!outcomeUnknown(error)) keys.current.settled();
          throw error;
        }
      }
      openSetup.current = priced;
      setConfirmProblem(null);
      setUnknownOutcome(false);
      setReviewedAmount({ typed: values.amount, cents: plan.amount });
      setCancelledUnknown(false);
      setSetup({ ...priced, ...ids });
    } catch (error) {
      setFormProblem(
        billingProblem(error, t, { methodKind: methodKindOf(method?.type), charges: true }),
      );
    } finally {
      busy.current = false;
      setReviewing(false);
    }
  };

  const confirm = async (
    current: AttemptSetup,
    acknowledgeDuplicate: boolean,
    restoredKey?: string,
  ) => {
    if (busy.current || userId === null) return;
    const key =
      restoredKey ??
      keys.current.confirmKey(
        confirmScope({
          setupId: current.id,
          amount: current.amount,
          methodId: current.paymentMethod.id,
          total: current.total,
        }),
      );
    const pending: MakePaymentAttempt = {
      owner: userOwner(userId),
      setup: current,
      keys: keys.current.snapshot(),
      acknowledgeDuplicate,
      state: 'confirming',
    };
    // Kept before it is sent: a reload or a visit elsewhere meanwhile resumes this attempt.
    savePendingAttempt(ATTEMPT_FLOW, pending);
    const finished = confirmationStarted();
    busy.current = true;
    confirmingSetupId.current = current.id;
    setConfirming(true);
    setConfirmProblem(null);
    setUnknownOutcome(false);
    try {
      const payment = await withTimeout(CONFIRM_TIMEOUT_MS, (signal) =>
        confirmSetup(current, key, acknowledgeDuplicate, signal),
      );
      keys.current.settled();
      openSetup.current = null;
      pinnedSetupId.current = null;
      // A host (parent page, app shell) hears the reference only (docs/embedding.md).
      paymentCompleted(payment.confirmationNumber ?? String(payment.id));
      // SPEC §4: the new payment shows Pending in recent payments; the payment data refreshes.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'connect-payments:/Payment',
      });
      void refreshPaymentData('all');
      if (mounted.current) {
        clearPendingAttempt(ATTEMPT_FLOW);
        setSetup(null);
        setResumed(null);
        setSubmitted(payment);
      } else {
        // Nobody is looking: the page shows the result when the person comes back.
        savePendingAttempt(ATTEMPT_FLOW, { ...pending, state: 'done', result: payment });
      }
    } catch (error) {
      if (outcomeUnknown(error)) {
        // The service may have paid: the same key stays for a retry of this confirmation.
        savePendingAttempt(ATTEMPT_FLOW, { ...pending, state: 'unknown' });
        pinnedSetupId.current = current.id;
        if (mounted.current) setUnknownOutcome(true);
      } else {
        // A final refusal: the next press is a new attempt with a new key.
        pinnedSetupId.current = null;
        keys.current.settled();
        clearPendingAttempt(ATTEMPT_FLOW);
      }
      if (mounted.current)
        setConfirmProblem(
          billingProblem(error, t, {
            methodKind: methodKindOf(current.paymentMethod.type),
            charges: true,
          }),
        );
    } finally {
      finished();
      busy.current = false;
      confirmingSetupId.current = null;
      if (mounted.current) setConfirming(false);
    }
  };

  const cancel = () => {
    if (busy.current) return;
    const open = openSetup.current;
    if (open && !releasable(open.id)) {
      // Not cancelled: it may have been paid. The attempt stays kept, so a reload still looks it
      // up; the page says where to look.
      setSetup(null);
      setCancelledUnknown(true);
      return;
    }
    openSetup.current = null;
    keys.current.cancelled();
    clearPendingAttempt(ATTEMPT_FLOW);
    setSetup(null);
    setUnknownOutcome(false);
    if (open) void cancelSetup(open.kind, open.id).catch(() => undefined);
  };

  const checkRecentPayments = () => {
    setSetup(null);
    setCancelledUnknown(false);
    recentPayments.current?.scrollIntoView({ block: 'start' });
    recentPayments.current?.focus();
  };

  const confirmAgain = (attempt: MakePaymentAttempt) => {
    keys.current = createAttemptKeys(undefined, attempt.keys);
    openSetup.current = attempt.setup;
    // Kept unresolved: its outcome is unknown until this confirmation answers.
    pinnedSetupId.current = attempt.setup.id;
    setResumed(null);
    setResumeState('idle');
    setReviewedAmount(null);
    setSetup(attempt.setup);
    void confirm(attempt.setup, attempt.acknowledgeDuplicate, attempt.keys.confirm?.key);
  };

  const discardResumed = () => {
    clearPendingAttempt(ATTEMPT_FLOW);
    setResumed(null);
    setResumeState('idle');
  };

  const startAnother = () => {
    setSubmitted(null);
    setChosen((v) => ({ ...v, amount: null, notes: '', date: today }));
  };

  const accountId = useId();
  const typeId = useId();
  const methodsId = useId();
  const intervalId = useId();
  const notesId = useId();
  // The form waits for the saved methods as well: the list heads it, and fields shown before it
  // arrives would jump down under the reader's finger (npm run bench, layout shift).
  const formRevealed = useRevealAsTransition(
    property !== null && accounts.length > 0 && answered(methodsQuery),
  );

  if (submitted) {
    return (
      <Page title={t('title')}>
        <PaymentSuccess payment={submitted} onAnother={startAnother} />
        {property ? (
          <RecentPayments
            ownerId={property.ownerId}
            subLedgerIds={accounts.map((a) => a.subLedgerId)}
          />
        ) : null}
      </Page>
    );
  }

  if (!property || !formRevealed) {
    return (
      // The page says what it is for while its accounts load, as it will once they have.
      <Page title={t('title')} description={t('description')}>
        {/* While the accounts load, the page says so rather than claiming there are none. */}
        {property && !accountsQuery.isPending && accounts.length === 0 ? (
          <NoAccounts>
            <p role="status">{t('noAccounts')}</p>
          </NoAccounts>
        ) : (
          <LoadingStatus>{t('loading')}</LoadingStatus>
        )}
      </Page>
    );
  }

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
    <Page title={t('title')} description={t('description')}>
      {resumed ? (
        <ResumedAttempt
          total={resumed.setup.total}
          state={resumeState}
          onConfirmAgain={() => confirmAgain(resumed)}
          onDiscard={discardResumed}
          onCheckRecent={checkRecentPayments}
        />
      ) : null}
      {cancelledUnknown ? (
        <div role="alert" className="rounded-lg border border-line bg-surface p-4">
          <AttemptNotice
            stillProcessing={false}
            outcomeUnknown
            notCancelled
            onCheckRecent={checkRecentPayments}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          noValidate
          onSubmit={(e) => void review(e)}
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
              onChange={(e) => chooseAccount(Number(e.target.value))}
              aria-invalid={errors.subLedgerId ? true : undefined}
              aria-describedby={`${accountId}-help`}
              className="min-h-11 w-full min-w-0 rounded-md border border-line bg-surface px-3"
            >
              {accounts.map((a) => (
                <option key={a.subLedgerId} value={a.subLedgerId}>
                  {t('accountOption', {
                    number: a.accountNumber,
                    name: a.name,
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
              const methodOption = options.data?.options.find((o) => o.methodType === m.type);
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
                    {methodLabel(m, t)}
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
            <Button variant="secondary" className="w-fit" onClick={() => setAddingMethod(true)}>
              <Plus aria-hidden="true" size={16} />
              {t('addMethod')}
            </Button>
            <p id={`${methodsId}-error`} className="text-sm text-danger">
              {errorText('paymentMethodId')}
            </p>
          </fieldset>

          <TextField
            ref={(el) => {
              fields.current.amount = el;
            }}
            label={t('fields.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
            error={errorText('amount')}
            hint={
              option
                ? t('amountHint', {
                    min: formatCents(option.minAmount, locale),
                    max: formatCents(option.maxAmount, locale),
                  })
                : undefined
            }
          />

          {values.paymentType === 'recurring' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={intervalId} className="text-sm font-medium">
                {t('fields.frequency')}
              </label>
              <select
                id={intervalId}
                value={values.interval}
                onChange={(e) => set('interval', e.target.value as Interval)}
                className="min-h-11 w-full min-w-0 rounded-md border border-line bg-surface px-3"
              >
                {intervals.map((interval) => (
                  <option key={interval} value={interval}>
                    {t(`intervals.${interval}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

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
              values.paymentType === 'oneTime' && values.date > today
                ? t('scheduledHint')
                : undefined
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
            {formProblem ? <BillingProblemMessage problem={formProblem} /> : null}
          </div>
          <Button
            type="submit"
            disabled={reviewing || account?.isBlocked === true}
            className="w-full sm:w-fit"
          >
            {reviewing ? t('reviewing') : t('review')}
          </Button>
        </form>
        <div ref={recentPayments} tabIndex={-1} className="outline-none">
          <RecentPayments
            ownerId={property.ownerId}
            subLedgerIds={accounts.map((a) => a.subLedgerId)}
          />
        </div>
      </div>
      <ConfirmingGuard confirming={confirming} />
      <PaymentConfirmationDialog
        key={setup?.id ?? 'none'}
        setup={setup}
        reviewedAmount={reviewedAmount}
        confirming={confirming}
        problem={confirmProblem}
        notice={
          <AttemptNotice
            stillProcessing={stillProcessing}
            outcomeUnknown={unknownOutcome}
            onCheckRecent={checkRecentPayments}
          />
        }
        onConfirm={(acknowledgeDuplicate) =>
          mimicConfirmation.guard(() => {
            if (setup) void confirm(setup, acknowledgeDuplicate);
          })
        }
        onEdit={() => setSetup(null)}
        onCancel={cancel}
      />
      {mimicConfirmation.dialog}
      <NewPaymentMethodDialog
        open={addingMethod}
        onOpenChange={setAddingMethod}
        ownerId={account?.ownerId ?? property.ownerId}
        providerKind={providerKind}
        publishableKey={publishableKey}
        onAdded={(added) => set('paymentMethodId', added.id)}
      />
    </Page>
  );
}
