import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { methodLabel } from '@/lib/payment-method-label';
import type { AutoDraftEnrollment, SubLedger } from '../api/manage-payments-api';
import type { AutoDraftStanding } from '../lib/auto-draft-eligibility';
import { isolate } from '@/lib/isolate';

// What the standard enrolment and the legacy form both say about one account's auto-draft.

/** The terms of an enrolment: the bank account drafted, the amount and the first draft. */
export function EnrolmentTerms({ enrollment }: { enrollment: AutoDraftEnrollment }) {
  const { t, i18n } = useTranslation('manage-payments');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-muted">{t('autoDraft.from')}</dt>
      <dd>
        {enrollment.paymentMethod
          ? methodLabel(enrollment.paymentMethod, t)
          : t('autoDraft.unknownMethod')}
      </dd>
      <dt className="text-ink-muted">{t('autoDraft.amount')}</dt>
      <dd>
        {enrollment.amountType === 'fixed'
          ? t('autoDraft.fixedAmount', { amount: formatCents(enrollment.fixedAmount ?? 0, locale) })
          : t('autoDraft.fullBalance')}
      </dd>
      <dt className="text-ink-muted">{t('autoDraft.start')}</dt>
      <dd>{formatCalendarDate(enrollment.startDate, locale)}</dd>
    </dl>
  );
}

/** Why an account cannot enrol (SPEC §4), with the way to pay a balance. */
export function IneligibleReason({
  account,
  standing,
}: {
  account: SubLedger;
  standing: Extract<AutoDraftStanding, { kind: 'ineligible' }>;
}) {
  const { t, i18n } = useTranslation('manage-payments');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="flex flex-col gap-1 rounded-md bg-surface-muted p-3 text-sm">
      <p>
        {standing.reason === 'hasBalance'
          ? t('autoDraft.ineligible.hasBalance', {
              balance: formatCents(standing.balance, locale),
            })
          : t(`autoDraft.ineligible.${standing.reason}`, { name: account.name })}
      </p>
      {standing.reason === 'hasBalance' ? (
        <Link
          to="/billing"
          search={{ account: account.accountNumber }}
          className="w-fit font-semibold text-brand underline"
        >
          {t('autoDraft.payBalance')}
        </Link>
      ) : null}
    </div>
  );
}

/** One account of the property in the auto-draft list: its name and balance, then its standing. */
export function AutoDraftAccountItem({
  account,
  children,
}: {
  account: SubLedger;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('manage-payments');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <li className="flex flex-col gap-2 rounded-md border border-line p-3">
      <h3 className="font-semibold">
        {isolate((v) => t('accountName', v), {
          number: account.accountNumber,
          name: account.name,
        })}
      </h3>
      <p className="text-sm text-ink-muted">
        {t('autoDraft.balance', { balance: formatCents(account.balance, locale) })}
      </p>
      {children}
    </li>
  );
}
