import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { NoAccounts } from '@/entities/account/components/no-accounts';
import type { SubLedger } from '@/entities/account/queries';
import { useListLedgerEntries } from '../api/account-api';
import { ledgerQuery, type HistorySearch } from '../lib/account-search';
import { businessToday } from '@/lib/dates';
import { ledgerOptions } from '../lib/ledger-preload';
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
  // The account's controls and then the grid mount in slices React interrupts for input, not in
  // the blocking renders their answers arrive in (docs/architecture.md "First render"); the
  // loading statuses stay until then.
  const accountRevealed = useRevealAsTransition(account !== null);
  const shownAccount = accountRevealed ? account : null;

  return (
    // print-area: printing the page prints the statement (heading and every row of the ledger as
    // filtered and sorted) without the menus and controls (src/index.css).
    <Page
      className="print-area"
      title={t('history.title')}
      description={t('history.description')}
      actions={
        shownAccount ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('history.print')}
            </Button>
            <StatementDialog
              subLedgerId={shownAccount.subLedgerId}
              accountNumber={shownAccount.accountNumber}
            />
          </div>
        ) : null
      }
    >
      {loading || (account && !shownAccount) ? (
        <LoadingStatus>{t('accountsLoading')}</LoadingStatus>
      ) : null}
      {!loading && !account ? (
        <NoAccounts>
          <p>{t('noAccounts')}</p>
        </NoAccounts>
      ) : null}
      {shownAccount ? (
        <>
          <div className="flex flex-col gap-4 print:hidden">
            <AccountPicker
              accounts={accounts}
              account={shownAccount}
              onChange={(subLedger) => {
                onSearchChange({ ...search, subLedger });
              }}
            />
            <LedgerFilters search={search} today={today} onChange={onSearchChange} />
          </div>
          <AccountLedger account={shownAccount} search={search} today={today} />
        </>
      ) : null}
    </Page>
  );
}

/**
 * The chosen account's ledger. Its query starts when the account is known, as this mounts: a
 * query switched on later (from a placeholder key) asks again for a ledger whose failure the
 * loader has just met, which `retryOnMount: false` prevents only on mount.
 */
function AccountLedger({
  account,
  search,
  today,
}: {
  account: SubLedger;
  search: HistorySearch;
  today: string;
}) {
  const { t } = useTranslation('account');
  const ledger = useListLedgerEntries(
    ledgerQuery(account.subLedgerId, search.range === 'all' ? 'all' : 'recent', today),
    ledgerOptions,
  );
  const ledgerAnswered = ledger.data !== undefined;
  const gridRevealed = useRevealAsTransition(ledgerAnswered);
  return (
    <>
      <LoadState
        query={ledger}
        loading={ledger.isPending || (ledgerAnswered && !gridRevealed)}
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
  );
}
