import { DEFAULT_PROFILE_TAB, isProfileTab, type ProfileTab } from './tabs';

// Kept apart from ./tabs, which the route's validateSearch puts in the first load.

/**
 * Names older links and messages use for a tab (`?tab=phone` from the legacy ContactInfo page).
 * They are read, not rewritten: the address bar keeps what the link said.
 */
const TAB_ALIASES: Readonly<Record<string, ProfileTab>> = {
  contacts: 'contact',
  contactinfo: 'contact',
  email: 'contact',
  phone: 'contact',
  address: 'addresses',
  mylogin: 'login',
  password: 'login',
  directory: 'preferences',
  communication: 'preferences',
  notifications: 'delivery',
  paperless: 'delivery',
};

/** The tab to show for whatever `?tab=` holds: a tab, an alias of one, or the default. */
export function resolveProfileTab(value: unknown): ProfileTab {
  if (isProfileTab(value)) return value;
  if (typeof value === 'string') {
    const alias = TAB_ALIASES[value.trim().toLowerCase()];
    if (alias) return alias;
  }
  return DEFAULT_PROFILE_TAB;
}
