import { CreditCard, Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { methodLabel } from '@/lib/payment-method-label';
import { useFreshPaymentMethod } from '@/entities/payment-data/queries';
import { useMimicGuard } from '@/entities/session/components/mimic';
import {
  removePaymentMethod,
  type FuturePayment,
  type PaymentMethod,
  type PaymentMethodDeletion,
  type RecurringPayment,
} from '../api/manage-payments-api';
import { BillingProblemMessage } from '@/entities/payment-attempt/components/billing-problem-message';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { ActionDialog, Badge, Section, useAction } from './parts';
import { isolate } from '@/lib/isolate';

interface SavedMethodsProps {
  methods: PaymentMethod[];
  /** Every recurring and scheduled payment of the user (a method can pay several properties). */
  recurring: RecurringPayment[];
  future: FuturePayment[];
  /** The route's "add a payment method" (the provider's dialog), when it offers one. */
  onAddMethod?: (() => void) | undefined;
  /** Where focus goes once a removed method's button is gone. */
  afterRemovalFocus: () => HTMLElement | null;
  onRemoved: (method: PaymentMethod, deletion: PaymentMethodDeletion) => void;
}

/** Issue 1: saved cards and bank accounts, with add and remove. */
export function SavedMethods({
  methods,
  recurring,
  future,
  onAddMethod,
  afterRemovalFocus,
  onRemoved,
}: SavedMethodsProps) {
  const { t } = useTranslation('manage-payments');
  // The method is read from the list each render: the dialog's fresh read updates it there.
  const [removingId, setRemovingId] = useState<number | null>(null);
  const removing = methods.find((m) => m.id === removingId) ?? null;
  const cards = methods.filter((m) => m.type !== 'eCheck');
  const banks = methods.filter((m) => m.type === 'eCheck');

  return (
    <Section
      title={t('methods.title')}
      description={t('methods.description')}
      actions={
        onAddMethod ? (
          <Button variant="secondary" onClick={onAddMethod}>
            <Plus aria-hidden="true" size={16} />
            {t('methods.add')}
          </Button>
        ) : null
      }
    >
      {methods.length === 0 ? <p>{t('methods.none')}</p> : null}
      {[
        { key: 'cards', list: cards, Icon: CreditCard },
        { key: 'banks', list: banks, Icon: Landmark },
      ].map(({ key, list, Icon }) =>
        list.length === 0 ? null : (
          <div key={key} className="flex flex-col gap-2">
            <h3 className="font-semibold">{t(`methods.${key}`)}</h3>
            <ul className="flex flex-col gap-2">
              {list.map((method) => {
                const label = methodLabel(method, t);
                const tied =
                  method.linkedRecurringPaymentIds.length + method.linkedFuturePaymentIds.length;
                return (
                  <li
                    key={method.id}
                    className="flex flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex items-start gap-3">
                      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                      <div className="flex flex-col gap-0.5">
                        <bdi className="font-medium">{label}</bdi>
                        {method.expMonth && method.expYear ? (
                          <span className="text-sm text-ink-muted">
                            {t('methods.expires', {
                              month: String(method.expMonth).padStart(2, '0'),
                              year: method.expYear,
                            })}
                          </span>
                        ) : null}
                        <span className="text-sm text-ink-muted">
                          {t('methods.tied', { count: tied })}
                        </span>
                        {method.isDefault ? <Badge>{t('methods.default')}</Badge> : null}
                      </div>
                    </div>
                    <Button
                      variant="secondary"
                      className="w-fit"
                      onClick={() => setRemovingId(method.id)}
                    >
                      {t('methods.remove')}
                      <span className="sr-only"> {label}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
      <RemoveMethodDialog
        key={removing?.id ?? 'none'}
        method={removing}
        recurring={recurring}
        future={future}
        fallbackFocus={afterRemovalFocus}
        onClose={() => setRemovingId(null)}
        onRemoved={(method, deletion) => {
          setRemovingId(null);
          onRemoved(method, deletion);
        }}
      />
    </Section>
  );
}

function RemoveMethodDialog({
  method,
  recurring,
  future,
  fallbackFocus,
  onClose,
  onRemoved,
}: {
  method: PaymentMethod | null;
  recurring: RecurringPayment[];
  future: FuturePayment[];
  fallbackFocus: () => HTMLElement | null;
  onClose: () => void;
  onRemoved: (method: PaymentMethod, deletion: PaymentMethodDeletion) => void;
}) {
  const { t, i18n } = useTranslation(['manage-payments', 'errors']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const remove = useAction(removePaymentMethod);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  // SPEC §6: while mimicking, the staff member confirms the homeowner asked for the removal.
  const mimicConfirmation = useMimicGuard('removePaymentMethod');
  // SPEC §4: the removal deactivates the payments the method pays. They are named from the
  // method as the service has it now, not as the list had it when the page loaded.
  useFreshPaymentMethod(method?.id ?? null);
  if (!method) return null;
  const label = methodLabel(method, t);
  const tiedRecurring = method.linkedRecurringPaymentIds.map(
    (id) => recurring.find((r) => r.id === id) ?? id,
  );
  const tiedFuture = method.linkedFuturePaymentIds.map(
    (id) => future.find((f) => f.id === id) ?? id,
  );
  const tiedCount = tiedRecurring.length + tiedFuture.length;

  const confirm = async () => {
    setProblem(null);
    const outcome = await remove.run(method.id);
    if (!outcome) return;
    if (!outcome.ok) {
      setProblem(billingProblem(outcome.error, t));
      return;
    }
    onRemoved(method, outcome.result);
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      busy={remove.pending}
      fallbackFocus={fallbackFocus}
      title={isolate((v) => t('remove.title', v), { method: label })}
      description={
        tiedCount > 0 ? t('remove.tiedIntro', { count: tiedCount }) : t('remove.noneTied')
      }
    >
      {tiedCount > 0 ? (
        <ul aria-label={t('remove.tiedList')} className="flex flex-col gap-2">
          {tiedRecurring.map((payment) => (
            <li
              key={typeof payment === 'number' ? payment : payment.id}
              className="rounded-md border border-line p-3"
            >
              {typeof payment === 'number'
                ? t('remove.unknownRecurring', { id: payment })
                : isolate(
                    (v) =>
                      t('remove.recurringLine', {
                        ...v,
                        amount: formatCents(payment.amount, locale),
                        interval: t(`intervals.${payment.interval}`),
                        date: formatCalendarDate(payment.nextPaymentDate, locale),
                      }),
                    { account: payment.accountNumber ?? '' },
                  )}
            </li>
          ))}
          {tiedFuture.map((payment) => (
            <li
              key={typeof payment === 'number' ? payment : payment.id}
              className="rounded-md border border-line p-3"
            >
              {typeof payment === 'number'
                ? t('remove.unknownScheduled', { id: payment })
                : isolate(
                    (v) =>
                      t('remove.scheduledLine', {
                        ...v,
                        amount: formatCents(payment.amount, locale),
                        date: formatCalendarDate(payment.scheduledDate, locale),
                      }),
                    { account: payment.accountNumber ?? '' },
                  )}
            </li>
          ))}
        </ul>
      ) : null}
      {tiedCount > 0 ? <p className="text-sm">{t('remove.recreate')}</p> : null}
      <div role="alert" className="text-sm text-danger empty:hidden">
        {problem ? <BillingProblemMessage problem={problem} /> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.pending}>
          {t('remove.keep')}
        </Button>
        <Button
          variant="danger"
          onClick={() => mimicConfirmation.guard(() => void confirm())}
          disabled={remove.pending}
          aria-disabled={remove.pending}
        >
          {remove.pending ? t('remove.removing') : t('remove.confirm')}
        </Button>
      </div>
      {mimicConfirmation.dialog}
    </ActionDialog>
  );
}
