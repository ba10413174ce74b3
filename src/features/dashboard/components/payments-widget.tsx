import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccounts, useSelectedAccounts } from '@/entities/account/queries';
import { useAutoDraftEnrollments, type AutoDraftEnrollment } from '@/entities/payment-data/queries';
import type { Property } from '@/entities/session/api/session-api';
import { BILLING_OFFER, PAYMENTS_OFFER } from '@/entities/session/lib/offerings';
import { useOffered } from '@/entities/session/queries';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { Charge } from '../api/dashboard-api';
import { upcomingChargesQueryOptions } from '../api/widget-queries';
import { autoDraftSummary, canPay, nextCharge, totalBalance } from '../lib/payments';
import {
  UPCOMING_CHARGE_DAYS,
  upcomingChargeWindow,
} from '@/entities/account/lib/upcoming-charges';
import { buttonLinkClass, EmptyState, linkClass, Tag, Widget, widgetLoad } from './widget';
import { isolate } from '@/lib/isolate';

const noEnrollments: AutoDraftEnrollment[] = [];
const noCharges: Charge[] = [];

/**
 * SPEC §2 payments widget: the property's balance, its next charge (SPEC §9: due in the next 25
 * days), a pay button and the auto-draft status. The accounts and enrolments are read from the
 * session's queries (cached once, shared with billing), the charges are the widget's own; when
 * any of them fails, this widget says so and retries without touching the rest of the page. Its
 * links lead only to pages this community offers (no Pay button without the pmb feature).
 */
export function PaymentsWidget({ property, today }: { property: Property | null; today: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const accountsResult = useAccounts();
  const enrollmentsResult = useAutoDraftEnrollments();
  // The selected property's accounts; `property` is that same selected property.
  const accounts = useSelectedAccounts();
  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const window = upcomingChargeWindow(today);
  const chargesResult = useQuery({
    ...upcomingChargesQueryOptions(subLedgerIds, today),
    enabled: subLedgerIds.length > 0,
  });
  const load = widgetLoad(accountsResult, enrollmentsResult, chargesResult);
  const paymentsOffered = useOffered(PAYMENTS_OFFER);
  const billingOffered = useOffered(BILLING_OFFER);

  let content;
  if (!property || accounts.length === 0) {
    content = <EmptyState text={t('payments.empty')} />;
  } else {
    const next = nextCharge(chargesResult.data ?? noCharges, window, subLedgerIds);
    const autoDraft = autoDraftSummary(
      property.autoDraftType,
      accounts,
      enrollmentsResult.data ?? noEnrollments,
    );
    content = (
      <div className="flex flex-col gap-3">
        <dl className="grid gap-3">
          <div>
            <dt className="text-sm text-ink-muted">{t('payments.balance')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {formatCents(totalBalance(accounts), locale)}
            </dd>
            {accounts.length > 1 ? (
              <dd>
                <ul className="mt-1 text-sm">
                  {accounts.map((account) => (
                    <li key={account.subLedgerId} className="flex flex-wrap items-center gap-x-2">
                      <bdi>{account.name}</bdi>
                      <span className="tabular-nums">{formatCents(account.balance, locale)}</span>
                      {account.isBlocked ? <Tag tone="danger">{t('payments.blocked')}</Tag> : null}
                    </li>
                  ))}
                </ul>
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('payments.nextCharge')}</dt>
            <dd>
              {next
                ? isolate(
                    (v) =>
                      t('payments.nextChargeValue', {
                        ...v,
                        amount: formatCents(next.amount, locale),
                        date: formatCalendarDate(next.dueDate, locale),
                      }),
                    { description: next.description },
                  )
                : t('payments.noCharge', { days: UPCOMING_CHARGE_DAYS })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('payments.autoDraft')}</dt>
            <dd>
              {autoDraft.kind === 'notOffered' ? t('payments.autoDraftNotOffered') : null}
              {autoDraft.kind === 'notEnrolled' ? (
                <span className="flex flex-wrap items-center gap-x-3">
                  {t('payments.autoDraftOff')}
                  {paymentsOffered ? (
                    <Link to="/billing/auto-draft" className={linkClass}>
                      {t('payments.autoDraftSetUp')}
                    </Link>
                  ) : null}
                </span>
              ) : null}
              {autoDraft.kind === 'enrolled' ? (
                <ul>
                  {autoDraft.lines.map((line) => (
                    <li key={line.subLedgerId}>
                      {isolate(
                        (v) =>
                          t(
                            line.status === 'active'
                              ? 'payments.autoDraftOn'
                              : 'payments.autoDraftPending',
                            v,
                          ),
                        { account: line.accountName },
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </div>
        </dl>
        {!paymentsOffered ? null : canPay(accounts) ? (
          <Link
            to="/billing"
            search={{ account: property.accountNumber }}
            className={`${buttonLinkClass} self-start`}
          >
            {t('payments.pay')}
          </Link>
        ) : (
          <p className="text-danger">{t('payments.allBlocked')}</p>
        )}
      </div>
    );
  }

  return (
    <Widget
      title={t('payments.title')}
      load={load}
      failedText={t('payments.failed')}
      loadingHeight="min-h-80 md:min-h-60"
      footer={
        billingOffered ? (
          <Link to="/billing/account-overview" className={linkClass}>
            {t('payments.overview')}
          </Link>
        ) : null
      }
    >
      {content}
    </Widget>
  );
}
