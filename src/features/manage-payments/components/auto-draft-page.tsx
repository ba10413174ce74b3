import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import {
  $autoDraftEnrollments,
  $futurePayments,
  $paymentMethods,
  $recurringPayments,
  $selectedAccounts,
  $selectedAssociationId,
  $selectedProperty,
  $settings,
} from '@/features/session/model';
import { asAutoDraftKind } from '../lib/auto-draft-eligibility';
import { isActiveAutoDraft } from '../lib/autopay-check';
import { enrollmentsWithChanges, noLocalChanges, recordChange } from '../lib/local-changes';
import { AutopayCheck } from './autopay-check';
import { LegacyAutoDraft } from './legacy-auto-draft';
import { Section, systemNow, useNow } from './parts';
import { StandardAutoDraft } from './standard-auto-draft';
import { NoAccounts } from '@/features/session/components/no-accounts';

export interface AutoDraftPageProps {
  /** "Now", injectable so tests can fix the clock. */
  now?: () => Date;
}

/**
 * SPEC §2 auto-draft enrolment at /billing/auto-draft: the standard enrolment (setup and confirm)
 * or, for an association whose `autoDraftType` is legacy, the legacy bank-draft form.
 */
export function AutoDraftPage({ now = systemNow }: AutoDraftPageProps) {
  const { t } = useTranslation('manage-payments');
  const [settings, associationId, property, accounts, enrollments, methods, recurring, future] =
    useUnit([
      $settings,
      $selectedAssociationId,
      $selectedProperty,
      $selectedAccounts,
      $autoDraftEnrollments,
      $paymentMethods,
      $recurringPayments,
      $futurePayments,
    ]);
  const current = useNow(now);
  const [changes, record] = useReducer(recordChange, noLocalChanges);

  if (!settings || !property) {
    return (
      <Page title={t('autoDraft.title')}>
        <p role="status">{t('loading')}</p>
      </Page>
    );
  }

  const association = settings.associations.find((a) => a.id === associationId);
  const kind = asAutoDraftKind(association?.autoDraftType ?? property.autoDraftType);
  const associationName = association?.name ?? property.associationName;
  const today = calendarDateIn(BUSINESS_TIME_ZONE, current);

  if (kind === 'legacy') {
    return (
      <Page title={t('legacy.title')} description={t('legacy.description', { associationName })}>
        <LegacyAutoDraft accounts={accounts} ownerId={property.ownerId} />
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
            <p>{t('autoDraft.off', { associationName })}</p>
          )}
          <Link to="/billing" className="w-fit font-semibold text-brand underline">
            {t('autoDraft.recurringInstead')}
          </Link>
        </Section>
      </Page>
    );
  }

  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const propertyEnrollments = enrollmentsWithChanges(enrollments, changes).filter((e) =>
    subLedgerIds.includes(e.subLedgerId),
  );
  return (
    <Page
      title={t('autoDraft.title')}
      description={t('autoDraft.description', { associationName })}
    >
      <AutopayCheck
        today={today}
        accounts={accounts}
        recurring={recurring.filter((r) => subLedgerIds.includes(r.subLedgerId))}
        autoDrafts={propertyEnrollments.filter(isActiveAutoDraft)}
        scheduled={future.filter((f) => subLedgerIds.includes(f.subLedgerId))}
      />
      <StandardAutoDraft
        accounts={accounts}
        enrollments={propertyEnrollments}
        bankMethods={methods.filter((m) => m.type === 'eCheck' && m.isActive)}
        associationId={associationId}
        today={today}
        onChanged={record}
      />
    </Page>
  );
}
