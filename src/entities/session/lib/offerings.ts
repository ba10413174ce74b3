import { hasCapability, type Capability } from '@/lib/api/capabilities';
import type { PortalPage } from '../api/session-api';

// What this community offers in the portal (issue 24): the customer's `pmb` flag (SPEC §4) and the
// pages its association's home settings hide (SPEC §3 `pages[].visible`). The navigation hides
// what is not offered and the route says so (docs/architecture.md, "What a community offers").

/**
 * The portal areas an association can hide, as its settings name them (`pages[].key`). The
 * dashboard is not among them: it is where every page that is not offered leads back to.
 */
export const HIDEABLE_PAGES = [
  'billing',
  'calendar',
  'directory',
  'documents',
  'requests',
  'faq',
  'help',
] as const;
export type HideablePage = (typeof HIDEABLE_PAGES)[number];

/**
 * What a page needs to be offered: the pmb flag, a page the association has not hidden, a
 * capability of this deployment's services (src/lib/api/capabilities.ts; with a list, any one of
 * them), or several of these.
 */
export interface Offer {
  readonly pmb?: true;
  readonly page?: HideablePage;
  readonly capability?: Capability | readonly Capability[];
}

/** Whether this deployment has what the offer's `capability` asks for (all when none). */
export function hasOfferedCapability(offer: Offer): boolean {
  const { capability } = offer;
  if (capability === undefined) return true;
  return typeof capability === 'string'
    ? hasCapability(capability)
    : capability.some((one) => hasCapability(one));
}

/**
 * pmb ("pay my bill") is paying online: making a payment, managing payment methods and scheduled
 * payments, auto-draft enrolment and the payment consent. Reading the ledger and the payment
 * support page are billing without it.
 */
export const PAYMENTS_OFFER: Offer = { pmb: true, page: 'billing' };
/** The rest of the billing area: account overview, history, payment support. */
export const BILLING_OFFER: Offer = { page: 'billing' };

export interface Offerings {
  /** The customer has the pmb feature (SPEC §4). */
  pmb: boolean;
  /** The pages the selected association hides. */
  hidden: ReadonlySet<HideablePage>;
}

const isHideable = (key: string): key is HideablePage =>
  (HIDEABLE_PAGES as readonly string[]).includes(key);

/**
 * The pages an association hides: those its settings list with `visible: false`. A page the list
 * does not name stays: the list configures pages, it does not enumerate every one the portal has.
 */
export function hiddenPages(
  pages: readonly Pick<PortalPage, 'associationId' | 'key' | 'visible'>[],
  associationId: number | null,
): ReadonlySet<HideablePage> {
  const hidden = new Set<HideablePage>();
  if (associationId === null) return hidden;
  for (const page of pages) {
    const key = page.key.trim().toLowerCase();
    if (page.associationId === associationId && !page.visible && isHideable(key)) hidden.add(key);
  }
  return hidden;
}

/** Whether a page with these needs is offered here. */
export function isOffered(offer: Offer, offerings: Offerings): boolean {
  if (offer.pmb && !offerings.pmb) return false;
  if (!hasOfferedCapability(offer)) return false;
  return offer.page === undefined || !offerings.hidden.has(offer.page);
}
