import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import { methodLabel } from '@/lib/payment-method-label';
import {
  $autoDraftEnrollments,
  $futurePayments,
  $paymentMethods,
  $recurringPayments,
  $selectedAccounts,
  $selectedAssociationId,
  $selectedProperty,
} from '@/features/session/model';
import { useGetPaymentOptions } from '../api/manage-payments-api';
import { isActiveAutoDraft } from '../lib/autopay-check';
import {
  enrollmentsWithChanges,
  futureWithChanges,
  methodsWithChanges,
  noLocalChanges,
  recordChange,
  recurringWithChanges,
} from '../lib/local-changes';
import { AutopayCheck } from './autopay-check';
import { Section, systemNow, useNow } from './parts';
import { RecurringPayments, ScheduledPayments } from './payment-lists';
import { SavedMethods } from './saved-methods';

export interface ManagePaymentsPageProps {
  /** "Now", injectable so tests can fix the clock (the cut-offs depend on it). */
  now?: () => Date;
  /**
   * Opens the route's "add a payment method" dialog (the provider's, from the make-payment
   * feature); without it the page offers no add button.
   */
  onAddMethod?: (() => void) | undefined;
}

/**
 * SPEC §2 "Manage payments": saved cards and bank accounts, the selected property's recurring and
 * scheduled payments with their cut-offs, and the autopay check.
 */
export function ManagePaymentsPage({ now = systemNow, onAddMethod }: ManagePaymentsPageProps) {
  const { t } = useTranslation('manage-payments');
  const [methods, recurring, future, enrollments, accounts, property, associationId] = useUnit([
    $paymentMethods,
    $recurringPayments,
    $futurePayments,
    $autoDraftEnrollments,
    $selectedAccounts,
    $selectedProperty,
    $selectedAssociationId,
  ]);
  const options = useGetPaymentOptions(associationId ?? 0, {
    query: { enabled: associationId !== null && associationId > 0 },
  });
  const current = useNow(now);
  const [changes, record] = useReducer(recordChange, noLocalChanges);
  const [announcement, setAnnouncement] = useState('');
  // Focus lands on the announcement when the control that was used is gone (a removed method).
  const status = useRef<HTMLParagraphElement>(null);

  if (!property) {
    return (
      <Page title={t('title')}>
        <p role="status">{t('loading')}</p>
      </Page>
    );
  }

  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const ofProperty = <T extends { subLedgerId: number }>(list: T[]) =>
    list.filter((item) => subLedgerIds.includes(item.subLedgerId));
  const allRecurring = recurringWithChanges(recurring, changes);
  const allFuture = futureWithChanges(future, changes);
  const propertyRecurring = ofProperty(allRecurring);
  const propertyFuture = ofProperty(allFuture);
  const propertyEnrollments = ofProperty(enrollmentsWithChanges(enrollments, changes)).filter(
    isActiveAutoDraft,
  );
  const today = calendarDateIn(BUSINESS_TIME_ZONE, current);
  const listProps = {
    accounts,
    now: current,
    readNow: now,
    options: options.data?.options ?? [],
    onChanged: (change: Parameters<typeof record>[0], text: string) => {
      record(change);
      setAnnouncement(text);
    },
  };

  return (
    <Page
      title={t('title')}
      description={
        property.accountNumber
          ? t('descriptionFor', { account: property.accountNumber })
          : t('description')
      }
    >
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="rounded-md bg-surface p-3 font-medium text-success empty:hidden"
      >
        {announcement}
      </p>
      <AutopayCheck
        today={today}
        accounts={accounts}
        recurring={propertyRecurring}
        autoDrafts={propertyEnrollments}
        scheduled={propertyFuture}
      />
      <SavedMethods
        methods={methodsWithChanges(methods, changes)}
        recurring={allRecurring}
        future={allFuture}
        onAddMethod={onAddMethod}
        afterRemovalFocus={() => status.current}
        onRemoved={(method, deletion) => {
          record({ kind: 'methodRemoved', deletion });
          const deactivated =
            deletion.deactivatedRecurringPaymentIds.length +
            deletion.deactivatedFuturePaymentIds.length;
          setAnnouncement(t('remove.done', { method: methodLabel(method, t), count: deactivated }));
        }}
      />
      <RecurringPayments payments={propertyRecurring} {...listProps} />
      <ScheduledPayments payments={propertyFuture} {...listProps} />
      <Section title={t('autoDraftLink.title')}>
        <p>
          {propertyEnrollments.length > 0
            ? t('autoDraftLink.enrolled', { count: propertyEnrollments.length })
            : t('autoDraftLink.notEnrolled')}
        </p>
        <Link to="/billing/auto-draft" className="w-fit font-semibold text-brand underline">
          {t('autoDraftLink.manage')}
        </Link>
      </Section>
    </Page>
  );
}
