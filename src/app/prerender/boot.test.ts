import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/entities/session/lib/persisted-session';
import { jwt } from '@/testing/jwt';
import { isPrerenderedLocation, showPrerenderedPage, startsSignedIn } from './boot';
import { prerenderedAttribute, submitWantedAttribute } from './markers';

const NOW = Date.UTC(2026, 10, 28);
const storedSession = (token: string | null) =>
  JSON.stringify({
    token,
    portalToken: null,
    selectedPropertyId: null,
    selectedAssociationId: null,
    theme: null,
    gridsColumnState: {},
  });

// index.html's body as the build leaves it (scripts/prerender.ts), in small.
function writeIndexBody(): void {
  document.body.innerHTML = `
    <div id="root"></div>
    <p id="boot-status" role="status">Loading… / Cargando…</p>
    <template id="prerendered-login-en"><h1>Log in to Courtyard</h1>
      <form><label>Email<input type="email" autocomplete="username"></label><button type="submit">Log in</button></form></template>
    <template id="prerendered-login-es"><h1>Iniciar sesión en Courtyard</h1><form></form></template>`;
}

describe('isPrerenderedLocation', () => {
  it('is the plain login page, with or without a slash or a redirect', () => {
    expect(isPrerenderedLocation({ pathname: '/login', search: '' })).toBe(true);
    expect(isPrerenderedLocation({ pathname: '/login/', search: '?redirect=%2Fbilling' })).toBe(
      true,
    );
  });

  it('is not a company’s login page, a sign-in link’s message or any other page', () => {
    expect(isPrerenderedLocation({ pathname: '/login/ACME', search: '' })).toBe(false);
    expect(isPrerenderedLocation({ pathname: '/login', search: '?reason=expired' })).toBe(false);
    expect(isPrerenderedLocation({ pathname: '/dashboard', search: '' })).toBe(false);
    expect(isPrerenderedLocation({ pathname: '/embed/login', search: '' })).toBe(false);
  });
});

describe('startsSignedIn', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is a stored token the app would keep', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 + 3600 })));
    expect(startsSignedIn(NOW)).toBe(true);
  });

  it('is not an expired token, no token, or a value the app would not read', () => {
    expect(startsSignedIn(NOW)).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 - 1 })));
    expect(startsSignedIn(NOW)).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(null));
    expect(startsSignedIn(NOW)).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(startsSignedIn(NOW)).toBe(false);
  });
});

describe('showPrerenderedPage', () => {
  const startPath = window.location.pathname;
  beforeEach(() => {
    writeIndexBody();
    window.history.replaceState(null, '', '/login');
  });
  afterEach(() => {
    window.history.replaceState(null, '', startPath);
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('puts the login page in place of “Loading…”, in the visit’s language', () => {
    localStorage.setItem('courtyard-language', 'es');
    expect(showPrerenderedPage(document, NOW)).toBe(true);
    const status = document.getElementById('boot-status');
    expect(status?.hasAttribute(prerenderedAttribute)).toBe(true);
    expect(status?.querySelector('h1')?.textContent).toBe('Iniciar sesión en Courtyard');
    expect(document.body.textContent).not.toContain('Loading…');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps a press of “Log in” for the app instead of submitting the form', () => {
    showPrerenderedPage(document, NOW);
    const form = document.querySelector('#boot-status form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form?.hasAttribute(submitWantedAttribute)).toBe(true);
  });

  it('leaves “Loading…” to a visit that starts signed in, and to other pages', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 + 3600 })));
    expect(showPrerenderedPage(document, NOW)).toBe(false);
    localStorage.clear();
    window.history.replaceState(null, '', '/forgot-login');
    expect(showPrerenderedPage(document, NOW)).toBe(false);
    expect(document.getElementById('boot-status')?.textContent).toBe('Loading… / Cargando…');
  });
});
