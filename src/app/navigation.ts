import type { LinkProps } from '@tanstack/react-router';

/** Who sees a menu item, beyond being logged in. */
export type NavGate = 'boardMember' | 'billing' | 'docs' | 'pmb';

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
 * The one registry behind the sidebar, the drawer and the page titles. The `pmb` flag gates the
 * payment screens (pay, manage payments, auto-draft); `docs` gates the document library.
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
      { to: '/billing', labelKey: 'nav.billing', gate: 'pmb' },
      { to: '/billing/account-overview', labelKey: 'nav.accountOverview' },
      { to: '/billing/account-history', labelKey: 'nav.accountHistory' },
      { to: '/billing/manage-account', labelKey: 'nav.manageAccount', gate: 'pmb' },
      { to: '/billing/auto-draft', labelKey: 'nav.autoDraft', gate: 'pmb' },
      { to: '/billing/support', labelKey: 'nav.paymentSupport' },
    ],
  },
  {
    id: 'community',
    labelKey: 'nav.sections.community',
    items: [
      { to: '/community/requests', labelKey: 'nav.requests' },
      { to: '/community/new-request', labelKey: 'nav.newRequest' },
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

/** The sections and items this user may see. */
export function visibleNavigation(gates: NavGates): NavSection[] {
  return navigation
    .filter((section) => !section.gate || gates[section.gate])
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !item.gate || gates[item.gate]),
    }))
    .filter((section) => section.items.length > 0);
}
