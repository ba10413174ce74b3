import { DesignTemplate } from '@generated/users/model/designTemplate';
import {
  parsePersistedSession,
  SESSION_STORAGE_KEY,
  type PersistedSession,
} from '@/entities/session/lib/persisted-session';
import { asKnownTheme, resolveColorScheme } from '@/entities/session/lib/theme';
import { usableToken } from '@/entities/session/lib/token';
import { isSignInProblem } from '@/features/auth/lib/link-token';
import { applyColorScheme, storedColorSchemeChoice } from '@/lib/color-scheme';
import { initialLanguage, isLanguage, rememberLanguage, type Language } from '@/lib/language';
import { carryFieldsAndFocus } from './carry-over';
import {
  pageKindAttribute,
  pagePathAttribute,
  prerenderedAttribute,
  prerenderedTemplateId,
  pressedAttribute,
  noPrerenderedPage,
  submitWantedAttribute,
  type PrerenderedPageKind,
} from './markers';

// The prerendered pages, shown by their HTML's inline script before the first paint
// (scripts/prerender.ts builds both; docs/architecture.md "Prerendered pages"). Only what the app
// would show there: the login page to a visit to /login that starts signed out, without a sign-in
// link's message; a signed-in page's first frame to a visit to its path that starts signed in.

/** Whether the app would render the plain login page here (no sign-in link's message above it). */
export function isPrerenderedLocation(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    /^\/login\/?$/.test(location.pathname) &&
    !isSignInProblem(new URLSearchParams(location.search).get('reason'))
  );
}

/** Whether the visit is to `path` (with or without a trailing slash, any query). */
export function isPathOf(location: Pick<Location, 'pathname'>, path: string): boolean {
  return location.pathname === path || location.pathname === `${path}/`;
}

/** The stored session as the app reads it at start-up; null when there is none or it is unreadable. */
function storedSession(): PersistedSession | null {
  try {
    const text = localStorage.getItem(SESSION_STORAGE_KEY);
    return text === null ? null : parsePersistedSession(JSON.parse(text));
  } catch {
    // blocked storage or an unreadable value: the app starts signed out too
    return null;
  }
}

/** The stored token the visit starts with, when the app would keep it; null otherwise. */
export function startingToken(now: number, session = storedSession()): string | null {
  return usableToken(session?.token ?? null, now);
}

/** Whether the visit starts with a session the app would keep (a usable stored token). */
export function startsSignedIn(now: number, session = storedSession()): boolean {
  return startingToken(now, session) !== null;
}

/** Which page the boot script's HTML carries (its `data-page` and `data-path`). */
export interface PrerenderedPage {
  kind: PrerenderedPageKind;
  path: string;
}

/**
 * The page named on the boot script: null for index.html's (`none`), the login page when it names
 * none.
 */
export function prerenderedPageOf(bootScript: Element | null): PrerenderedPage | null {
  const kind = bootScript?.getAttribute(pageKindAttribute);
  if (kind === noPrerenderedPage) return null;
  if (kind === 'signed-in')
    return { kind, path: bootScript?.getAttribute(pagePathAttribute) ?? '' };
  return { kind: 'login', path: '/login' };
}

/**
 * Puts the prerendered page in place of the static "Loading…" (`#boot-status`, which the app
 * removes once its own page is there, src/main.tsx), where the app would show that page, and the
 * person's look on the document (with no page to show too). Returns whether it showed the page.
 */
export function showPrerenderedPage(
  doc: Document,
  now: number,
  wanted: PrerenderedPage | null = { kind: 'login', path: '/login' },
): boolean {
  const status = doc.getElementById('boot-status');
  if (!status) return false;
  const session = storedSession();
  const signedIn = startsSignedIn(now, session);
  const shown =
    wanted !== null &&
    (wanted.kind === 'login'
      ? !signedIn && isPrerenderedLocation(doc.location)
      : signedIn && wanted.path !== '' && isPathOf(doc.location, wanted.path));
  // The person's own choice of theme (SPEC §4) and of Light or Dark, as the app will apply them:
  // no change of colours at takeover. Signed in without a theme of their own, the settings decide
  // the rest, once the app has them. The look goes on even under the static "Loading…".
  const theme = asKnownTheme(Object.values(DesignTemplate), session?.theme);
  applyColorScheme(doc, resolveColorScheme(storedColorSchemeChoice(), theme));
  if (!shown) return false;
  if (theme) doc.documentElement.dataset.theme = theme;
  const language = initialLanguage();
  const page = prerenderedPage(doc, language, wanted.kind);
  if (!page) return false;
  status.replaceWith(page);
  // What the app renders before its own page (the router's "Loading…" on a slow connection)
  // stays out of sight instead of pushing this page down; the takeover shows it again.
  doc.getElementById('root')?.setAttribute('hidden', '');
  doc.documentElement.lang = language;
  return true;
}

/** The prerendered page in one language, ready to stand in for `#boot-status`. */
function prerenderedPage(
  doc: Document,
  language: Language,
  kind: PrerenderedPageKind,
): HTMLElement | null {
  const template = doc.getElementById(prerenderedTemplateId(language));
  if (!(template instanceof HTMLTemplateElement)) return null;
  const page = doc.createElement('div');
  page.id = 'boot-status';
  page.setAttribute(prerenderedAttribute, kind);
  // The language the page is in, which the app takes when it takes over (main.tsx): a switch
  // made here after the app's translations started loading in the visit's language wins.
  page.lang = language;
  page.append(template.content.cloneNode(true));
  // Nothing leaves before the app is up: a press is remembered, shown as busy, and the app's form
  // sends it (takeover.ts).
  for (const form of page.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.setAttribute(submitWantedAttribute, '');
      form.setAttribute('aria-busy', 'true');
    });
  }
  // A press on this page ends on it: were the app's page put in its place between the pointer going
  // down and up, the click (a press of "Log in") would be lost. The takeover waits for the release,
  // and for the click that comes after it (takeover.ts).
  page.addEventListener('pointerdown', () => page.setAttribute(pressedAttribute, ''));
  const released = () => setTimeout(() => page.removeAttribute(pressedAttribute), 0);
  // Anywhere: the pointer may leave the page before it is released.
  doc.addEventListener('pointerup', released, true);
  doc.addEventListener('pointercancel', released, true);
  // The language switch works before the app is up: the choice is kept, as the app's switch keeps
  // it, and the page shows again in that language with what was typed.
  for (const select of page.querySelectorAll('select')) {
    select.addEventListener('change', () => {
      if (!isLanguage(select.value)) return;
      rememberLanguage(select.value);
      keepLoadFailureIn(doc, select.value);
      const next = prerenderedPage(doc, select.value, kind);
      if (!next) return;
      page.after(next);
      carryFieldsAndFocus(page, next);
      page.remove();
      doc.documentElement.lang = select.value;
    });
  }
  return page;
}

/**
 * index.html's "could not load" banner (`#boot-failed`, shown by its own style a few seconds in)
 * keeps only the text in `language`; without this script it says both.
 */
export function keepLoadFailureIn(doc: Document, language: Language): void {
  const banner = doc.getElementById(loadFailureId);
  if (!banner) return;
  for (const text of banner.querySelectorAll<HTMLElement>('[lang]'))
    text.hidden = text.lang !== language;
}

/**
 * Shows the banner now: the app's code failed to download or was refused (the entry in the head,
 * whose failure may come after this script).
 */
export function showLoadFailure(doc: Document): void {
  const banner = doc.getElementById(loadFailureId);
  if (!banner) return;
  banner.style.animation = 'none';
  banner.style.visibility = 'visible';
}

/** Shows the banner as soon as one of the head's module scripts (the app's entry) fails. */
export function watchHeadScripts(doc: Document): void {
  for (const script of doc.head.querySelectorAll('script[type="module"][src]'))
    script.addEventListener('error', () => showLoadFailure(doc));
}

const loadFailureId = 'boot-failed';
