import {
  parsePersistedSession,
  SESSION_STORAGE_KEY,
} from '@/entities/session/lib/persisted-session';
import { usableToken } from '@/entities/session/lib/token';
import { initialLanguage } from '@/lib/language';
import { prerenderedAttribute, prerenderedLoginTemplateId, submitWantedAttribute } from './markers';

// The prerendered login page, shown by a classic script before the first paint (scripts/
// prerender.ts builds both; docs/architecture.md "Prerendered login page"). Only what the app
// would show there: a visit to /login that starts signed out, without a sign-in link's message.

/** Whether the app would render the plain login page here (no sign-in link's message above it). */
export function isPrerenderedLocation(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    /^\/login\/?$/.test(location.pathname) && !new URLSearchParams(location.search).has('reason')
  );
}

/** Whether the visit starts with a session the app would keep (a usable stored token). */
export function startsSignedIn(now: number): boolean {
  try {
    const text = localStorage.getItem(SESSION_STORAGE_KEY);
    if (text === null) return false;
    const session = parsePersistedSession(JSON.parse(text));
    return usableToken(session?.token ?? null, now) !== null;
  } catch {
    // blocked storage or an unreadable value: the app starts signed out too
    return false;
  }
}

/**
 * Puts the prerendered login page in place of index.html's "Loading…" (`#boot-status`, which the
 * app removes with its first commit that has text, src/main.tsx). Returns whether it did.
 */
export function showPrerenderedPage(doc: Document, now: number): boolean {
  const status = doc.getElementById('boot-status');
  if (!status || !isPrerenderedLocation(doc.location) || startsSignedIn(now)) return false;
  const language = initialLanguage();
  const template = doc.getElementById(prerenderedLoginTemplateId(language));
  if (!(template instanceof HTMLTemplateElement)) return false;
  const page = doc.createElement('div');
  page.id = status.id;
  page.setAttribute(prerenderedAttribute, '');
  page.append(template.content.cloneNode(true));
  // Nothing leaves before the app is up: a press is remembered and the app's form sends it.
  for (const form of page.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.setAttribute(submitWantedAttribute, '');
    });
  }
  status.replaceWith(page);
  doc.documentElement.lang = language;
  return true;
}
