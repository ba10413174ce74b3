import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import { useAccounts, useSelectedAccounts } from '@/entities/account/queries';
import {
  useAutoDraftEnrollments,
  useFuturePayments,
  usePaymentMethods,
  useRecurringPayments,
} from '@/entities/payment-data/queries';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSelectedProperty, useSettings } from '@/entities/session/queries';
import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethod,
  RecurringPayment,
} from '../api/manage-payments-api';
import { asAutoDraftKind } from '../lib/auto-draft-eligibility';
import { isActiveAutoDraft } from '../lib/autopay-check';
import { AutopayCheck } from './autopay-check';
import { LegacyAutoDraft } from './legacy-auto-draft';
import { Section, systemNow, useNow } from './parts';
import { StandardAutoDraft } from './standard-auto-draft';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

// A list that failed to load shows as empty (the failure is logged), as it always has.
const noMethods: PaymentMethod[] = [];
const noRecurring: RecurringPayment[] = [];
const noFuture: FuturePayment[] = [];
const noEnrollments: AutoDraftEnrollment[] = [];

export interface AutoDraftPageProps {
  /** "Now", injectable so tests can fix the clock. */
  now?: () => Date;
}

/**
 * SPEC §2 auto-draft enrolment at /billing/auto-draft: the standard enrolment (setup and confirm)
 * or, for an association whose `autoDraftType` is legacy, the legacy bank-draft form; both apply
 * SPEC §4's rule to each account first.
 */
export function AutoDraftPage({ now = systemNow }: AutoDraftPageProps) {
  const { t } = useTranslation('manage-payments');
  const settings = useSettings().data;
  const associationId = useUnit($selectedAssociationId);
  const property = useSelectedProperty();
  const accountsQuery = useAccounts();
  const accounts = useSelectedAccounts();
  const enrollmentsQuery = useAutoDraftEnrollments();
  const methodsQuery = usePaymentMethods();
  const recurringQuery = useRecurringPayments();
  const futureQuery = useFuturePayments();
  const current = useNow(now);

  const loading = (title: string) => (
    <Page title={title}>
      <LoadingStatus>{t('loading')}</LoadingStatus>
    </Page>
  );
  // Until the accounts have loaded, the page would say the property has none.
  if (!settings || !property || accountsQuery.isPending) return loading(t('autoDraft.title'));

  const association = settings.associations.find((a) => a.id === associationId);
  const kind = asAutoDraftKind(association?.autoDraftType ?? property.autoDraftType);
  const associationName = association?.name ?? property.associationName;
  const today = calendarDateIn(BUSINESS_TIME_ZONE, current);
  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const propertyEnrollments = () =>
    (enrollmentsQuery.data ?? noEnrollments).filter((e) => subLedgerIds.includes(e.subLedgerId));

  if (kind === 'legacy') {
    // Until the enrolments have loaded, an enrolled account would be offered the form again.
    if (enrollmentsQuery.isPending) return loading(t('legacy.title'));
    return (
      <Page
        title={t('legacy.title')}
        description={isolate((v) => t('legacy.description', v), { associationName })}
      >
        <LegacyAutoDraft
          accounts={accounts}
          enrollments={propertyEnrollments()}
          ownerId={property.ownerId}
        />
      </Page>
    );
  }

  if (kind === 'off' || accounts.length === 0) {
    return (
      <Page title={t('autoDraft.title')}>
        <Section title={t('autoDraft.offTitle')}>
          {accounts.length === 0 && kind !== 'off' ? (
            <NoAccounts>
              <p>{t('autoDraft.noAccounts')}</p>
            </NoAccounts>
          ) : (
            <p>{isolate((v) => t('autoDraft.off', v), { associationName })}</p>
          )}
          <Link to="/billing" className="w-fit font-semibold text-brand underline">
            {t('autoDraft.recurringInstead')}
          </Link>
        </Section>
      </Page>
    );
  }

  // The standard enrolment reads the four lists: until they have loaded it would offer to enrol
  // accounts that already are.
  if ([enrollmentsQuery, methodsQuery, recurringQuery, futureQuery].some((q) => q.isPending))
    return loading(t('autoDraft.title'));
  const methods = methodsQuery.data ?? noMethods;
  const recurring = recurringQuery.data ?? noRecurring;
  const future = futureQuery.data ?? noFuture;
  const enrollments = propertyEnrollments();
  return (
    <Page
      title={t('autoDraft.title')}
      description={isolate((v) => t('autoDraft.description', v), { associationName })}
    >
      <AutopayCheck
        today={today}
        accounts={accounts}
        recurring={recurring.filter((r) => subLedgerIds.includes(r.subLedgerId))}
        autoDrafts={enrollments.filter(isActiveAutoDraft)}
        scheduled={future.filter((f) => subLedgerIds.includes(f.subLedgerId))}
      />
      <StandardAutoDraft
        accounts={accounts}
        enrollments={enrollments}
        bankMethods={methods.filter((m) => m.type === 'eCheck' && m.isActive)}
        associationId={associationId}
        today={today}
      />
    </Page>
  );
}
