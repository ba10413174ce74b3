import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import { accountsOfProperty } from '@/entities/account/lib/accounts';
import { settingsQueryOptions } from '@/entities/session/api/session-queries';
import { propertiesFromSettings } from '@/entities/session/lib/properties';
import type { RouterSession } from '@/entities/session/router-session';
import { ledgerQueryOptions } from '../api/account-api';
import { ledgerQuery, type HistorySearch } from './account-search';
import { businessToday } from '@/lib/dates';
import { loaderQuery } from '@/lib/api/loader-query';

/**
 * The history page's own options for the ledger: it says in place when the ledger fails. A
 * failure the loader has just met is shown, not asked for again as the page mounts (its Try
 * Again asks, and the loader asks on each visit).
 */
export const ledgerOptions = {
  query: { meta: { suppressErrorToast: true }, retryOnMount: false },
} as const;

/**
 * The account history's loader: starts reading the ledger the page will show (the account the
 * URL names, else the selected property's first), so a hover's preload fetches it too. Awaited
 * by nobody: the page renders at once, with its own loading and failure states.
 */
export function startLedgerLoad(
  context: { queryClient: QueryClient; session: RouterSession },
  search: Pick<HistorySearch, 'subLedger' | 'range'>,
  now: Date = new Date(),
): void {
  const { queryClient, session } = context;
  if (!session.isLoggedIn) return;
  void (async () => {
    const [accounts, settings] = await Promise.all([
      loaderQuery(queryClient, accountsQueryOptions()),
      loaderQuery(queryClient, settingsQueryOptions()),
    ]);
    const property =
      propertiesFromSettings(settings).find((p) => p.propertyId === session.selectedPropertyId) ??
      null;
    // A shared link may name an account of another property: the page selects that property.
    const account =
      accounts.find((a) => a.subLedgerId === search.subLedger) ??
      accountsOfProperty(accounts, property)[0];
    if (!account) return;
    const range = search.range === 'all' ? 'all' : 'recent';
    const ledger = ledgerQueryOptions(
      ledgerQuery(account.subLedgerId, range, businessToday(now)),
      ledgerOptions,
    );
    await loaderQuery(queryClient, ledger);
  })().catch(() => undefined);
}
