import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import { useAutoDraftEnrollments, type AutoDraftEnrollment } from '@/entities/payment-data/queries';
import { useSelectedProperty } from '@/entities/session/queries';
import { useGetBalanceHistory, useListLedgerEntries } from '../api/account-api';
import { ledgerQuery, type AccountSearch } from '../lib/account-search';
import { CHART_MONTHS, chartPoints } from '../lib/balance-chart';
import { businessToday } from '@/lib/dates';
import { AccountBalances } from './account-balances';
import { AccountPicker } from './account-picker';
import { BalanceBreakdown } from './balance-breakdown';
import { BalanceChart } from './balance-chart';
import { RecentPayments } from './recent-payments';
import { LoadState, Section } from './section';
import { StatementDialog } from './statement-dialog';
import { UpcomingCharges } from './upcoming-charges';
import { useAccountSelection } from './use-account-selection';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

const noEnrollments: AutoDraftEnrollment[] = [];

interface AccountOverviewPageProps {
  search: AccountSearch;
  onSearchChange: (next: AccountSearch) => void;
  /** "Now", injectable so tests can fix the clock. */
  now?: () => Date;
}

/**
 * What a homeowner reads about their accounts: every balance with its auto-draft status, what is
 * due in the next 25 days, recent payments, and for one account the last 12 months as a chart
 * and its balance explained.
 */
export function AccountOverviewPage({
  search,
  onSearchChange,
  now = () => new Date(),
}: AccountOverviewPageProps) {
  const { t } = useTranslation('account');
  const today = businessToday(now());
  const { accounts, account, loading } = useAccountSelection(search.subLedger);
  const property = useSelectedProperty();
  const enrollments = useAutoDraftEnrollments().data ?? noEnrollments;
  const subLedgerIds = accounts.map((a) => a.subLedgerId);
  const subLedgerId = account?.subLedgerId ?? 0;

  const history = useGetBalanceHistory(
    { subLedgerId, months: CHART_MONTHS },
    {
      query: {
        enabled: account !== null && hasCapability('balanceHistory'),
        meta: { suppressErrorToast: true },
      },
    },
  );
  // The same request as the history's default view, so the two pages share it.
  const ledger = useListLedgerEntries(ledgerQuery(subLedgerId, 'recent', today), {
    query: { enabled: account !== null, meta: { suppressErrorToast: true } },
  });
  const points = history.data ? chartPoints(history.data.points) : [];

  return (
    <Page
      title={t('overview.title')}
      description={t('overview.description')}
      actions={
        account ? (
          <StatementDialog
            subLedgerId={account.subLedgerId}
            accountNumber={account.accountNumber}
          />
        ) : null
      }
    >
      {loading ? <LoadingStatus>{t('accountsLoading')}</LoadingStatus> : null}
      {!loading && !account ? (
        <NoAccounts>
          <p>{t('noAccounts')}</p>
        </NoAccounts>
      ) : null}
      {account ? (
        <>
          <Section title={t('balances.title')}>
            <AccountBalances accounts={accounts} enrollments={enrollments} />
          </Section>
          <div className="grid gap-4 lg:grid-cols-2">
            <Section title={t('upcoming.title')}>
              <UpcomingCharges subLedgerIds={subLedgerIds} today={today} />
            </Section>
            <Section title={t('payments.title')}>
              <RecentPayments
                ownerId={property?.ownerId ?? account.ownerId}
                subLedgerIds={subLedgerIds}
              />
            </Section>
          </div>
          <AccountPicker
            accounts={accounts}
            account={account}
            onChange={(subLedger) => {
              onSearchChange({ ...search, subLedger });
            }}
          />
          {hasCapability('balanceHistory') ? (
            <Section
              title={isolate((v) => t('chart.title', v), {
                accountNumber: account.accountNumber,
                name: account.name,
              })}
            >
              <LoadState
                query={history}
                loading={history.isPending}
                loadingText={t('chart.loading')}
                failedText={t('chart.failed')}
              />
              {history.isSuccess && points.length === 0 ? <p>{t('chart.empty')}</p> : null}
              {points.length > 0 ? <BalanceChart points={points} /> : null}
            </Section>
          ) : null}
          <Section
            title={t('breakdown.title')}
            actions={
              <Link
                to="/billing/account-history"
                search={{ subLedger: account.subLedgerId }}
                className="text-sm text-brand underline"
              >
                {t('breakdown.allEntries')}
              </Link>
            }
          >
            <LoadState
              query={ledger}
              loading={ledger.isPending}
              loadingText={t('ledger.loading')}
              failedText={t('ledger.failed')}
            />
            {ledger.data ? (
              <BalanceBreakdown
                subLedgerId={account.subLedgerId}
                entries={ledger.data}
                accountBalance={account.balance}
              />
            ) : null}
          </Section>
        </>
      ) : null}
    </Page>
  );
}
