import type { LinkProps } from '@tanstack/react-router';
import { isOffered, type Offerings } from '@/entities/session/lib/offerings';
import { offerFor } from './offered-routes';

/**
 * Who sees a menu item, beyond being logged in. What the community offers (the pmb flag, the
 * pages an association hides) is not a gate here: it comes from `offeredRoutes`, which the
 * routes read too.
 */
export type NavGate = 'boardMember' | 'billing' | 'docs';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  /** Key in the `common` namespace: nav.<labelKey> is the menu label and the page title. */
  labelKey: string;
  gate?: NavGate;
}

export interface NavSection {
  id: 'home' | 'billing' | 'community' | 'my' | 'board';
  labelKey: string;
  gate?: NavGate;
  items: NavItem[];
}

/**
 * The one registry behind the sidebar, the drawer and the page titles. `docs` gates the document
 * library; the payment screens and the pages an association can hide follow `offeredRoutes`.
 */
export const navigation: NavSection[] = [
  {
    id: 'home',
    labelKey: 'nav.sections.home',
    items: [{ to: '/dashboard', labelKey: 'nav.dashboard' }],
  },
  {
    id: 'billing',
    labelKey: 'nav.sections.billing',
    gate: 'billing',
    items: [
      { to: '/billing', labelKey: 'nav.billing' },
      { to: '/billing/account-overview', labelKey: 'nav.accountOverview' },
      { to: '/billing/account-history', labelKey: 'nav.accountHistory' },
      { to: '/billing/manage-account', labelKey: 'nav.manageAccount' },
      { to: '/billing/auto-draft', labelKey: 'nav.autoDraft' },
      { to: '/billing/support', labelKey: 'nav.paymentSupport' },
    ],
  },
  {
    id: 'community',
    labelKey: 'nav.sections.community',
    items: [
      { to: '/community/requests', labelKey: 'nav.requests' },
      { to: '/community/new-request', labelKey: 'nav.newRequest' },
      { to: '/community/arc-requests', labelKey: 'nav.arcApplications' },
      { to: '/community/announcements', labelKey: 'nav.announcements' },
      { to: '/community/violations', labelKey: 'nav.violationNotices' },
      { to: '/community/calendar', labelKey: 'nav.calendar' },
      { to: '/community/documents/{-$id}', labelKey: 'nav.documents', gate: 'docs' },
      { to: '/community/directory', labelKey: 'nav.directory' },
      { to: '/community/faq', labelKey: 'nav.faq' },
      { to: '/community/help', labelKey: 'nav.help' },
    ],
  },
  {
    id: 'my',
    labelKey: 'nav.sections.my',
    items: [
      { to: '/my/messages', labelKey: 'nav.messages' },
      { to: '/my/profile-settings', labelKey: 'nav.profileSettings' },
      { to: '/my/household', labelKey: 'nav.household' },
    ],
  },
  {
    id: 'board',
    labelKey: 'nav.sections.board',
    gate: 'boardMember',
    items: [
      { to: '/board/arcs', labelKey: 'nav.arcs' },
      { to: '/board/to-do-list', labelKey: 'nav.toDoList' },
      { to: '/board/homeowners', labelKey: 'nav.homeowners' },
      { to: '/board/violations', labelKey: 'nav.violations' },
      { to: '/board/announcements', labelKey: 'nav.announcements' },
      { to: '/board/inspections', labelKey: 'nav.inspections' },
      { to: '/board/work-orders', labelKey: 'nav.workOrders' },
      { to: '/board/invoices', labelKey: 'nav.invoices' },
      { to: '/board/collections', labelKey: 'nav.collections' },
      { to: '/board/bank-accounts', labelKey: 'nav.bankAccounts' },
      { to: '/board/reports', labelKey: 'nav.reports' },
      { to: '/board/more-items', labelKey: 'nav.moreItems' },
    ],
  },
];

export type NavGates = Record<NavGate, boolean>;

const offeredHere = (item: NavItem, offerings: Offerings): boolean => {
  const offer = offerFor(item.to);
  return offer === undefined || isOffered(offer, offerings);
};

/** The sections and items this user may see, of what this community offers. */
export function visibleNavigation(gates: NavGates, offerings: Offerings): NavSection[] {
  return navigation
    .filter((section) => !section.gate || gates[section.gate])
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) => (!item.gate || gates[item.gate]) && offeredHere(item, offerings),
      ),
    }))
    .filter((section) => section.items.length > 0);
}
