import { Link } from '@tanstack/react-router';
import { useRef, useState, type SyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatCalendarDate } from '@/lib/dates';
import { ambiguousAmountMessage, centsToInputText, formatCents } from '@/lib/money';
import { methodLabel } from '@/lib/payment-method-label';
import {
  changeFuturePayment,
  changeRecurringPayment,
  stopFuturePayment,
  stopRecurringPayment,
  type PaymentOption,
} from '../api/manage-payments-api';
import type { PaymentChange } from '../lib/cache-updates';
import { changeWindow, earliestChangeableDate } from '../lib/cutoff';
import { formatDeadline } from '../lib/format';
import {
  validatePaymentEdit,
  type PaymentEditErrors,
  type PaymentEditValues,
} from '../lib/payment-edit';
import { paymentDate, type PaymentTarget } from '../lib/payment-state';
import { PaymentAmountFields } from '@/entities/payment-attempt/components/payment-amount-fields';
import { usePaymentAttempt } from '@/entities/payment-attempt/use-payment-attempt';
import { useMimicGuard } from '@/entities/session/components/mimic';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { ActionDialog } from './parts';
import { isolate } from '@/lib/isolate';

/** The cut-off, checked again at the moment of the press: the page may have been open a while. */
function closedReason(
  target: PaymentTarget,
  now: Date,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string | null {
  const window = changeWindow(now, paymentDate(target), {
    editableUntil: target.payment.editableUntil,
    oneTime: target.kind === 'scheduled',
  });
  if (window.allowed) return null;
  return window.reason === 'sameDay'
    ? t('cutoff.sameDay')
    : t('cutoff.closed', { deadline: formatDeadline(window.until, locale) });
}

type EditRequest =
  | { kind: 'recurring'; id: number; changes: Parameters<typeof changeRecurringPayment>[1] }
  | { kind: 'scheduled'; id: number; changes: Parameters<typeof changeFuturePayment>[1] };

async function sendEdit(request: EditRequest): Promise<PaymentChange> {
  if (request.kind === 'recurring') {
    const answer = await changeRecurringPayment(request.id, request.changes);
    return { kind: 'recurringChanged', id: request.id, sent: request.changes, answer };
  }
  const answer = await changeFuturePayment(request.id, request.changes);
  return { kind: 'futureChanged', id: request.id, sent: request.changes, answer };
}

/**
 * Issue 2/3: change the amount, frequency (recurring) or date of a payment, never its method.
 * Errors stay beside their fields, what was typed stays, and nothing is sent until it is valid.
 */
export function EditPaymentDialog({
  target,
  option,
  readNow,
  onClose,
  onSaved,
}: {
  target: PaymentTarget;
  option: PaymentOption | undefined;
  readNow: () => Date;
  onClose: () => void;
  onSaved: (change: PaymentChange, announcement: ReactNode) => void;
}) {
  const { t, i18n } = useTranslation(['manage-payments', 'errors']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const { payment } = target;
  const original = {
    amount: payment.amount,
    date: paymentDate(target),
    interval: target.kind === 'recurring' ? target.payment.interval : undefined,
  };
  const [values, setValues] = useState<PaymentEditValues>({
    amount: centsToInputText(payment.amount, locale),
    date: original.date,
    interval: original.interval,
  });
  const [errors, setErrors] = useState<PaymentEditErrors>({});
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  // A change of money: one request per press, a parent page's navigate waits for its answer.
  const save = usePaymentAttempt();
  const mimic = useMimicGuard('changeScheduledPayment');
  const amountField = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const earliest = earliestChangeableDate(readNow());

  const set = <K extends keyof PaymentEditValues>(key: K, value: PaymentEditValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'interval' ? 'form' : key]: undefined, form: undefined }));
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.busy) return;
    setProblem(null);
    const now = readNow();
    const closed = closedReason(target, now, t, locale);
    if (closed) {
      setProblem({ text: closed });
      return;
    }
    const result = validatePaymentEdit(values, original, { now, option, locale });
    setErrors(result.errors);
    if (!result.changes) {
      if (result.errors.amount) amountField.current?.focus();
      else if (result.errors.date) dateField.current?.focus();
      return;
    }
    const { amount, date, interval } = result.changes;
    const request: EditRequest =
      target.kind === 'recurring'
        ? {
            kind: 'recurring',
            id: payment.id,
            changes: {
              ...(amount !== undefined ? { amount } : {}),
              ...(interval !== undefined ? { interval } : {}),
              ...(date !== undefined ? { nextPaymentDate: date } : {}),
            },
          }
        : {
            kind: 'scheduled',
            id: payment.id,
            changes: {
              ...(amount !== undefined ? { amount } : {}),
              ...(date !== undefined ? { scheduledDate: date } : {}),
            },
          };
    mimic.guard(() => void send(request));
  };

  const send = async (request: EditRequest) => {
    const outcome = await save.change(() => sendEdit(request));
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setProblem(billingProblem(outcome.error, t));
      return;
    }
    onSaved(
      outcome.result,
      t(target.kind === 'recurring' ? 'edit.savedRecurring' : 'edit.savedScheduled'),
    );
  };

  const errorText = (key: string | undefined) =>
    key === 'errors.amount.ambiguous'
      ? ambiguousAmountMessage(values.amount, t)
      : key
        ? t(key, {
            min: option ? formatCents(option.minAmount, locale) : '',
            max: option ? formatCents(option.maxAmount, locale) : '',
            date: formatCalendarDate(earliest, locale),
          })
        : undefined;

  return (
    <ActionDialog
      open
      onClose={onClose}
      busy={save.busy}
      title={t(target.kind === 'recurring' ? 'edit.titleRecurring' : 'edit.titleScheduled')}
      description={t('edit.description', {
        deadline: formatDeadline(
          changeWindow(readNow(), original.date, { editableUntil: payment.editableUntil }).until,
          locale,
        ),
      })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PaymentAmountFields
          amountRef={amountField}
          amount={values.amount}
          onAmountChange={(text) => set('amount', text)}
          error={errorText(errors.amount)}
          limits={option}
          interval={target.kind === 'recurring' ? values.interval : undefined}
          onIntervalChange={(interval) => set('interval', interval)}
        />
        <TextField
          ref={dateField}
          label={t(target.kind === 'recurring' ? 'fields.nextDate' : 'fields.date')}
          type="date"
          min={earliest}
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={errorText(errors.date)}
          hint={t('fields.dateHint', { date: formatCalendarDate(earliest, locale) })}
        />
        <div className="rounded-md bg-surface-muted p-3 text-sm">
          <p>
            {isolate((v) => t('edit.method', v), { method: methodLabel(payment.paymentMethod, t) })}{' '}
            {t('edit.methodFixed')}
          </p>
          <Link
            to="/billing"
            search={payment.accountNumber ? { account: payment.accountNumber } : {}}
            className="font-semibold text-brand underline"
          >
            {t('edit.recreate')}
          </Link>
        </div>
        <div role="alert" className="text-sm text-danger empty:hidden">
          {errors.form ? <p>{t(errors.form)}</p> : null}
          {problem ? <BillingProblemMessage problem={problem} /> : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.busy}>
            {t('edit.discard')}
          </Button>
          <Button type="submit" disabled={save.busy} aria-disabled={save.busy}>
            {save.busy ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
      {mimic.dialog}
    </ActionDialog>
  );
}

async function sendCancel(target: PaymentTarget): Promise<PaymentChange> {
  if (target.kind === 'recurring') {
    await stopRecurringPayment(target.payment.id);
    return { kind: 'recurringCancelled', id: target.payment.id };
  }
  await stopFuturePayment(target.payment.id);
  return { kind: 'futureCancelled', id: target.payment.id };
}

/** Issue 2/3: cancel a recurring or scheduled payment, after saying what stops. */
export function CancelPaymentDialog({
  target,
  summary,
  readNow,
  fallbackFocus,
  onClose,
  onCancelled,
}: {
  target: PaymentTarget;
  summary: string;
  readNow: () => Date;
  fallbackFocus: () => HTMLElement | null;
  onClose: () => void;
  onCancelled: (change: PaymentChange, announcement: ReactNode) => void;
}) {
  const { t, i18n } = useTranslation(['manage-payments', 'errors']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const cancel = usePaymentAttempt();
  const mimic = useMimicGuard('cancelScheduledPayment');
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const recurring = target.kind === 'recurring';

  const confirm = async () => {
    if (cancel.busy) return;
    setProblem(null);
    const closed = closedReason(target, readNow(), t, locale);
    if (closed) {
      setProblem({ text: closed });
      return;
    }
    const outcome = await cancel.change(() => sendCancel(target));
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      setProblem(billingProblem(outcome.error, t));
      return;
    }
    onCancelled(
      outcome.result,
      isolate((v) => t(recurring ? 'cancel.doneRecurring' : 'cancel.doneScheduled', v), {
        summary,
      }),
    );
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      busy={cancel.busy}
      fallbackFocus={fallbackFocus}
      title={t(recurring ? 'cancel.titleRecurring' : 'cancel.titleScheduled')}
      description={isolate(
        (v) => t(recurring ? 'cancel.descriptionRecurring' : 'cancel.descriptionScheduled', v),
        { summary },
      )}
    >
      <div role="alert" className="text-sm text-danger empty:hidden">
        {problem ? <BillingProblemMessage problem={problem} /> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.busy}>
          {t('cancel.keep')}
        </Button>
        <Button
          variant="danger"
          onClick={() => mimic.guard(() => void confirm())}
          disabled={cancel.busy}
          aria-disabled={cancel.busy}
        >
          {cancel.busy
            ? t('cancel.cancelling')
            : t(recurring ? 'cancel.confirmRecurring' : 'cancel.confirmScheduled')}
        </Button>
      </div>
      {mimic.dialog}
    </ActionDialog>
  );
}
