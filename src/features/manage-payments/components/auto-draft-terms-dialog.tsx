import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type SyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatCalendarDate } from '@/lib/dates';
import { ambiguousAmountMessage, centsToInputText, formatCents } from '@/lib/money';
import { methodLabel } from '@/lib/payment-method-label';
import {
  changeAutoDraft,
  confirmAutoDraft,
  startAutoDraftSetup,
  type AutoDraftEnrollment,
  type AutoDraftSetup,
  type PaymentMethod,
  type PaymentOption,
  type SubLedger,
} from '../api/manage-payments-api';
import type { PaymentChange } from '../lib/cache-updates';
import { addDays } from '@/lib/dates';
import {
  autoDraftChanges,
  validateAutoDraftForm,
  type AutoDraftAmountType,
  type AutoDraftFormErrors,
  type AutoDraftFormValues,
} from '../lib/auto-draft-form';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { ActionDialog } from './parts';
import { ConfirmingGuard } from '@/entities/payment-attempt/components/confirming-guard';
import { PaymentAmountFields } from '@/entities/payment-attempt/components/payment-amount-fields';
import { usePaymentAttempt } from '@/entities/payment-attempt/use-payment-attempt';
import { useMimicGuard } from '@/entities/session/components/mimic';
import { isolate } from '@/lib/isolate';

interface AutoDraftTermsDialogProps {
  account: SubLedger;
  /** Present when changing an enrolment; absent when enrolling. */
  enrollment?: AutoDraftEnrollment | undefined;
  bankMethods: PaymentMethod[];
  option: PaymentOption | undefined;
  today: string;
  fallbackFocus: () => HTMLElement | null;
  onClose: () => void;
  onDone: (change: PaymentChange, announcement: ReactNode) => void;
}

/**
 * Issue 5: enrol (setup, then confirm with an Idempotency-Key once the acknowledgement is
 * accepted) or change an enrolment (PATCH). One request per press; a retry of a failed
 * confirmation sends the same key, so the service never enrols twice.
 */
export function AutoDraftTermsDialog({
  account,
  enrollment,
  bankMethods,
  option,
  today,
  fallbackFocus,
  onClose,
  onDone,
}: AutoDraftTermsDialogProps) {
  const { t, i18n } = useTranslation(['manage-payments', 'errors']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const name = t('accountName', { number: account.accountNumber, name: account.name });
  const [values, setValues] = useState<AutoDraftFormValues>(() => ({
    paymentMethodId:
      enrollment?.paymentMethodId ??
      (bankMethods.length === 1 ? (bankMethods[0]?.id ?? null) : null),
    startDate: enrollment?.startDate ?? addDays(today, 1),
    amountType: enrollment?.amountType ?? 'full',
    fixedAmount:
      enrollment?.fixedAmount !== undefined ? centsToInputText(enrollment.fixedAmount, locale) : '',
  }));
  const [errors, setErrors] = useState<AutoDraftFormErrors>({});
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const [setup, setSetup] = useState<AutoDraftSetup | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [mustAgree, setMustAgree] = useState(false);
  // The shared attempt model (docs/payments.md): a create key per attempt, a confirm key per
  // (setup, amount, method) kept for a retry of an unknown outcome, new after a final answer.
  const attempt = usePaymentAttempt();
  const mimicEnrol = useMimicGuard('enrolAutoDraft');
  const mimicChange = useMimicGuard('changeAutoDraft');
  const acceptedAcknowledgement = useRef<number | null>(null);
  const fields = useRef<Partial<Record<keyof AutoDraftFormValues, HTMLElement | null>>>({});
  const methodsId = useId();
  const amountTypeId = useId();
  const agreeId = useId();

  const busy = attempt.busy;
  const enrolling = attempt.confirming;

  const set = <K extends keyof AutoDraftFormValues>(key: K, value: AutoDraftFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const review = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const result = validateAutoDraftForm(values, { today, option, locale });
    setErrors(result.errors);
    if (!result.terms) {
      const first = (['paymentMethodId', 'startDate', 'fixedAmount'] as const).find(
        (field) => result.errors[field],
      );
      if (first) fields.current[first]?.focus();
      return;
    }
    if (enrollment) {
      const changes = autoDraftChanges(result.terms, enrollment);
      if (!changes) {
        setErrors({ form: 'errors.nothingChanged' });
        return;
      }
      mimicChange.guard(() => void saveChanges(enrollment, changes));
      return;
    }
    const body = JSON.stringify(result.terms);
    const { terms } = result;
    // A refusal is final: the next Review is a new attempt with a new key.
    const outcome = await attempt.press(() =>
      attempt.create(body, (idempotencyKey) =>
        startAutoDraftSetup({
          ownerId: account.ownerId,
          subLedgerId: account.subLedgerId,
          ...terms,
          idempotencyKey,
        }),
      ),
    );
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setProblem(billingProblem(outcome.error, t, { methodKind: 'bank' }));
      return;
    }
    attempt.forgetOutcome();
    setAgreed(false);
    setMustAgree(false);
    setSetup(outcome.result);
  };

  const saveChanges = async (
    current: AutoDraftEnrollment,
    changes: NonNullable<ReturnType<typeof autoDraftChanges>>,
  ) => {
    const outcome = await attempt.press(() => changeAutoDraft(current.id, changes));
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setProblem(billingProblem(outcome.error, t, { methodKind: 'bank' }));
      return;
    }
    const answer = outcome.result.id === current.id ? outcome.result : { ...current, ...changes };
    onDone(
      { kind: 'enrollmentSaved', enrollment: answer },
      isolate((v) => t('autoDraft.changed', v), { account: name }),
    );
  };

  const enrol = async () => {
    if (!setup || busy) return;
    if (setup.acknowledgement?.required && !agreed) {
      setMustAgree(true);
      return;
    }
    setProblem(null);
    const current = setup;
    const key = attempt.confirmKeyFor({
      setupId: current.id,
      amount: current.fixedAmount ?? 0,
      methodId: current.paymentMethod.id,
      total: 0,
    });
    // Unknown outcome: the same key stays for the retry. A refusal: the next press is new.
    const outcome = await attempt.send(
      (confirmKey, signal) =>
        confirmAutoDraft(current, confirmKey, {
          acknowledged: acceptedAcknowledgement.current === current.acknowledgement?.id,
          onAcknowledged: () => {
            acceptedAcknowledgement.current = current.acknowledgement?.id ?? null;
          },
          signal,
        }),
      { key },
    );
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setProblem(billingProblem(outcome.error, t, { methodKind: 'bank', charges: true }));
      return;
    }
    onDone(
      { kind: 'enrollmentSaved', enrollment: outcome.result },
      isolate((v) => t('autoDraft.enrolledNow', v), { account: name }),
    );
  };

  const errorText = (key: string | undefined) =>
    key === 'errors.amount.ambiguous'
      ? ambiguousAmountMessage(values.fixedAmount, t)
      : key
        ? t(key, {
            min: option ? formatCents(option.minAmount, locale) : '',
            max: option ? formatCents(option.maxAmount, locale) : '',
          })
        : undefined;

  const title = enrollment ? t('autoDraft.changeTitle') : t('autoDraft.enrolTitle');

  if (setup) {
    const method = setup.paymentMethod;
    return (
      <ActionDialog
        open
        onClose={onClose}
        busy={busy}
        fallbackFocus={fallbackFocus}
        title={t('autoDraft.confirmTitle')}
        description={isolate((v) => t('autoDraft.confirmDescription', v), { account: name })}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('autoDraft.from')}</dt>
          <dd>{methodLabel(method, t)}</dd>
          <dt className="text-ink-muted">{t('autoDraft.amount')}</dt>
          <dd>
            {setup.amountType === 'fixed'
              ? t('autoDraft.fixedAmount', { amount: formatCents(setup.fixedAmount ?? 0, locale) })
              : t('autoDraft.fullBalance')}
          </dd>
          <dt className="text-ink-muted">{t('autoDraft.start')}</dt>
          <dd>{formatCalendarDate(setup.startDate, locale)}</dd>
        </dl>
        {setup.acknowledgement ? (
          <div className="rounded-md border border-line p-3">
            <p className="text-sm">{setup.acknowledgement.text}</p>
            {setup.acknowledgement.required ? (
              <div className="mt-2 flex items-start gap-2">
                <input
                  id={agreeId}
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={agreed}
                  onChange={(e) => {
                    setAgreed(e.target.checked);
                    setMustAgree(false);
                  }}
                  aria-invalid={mustAgree && !agreed ? true : undefined}
                  aria-describedby={mustAgree && !agreed ? `${agreeId}-error` : undefined}
                />
                <label htmlFor={agreeId}>{t('autoDraft.agree')}</label>
              </div>
            ) : null}
            {mustAgree && !agreed ? (
              <p id={`${agreeId}-error`} className="mt-1 text-sm text-danger">
                {t('autoDraft.mustAgree')}
              </p>
            ) : null}
          </div>
        ) : null}
        <ConfirmingGuard confirming={enrolling} subject="enrolment" />
        <div role="status" className="text-sm empty:hidden">
          {attempt.stillProcessing ? (
            <p>{t('common:paymentAttempt.stillProcessingEnrolment')}</p>
          ) : null}
        </div>
        <div role="alert" className="text-sm text-danger empty:hidden">
          {problem ? <BillingProblemMessage problem={problem} /> : null}
          {attempt.outcomeUnknown ? (
            <p>
              {t('common:paymentAttempt.unknownOutcomeEnrolment', {
                action: t('autoDraft.confirmEnrol'),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setSetup(null)} disabled={busy}>
            {t('autoDraft.back')}
          </Button>
          <Button
            onClick={() => mimicEnrol.guard(() => void enrol())}
            disabled={busy}
            aria-disabled={busy}
          >
            {enrolling ? t('autoDraft.enrolling') : t('autoDraft.confirmEnrol')}
          </Button>
        </div>
        {mimicEnrol.dialog}
      </ActionDialog>
    );
  }

  return (
    <ActionDialog
      open
      onClose={onClose}
      busy={busy}
      fallbackFocus={fallbackFocus}
      title={title}
      description={isolate((v) => t('autoDraft.termsDescription', v), { account: name })}
    >
      <form noValidate onSubmit={(e) => void review(e)} className="flex flex-col gap-4">
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.paymentMethodId ? `${methodsId}-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('autoDraft.bankAccount')}</legend>
          {bankMethods.length === 0 ? (
            <p className="text-sm">
              {t('autoDraft.noBankAccount')}{' '}
              <Link to="/billing/manage-account" className="font-semibold text-brand underline">
                {t('autoDraft.addBankAccount')}
              </Link>
            </p>
          ) : null}
          {bankMethods.map((method, index) => (
            <label
              key={method.id}
              className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3 py-2"
            >
              <input
                type="radio"
                name="autoDraftMethod"
                className="size-5"
                ref={(el) => {
                  if (index === 0) fields.current.paymentMethodId = el;
                }}
                checked={values.paymentMethodId === method.id}
                onChange={() => set('paymentMethodId', method.id)}
              />
              {methodLabel(method, t)}
            </label>
          ))}
          {errors.paymentMethodId ? (
            <p id={`${methodsId}-error`} className="text-sm text-danger">
              {t(errors.paymentMethodId)}
            </p>
          ) : null}
        </fieldset>
        <TextField
          ref={(el) => {
            fields.current.startDate = el;
          }}
          label={t('autoDraft.startDate')}
          type="date"
          min={addDays(today, 1)}
          value={values.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          error={errorText(errors.startDate)}
        />
        <fieldset className="flex flex-col gap-1">
          <legend id={amountTypeId} className="mb-1 text-sm font-medium">
            {t('autoDraft.amount')}
          </legend>
          {(['full', 'fixed'] as AutoDraftAmountType[]).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="autoDraftAmountType"
                className="size-5"
                checked={values.amountType === type}
                onChange={() => set('amountType', type)}
              />
              {t(type === 'full' ? 'autoDraft.fullBalance' : 'autoDraft.fixedChoice')}
            </label>
          ))}
        </fieldset>
        {values.amountType === 'fixed' ? (
          <PaymentAmountFields
            amountRef={(el) => {
              fields.current.fixedAmount = el;
            }}
            amount={values.fixedAmount}
            onAmountChange={(text) => set('fixedAmount', text)}
            error={errorText(errors.fixedAmount)}
            limits={option}
          />
        ) : null}
        <div role="alert" className="text-sm text-danger empty:hidden">
          {errors.form ? <p>{t(errors.form)}</p> : null}
          {problem ? <BillingProblemMessage problem={problem} /> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('autoDraft.discard')}
          </Button>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy
              ? t('autoDraft.sending')
              : enrollment
                ? t('autoDraft.saveChanges')
                : t('autoDraft.review')}
          </Button>
        </div>
      </form>
      {mimicChange.dialog}
    </ActionDialog>
  );
}
