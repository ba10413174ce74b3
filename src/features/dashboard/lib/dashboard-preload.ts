import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import { accountsOfProperty } from '@/entities/account/lib/accounts';
import { autoDraftEnrollmentsQueryOptions } from '@/entities/payment-data/api/payment-data-queries';
import { securityQueryOptions, settingsQueryOptions } from '@/entities/session/api/session-queries';
import { hiddenPages } from '@/entities/session/lib/offerings';
import { isPlaceholderProperty, propertiesFromSettings } from '@/entities/session/lib/properties';
import { boardAssociationFor, canUseBilling, isBoardMember } from '@/entities/session/lib/roles';
import type { RouterSession } from '@/entities/session/router-session';
import { hasCapability } from '@/lib/api/capabilities';
import { loaderQuery, startLoaderQuery } from '@/lib/api/loader-query';
import { businessToday } from '@/lib/dates';
import {
  announcementsQueryOptions,
  arcVotesQueryOptions,
  boardTasksQueryOptions,
  inboxQueryOptions,
  requestsQueryOptions,
  reservationsQueryOptions,
  upcomingChargesQueryOptions,
  violationsQueryOptions,
} from '../api/widget-queries';

/**
 * The dashboard's loader: starts reading what its widgets will show (the same queries, for the
 * widgets the page will show: billing for those who may use it, requests and reservations where
 * the association offers them, the board's for its members), so a hover's preload fetches them
 * too. Awaited by nobody: the page renders at once, each widget with its own loading and failure
 * states. A link naming an account selects another property as the page mounts: the widgets of
 * a property are then left to the page.
 */
export function startDashboardLoad(
  context: { queryClient: QueryClient; session: RouterSession },
  search: { account?: string },
  now: Date = new Date(),
): void {
  const { queryClient, session } = context;
  if (!session.isLoggedIn) return;
  startLoaderQuery(queryClient, inboxQueryOptions());
  if (search.account) return;
  const associationId = session.selectedAssociationId;
  const today = businessToday(now);
  // The widgets of capabilities this deployment does not offer are not shown, nor read.
  if (associationId !== null && hasCapability('announcements'))
    startLoaderQuery(queryClient, announcementsQueryOptions(associationId));
  void (async () => {
    const [security, settings] = await Promise.all([
      loaderQuery(queryClient, securityQueryOptions()),
      loaderQuery(queryClient, settingsQueryOptions()),
    ]);
    const property =
      propertiesFromSettings(settings).find((p) => p.propertyId === session.selectedPropertyId) ??
      null;
    if (associationId !== null && property && hasCapability('violations'))
      startLoaderQuery(queryClient, violationsQueryOptions(associationId, property.propertyId));
    if (!hiddenPages(settings.pages, associationId).has('requests')) {
      if (associationId !== null)
        startLoaderQuery(queryClient, requestsQueryOptions(associationId, today));
      if (property && !isPlaceholderProperty(property))
        startLoaderQuery(
          queryClient,
          reservationsQueryOptions(property.associationId, property.ownerId, today),
        );
    }
    const boardId = isBoardMember(security) ? boardAssociationFor(security, associationId) : null;
    if (boardId !== null) {
      startLoaderQuery(queryClient, boardTasksQueryOptions(boardId));
      startLoaderQuery(queryClient, arcVotesQueryOptions(boardId));
    }
    if (canUseBilling(security)) {
      startLoaderQuery(queryClient, autoDraftEnrollmentsQueryOptions());
      const accounts = await loaderQuery(queryClient, accountsQueryOptions());
      const subLedgerIds = accountsOfProperty(accounts, property).map((a) => a.subLedgerId);
      if (subLedgerIds.length > 0)
        startLoaderQuery(queryClient, upcomingChargesQueryOptions(subLedgerIds, today));
    }
  })().catch(() => undefined);
}
