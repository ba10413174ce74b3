import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import { useListLedgerEntries } from '../api/account-api';
import { ledgerQuery, type HistorySearch } from '../lib/account-search';
import { businessToday } from '../lib/calendar';
import { AccountPicker } from './account-picker';
import { LedgerFilters } from './ledger-filters';
import { LedgerGrid } from './ledger-grid';
import { LoadState } from './section';
import { StatementDialog } from './statement-dialog';
import { useAccountSelection } from './use-account-selection';
import { LoadingStatus } from '@/components/loading-status';
import { useRevealAsTransition } from '@/lib/use-reveal-as-transition';

interface AccountHistoryPageProps {
  search: HistorySearch;
  onSearchChange: (next: HistorySearch) => void;
  /** "Now", injectable so tests can fix the clock. */
  now?: () => Date;
}

/** The ledger of one account on the shared grid, filtered by what the URL says. */
export function AccountHistoryPage({
  search,
  onSearchChange,
  now = () => new Date(),
}: AccountHistoryPageProps) {
  const { t } = useTranslation('account');
  const today = businessToday(now());
  const { accounts, account, loading } = useAccountSelection(search.subLedger);
  const query = account
    ? ledgerQuery(account.subLedgerId, search.range === 'all' ? 'all' : 'recent', today)
    : { subLedgerId: 0 };
  const ledger = useListLedgerEntries(query, {
    query: { enabled: account !== null, meta: { suppressErrorToast: true } },
  });
  // The grid mounts in slices React interrupts for input, not in the blocking render its answer
  // arrives in (docs/architecture.md "First render"); "Loading…" stays until then.
  const gridRevealed = useRevealAsTransition(ledger.data !== undefined);

  return (
    // print-area: printing the page prints the statement (heading and every row of the ledger as
    // filtered and sorted) without the menus and controls (src/index.css).
    <Page
      className="print-area"
      title={t('history.title')}
      description={t('history.description')}
      actions={
        account ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('history.print')}
            </Button>
            <StatementDialog
              subLedgerId={account.subLedgerId}
              accountNumber={account.accountNumber}
            />
          </div>
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
          <div className="flex flex-col gap-4 print:hidden">
            <AccountPicker
              accounts={accounts}
              account={account}
              onChange={(subLedger) => {
                onSearchChange({ ...search, subLedger });
              }}
            />
            <LedgerFilters search={search} today={today} onChange={onSearchChange} />
          </div>
          <LoadState
            query={ledger}
            loading={ledger.isPending || (ledger.data !== undefined && !gridRevealed)}
            loadingText={t('ledger.loading')}
            failedText={t('ledger.failed')}
          />
          {ledger.data && gridRevealed ? (
            <LedgerGrid
              entries={ledger.data}
              accountNumber={account.accountNumber}
              today={today}
              from={search.from}
              to={search.to}
              kind={search.type}
            />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
