// The profile settings tabs as a search param (`/my/profile-settings?tab=login`). The route's
// validateSearch runs before the page chunk loads, so this module imports nothing.

/** The tabs, in the order the page shows them; the first is the default (PA037 lands there). */
export const PROFILE_TABS = ['contact', 'addresses', 'login', 'preferences', 'delivery'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'contact';

export interface ProfileSearch {
  tab?: ProfileTab;
}

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value);
}

/** The route's validateSearch: a known tab is kept; anything else is dropped (not an error). */
export function parseProfileSearch(raw: Record<string, unknown>): ProfileSearch {
  return isProfileTab(raw.tab) ? { tab: raw.tab } : {};
}
