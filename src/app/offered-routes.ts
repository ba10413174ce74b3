import { BILLING_OFFER, PAYMENTS_OFFER, type Offer } from '@/entities/session/lib/offerings';
import type { RegisteredRouter } from '@tanstack/react-router';

// The paths of the registered router (src/app/router.tsx): named by type, so this module, read
// by the layouts the route tree renders, does not import the route tree back.
type RoutePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

/**
 * What each page needs to be offered here (docs/architecture.md, "What a community offers"; the
 * capabilities: docs/contracts.md, "Extensions and capabilities"): read
 * by the navigation, which leaves out what is not offered, and by the signed-in layout
 * (`OfferedOutlet`), which shows "not offered" at a typed URL, a legacy redirect or an old link. A
 * page missing from the table is always offered. It lives here, not in the route options: those
 * ship in the first page's bundle.
 */
export const offeredRoutes: Partial<Record<RoutePath, Offer>> = {
  '/billing': PAYMENTS_OFFER,
  '/billing/manage-account': PAYMENTS_OFFER,
  '/billing/auto-draft': PAYMENTS_OFFER,
  '/billing/payment-consent': PAYMENTS_OFFER,
  '/billing/account-overview': BILLING_OFFER,
  '/billing/account-history': BILLING_OFFER,
  '/billing/support': BILLING_OFFER,
  '/community/calendar': { page: 'calendar' },
  '/community/directory': { page: 'directory', capability: 'directory' },
  // The library of another association than the selected one (a shared link) follows the
  // selected association too: what the menu offers is what its pages offer.
  '/community/documents/{-$id}': { page: 'documents' },
  '/community/documents/a/$associationId/f/{-$folderId}': { page: 'documents' },
  '/community/requests': { page: 'requests' },
  // A general request, a reservation or the way to an ARC application: any is a reason for it.
  '/community/new-request': {
    page: 'requests',
    capability: ['newRequests', 'reservations', 'arcApplications'],
  },
  // An ARC application is a request of its own kind (issue 52 item 1).
  '/community/arc-requests': { page: 'requests', capability: 'arcApplications' },
  '/community/arc-requests/new': { page: 'requests', capability: 'arcApplications' },
  '/community/arc-requests/$id': { page: 'requests', capability: 'arcApplications' },
  '/community/announcements': { capability: 'announcements' },
  '/community/violations': { capability: 'violations' },
  '/community/violations/$id': { capability: 'violations' },
  '/community/faq': { page: 'faq', capability: 'faq' },
  '/community/help': { page: 'help', capability: 'help' },
  '/my/messages/$id': { capability: 'messageThreads' },
  '/my/household': { capability: 'household' },
  '/board/announcements': { capability: 'announcements' },
  // The board's lists (SPEC §2 names the pages, §7 none of their calls).
  '/board/bank-accounts': { capability: 'boardLists' },
  '/board/collections': { capability: 'boardLists' },
  '/board/homeowners': { capability: 'boardLists' },
  '/board/inspections': { capability: 'boardLists' },
  '/board/violations': { capability: 'boardLists' },
  '/board/invoices': { capability: 'boardLists' },
  '/board/reports': { capability: 'boardLists' },
  '/board/to-do-list': { capability: 'boardLists' },
  '/board/work-orders': { capability: 'boardLists' },
};

/**
 * The needs of the page at a route's full path (`/billing/` for the billing index, as a match
 * names it), or undefined when it needs nothing.
 */
export function offerFor(fullPath: string): Offer | undefined {
  const path = fullPath.length > 1 && fullPath.endsWith('/') ? fullPath.slice(0, -1) : fullPath;
  return Object.hasOwn(offeredRoutes, path) ? offeredRoutes[path as RoutePath] : undefined;
}
