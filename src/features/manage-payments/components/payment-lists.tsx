import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '@/components/add-to-calendar-button';
import { Button } from '@/components/ui/button';
import {
  scheduledPaymentEvent,
  scheduledPaymentTitle,
  type ScheduledPaymentParts,
} from '@/entities/payment-attempt/lib/scheduled-payment-event';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { methodLabel } from '@/lib/payment-method-label';
import type {
  FuturePayment,
  PaymentOption,
  RecurringPayment,
  SubLedger,
} from '../api/manage-payments-api';
import type { PaymentChange } from '../lib/cache-updates';
import { formatDeadline } from '../lib/format';
import { paymentState, type PaymentTarget } from '../lib/payment-state';
import { CancelPaymentDialog, EditPaymentDialog } from './payment-dialogs';
import { Badge, Section } from './parts';
import { isolate } from '@/lib/isolate';

interface PaymentListProps {
  accounts: SubLedger[];
  now: Date;
  /** Reads the clock again when a button is pressed (the list may have rendered minutes ago). */
  readNow: () => Date;
  options: PaymentOption[];
  onChanged: (change: PaymentChange, announcement: ReactNode) => void;
}

/** Issue 2: the selected property's recurring payments (SPEC §3 filters: its sub-ledgers). */
export function RecurringPayments({
  payments,
  ...props
}: PaymentListProps & { payments: RecurringPayment[] }) {
  const { t } = useTranslation('manage-payments');
  return (
    <Section title={t('recurring.title')} description={t('recurring.description')}>
      {payments.length === 0 ? (
        <p>{t('recurring.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.map((payment) => (
            <PaymentItem key={payment.id} target={{ kind: 'recurring', payment }} {...props} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Issue 3: the selected property's scheduled one-time payments. */
export function ScheduledPayments({
  payments,
  ...props
}: PaymentListProps & { payments: FuturePayment[] }) {
  const { t } = useTranslation('manage-payments');
  return (
    <Section title={t('scheduled.title')} description={t('scheduled.description')}>
      {payments.length === 0 ? (
        <p>{t('scheduled.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.map((payment) => (
            <PaymentItem key={payment.id} target={{ kind: 'scheduled', payment }} {...props} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function PaymentItem({
  target,
  accounts,
  now,
  readNow,
  options,
  onChanged,
}: PaymentListProps & { target: PaymentTarget }) {
  const { t, i18n } = useTranslation('manage-payments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const reasonId = useId();
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  // After a cancel the buttons are gone: focus comes back to the item itself.
  const item = useRef<HTMLLIElement>(null);
  const { payment } = target;
  const account = accounts.find((a) => a.subLedgerId === payment.subLedgerId);
  const accountName = account
    ? t('accountName', { number: account.accountNumber, name: account.name })
    : (payment.accountNumber ?? '');
  const amount = formatCents(payment.amount, locale);
  const date =
    target.kind === 'recurring' ? target.payment.nextPaymentDate : target.payment.scheduledDate;
  const state = paymentState(target, now);
  const summary =
    target.kind === 'recurring'
      ? t('recurring.summary', {
          amount,
          interval: t(`intervals.${target.payment.interval}`),
          account: payment.accountNumber ?? '',
        })
      : t('scheduled.summary', {
          amount,
          date: formatCalendarDate(date, locale),
          account: payment.accountNumber ?? '',
        });

  let status: ReactNode = null;
  let reason: ReactNode = null;
  switch (state.kind) {
    case 'open':
      reason = t('cutoff.open', { deadline: formatDeadline(state.window.until, locale) });
      break;
    case 'closed':
      reason =
        state.window.reason === 'sameDay'
          ? t('cutoff.sameDay')
          : t('cutoff.closed', { deadline: formatDeadline(state.window.until, locale) });
      status = <Badge>{t('status.locked')}</Badge>;
      break;
    case 'inactive':
      status = <Badge tone="warning">{t('status.inactive')}</Badge>;
      reason = (
        <>
          {t('inactive.reason')}{' '}
          <Link
            to="/billing"
            search={payment.accountNumber ? { account: payment.accountNumber } : {}}
            className="font-semibold text-brand underline"
          >
            {t('inactive.recreate')}
          </Link>
        </>
      );
      break;
    case 'cancelled':
      status = <Badge>{t('status.cancelled')}</Badge>;
      break;
    case 'done':
      status = <Badge>{t(`status.${payment.status}`, { defaultValue: payment.status })}</Badge>;
      break;
  }
  const changeable = state.kind === 'open';
  const showActions = state.kind === 'open' || state.kind === 'closed';
  // A scheduled payment still to be paid goes in a calendar on its date.
  const calendarEntry: ScheduledPaymentParts | null =
    target.kind === 'scheduled' && showActions
      ? {
          id: payment.id,
          amount: payment.amount,
          date,
          method: methodLabel(payment.paymentMethod, t),
          account: payment.accountNumber,
        }
      : null;
  const option = options.find((o) => o.methodType === payment.paymentMethod.type);

  return (
    <li
      ref={item}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-md border border-line p-3 md:flex-row md:justify-between"
    >
      <div className="flex flex-col gap-0.5">
        <span className="font-semibold">{summary}</span>
        <bdi className="text-sm">{accountName}</bdi>
        {target.kind === 'recurring' ? (
          <span className="text-sm">
            {t('recurring.next', { date: formatCalendarDate(date, locale) })}
          </span>
        ) : null}
        <span className="text-sm text-ink-muted">
          {isolate((v) => t('paidWith', v), { method: methodLabel(payment.paymentMethod, t) })}
        </span>
        {status}
        {reason ? (
          <p id={reasonId} className="text-sm text-ink-muted">
            {reason}
          </p>
        ) : null}
      </div>
      {showActions ? (
        <div className="flex flex-wrap items-start gap-2">
          <Button
            variant="secondary"
            disabled={!changeable}
            aria-describedby={reasonId}
            onClick={() => setDialog('edit')}
          >
            {t('actions.change')}
            <span className="sr-only"> {summary}</span>
          </Button>
          <Button
            variant="secondary"
            disabled={!changeable}
            aria-describedby={reasonId}
            onClick={() => setDialog('cancel')}
          >
            {t('actions.cancel')}
            <span className="sr-only"> {summary}</span>
          </Button>
          {calendarEntry ? (
            <AddToCalendarButton
              what={scheduledPaymentTitle(calendarEntry, t, locale)}
              event={() => scheduledPaymentEvent(calendarEntry, t, locale)}
              fileName={t('common:addToCalendar.scheduledPayment.fileName', { date })}
            />
          ) : null}
        </div>
      ) : null}
      {dialog === 'edit' ? (
        <EditPaymentDialog
          target={target}
          option={option}
          readNow={readNow}
          onClose={() => setDialog(null)}
          onSaved={(change, announcement) => {
            setDialog(null);
            onChanged(change, announcement);
          }}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelPaymentDialog
          target={target}
          summary={summary}
          readNow={readNow}
          fallbackFocus={() => item.current}
          onClose={() => setDialog(null)}
          onCancelled={(change, announcement) => {
            setDialog(null);
            onChanged(change, announcement);
          }}
        />
      ) : null}
    </li>
  );
}
