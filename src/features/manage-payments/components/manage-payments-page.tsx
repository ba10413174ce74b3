import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import { methodLabel } from '@/lib/payment-method-label';
import { useAccounts, useSelectedAccounts } from '@/entities/account/queries';
import {
  useAutoDraftEnrollments,
  useFuturePayments,
  usePaymentMethods,
  useRecurringPayments,
} from '@/entities/payment-data/queries';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';
import {
  useGetPaymentOptions,
  type AutoDraftEnrollment,
  type FuturePayment,
  type PaymentMethod,
  type RecurringPayment,
} from '../api/manage-payments-api';
import { isActiveAutoDraft } from '../lib/autopay-check';
import type { PaymentChange } from '../lib/cache-updates';
import { AutopayCheck } from './autopay-check';
import { Section, systemNow, useNow } from './parts';
import { RecurringPayments, ScheduledPayments } from './payment-lists';
import { SavedMethods } from './saved-methods';
import { usePaymentChange } from './use-payment-change';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

// A list that failed to load shows as empty (the failure is logged), as it always has.
const noMethods: PaymentMethod[] = [];
const noRecurring: RecurringPayment[] = [];
const noFuture: FuturePayment[] = [];
const noEnrollments: AutoDraftEnrollment[] = [];

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
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  const accountsQuery = useAccounts();
  const accounts = useSelectedAccounts();
  const methodsQuery = usePaymentMethods();
  const recurringQuery = useRecurringPayments();
  const futureQuery = useFuturePayments();
  const enrollmentsQuery = useAutoDraftEnrollments();
  const applyChange = usePaymentChange();
  const options = useGetPaymentOptions(associationId ?? 0, {
    query: { enabled: associationId !== null && associationId > 0 },
  });
  const current = useNow(now);
  const [announcement, setAnnouncement] = useState<ReactNode>('');
  // Focus lands on the announcement when the control that was used is gone (a removed method).
  const status = useRef<HTMLParagraphElement>(null);

  // Until the accounts and the four lists have loaded, the page would claim there is nothing.
  const loading = [accountsQuery, methodsQuery, recurringQuery, futureQuery, enrollmentsQuery].some(
    (query) => query.isPending,
  );
  if (!property || loading) {
    return (
      <Page title={t('title')}>
        <LoadingStatus>{t('loading')}</LoadingStatus>
      </Page>
    );
  }

  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const ofProperty = <T extends { subLedgerId: number }>(list: T[]) =>
    list.filter((item) => subLedgerIds.includes(item.subLedgerId));
  const methods = methodsQuery.data ?? noMethods;
  const allRecurring = recurringQuery.data ?? noRecurring;
  const allFuture = futureQuery.data ?? noFuture;
  const propertyRecurring = ofProperty(allRecurring);
  const propertyFuture = ofProperty(allFuture);
  const propertyEnrollments = ofProperty(enrollmentsQuery.data ?? noEnrollments).filter(
    isActiveAutoDraft,
  );
  const today = calendarDateIn(BUSINESS_TIME_ZONE, current);
  const listProps = {
    accounts,
    now: current,
    readNow: now,
    options: options.data?.options ?? [],
    onChanged: (change: PaymentChange, text: ReactNode) => {
      applyChange(change);
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
        methods={methods}
        recurring={allRecurring}
        future={allFuture}
        onAddMethod={onAddMethod}
        afterRemovalFocus={() => status.current}
        onRemoved={(method, deletion) => {
          applyChange({ kind: 'methodRemoved', deletion });
          const deactivated =
            deletion.deactivatedRecurringPaymentIds.length +
            deletion.deactivatedFuturePaymentIds.length;
          setAnnouncement(
            isolate((v) => t('remove.done', { ...v, count: deactivated }), {
              method: methodLabel(method, t),
            }),
          );
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
