import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/entities/session/lib/persisted-session';
import { jwt } from '@/testing/jwt';
import {
  isPrerenderedLocation,
  prerenderedPageOf,
  showPrerenderedPage,
  startsSignedIn,
} from './boot';
import { prerenderedAttribute, pressedAttribute, submitWantedAttribute } from './markers';

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
const page = (heading: string, email: string, language: string) =>
  `<h1>${heading}</h1><label>${language}<select><option value="en">English</option>` +
  `<option value="es">Español</option></select></label><form><label>${email}` +
  `<input type="email" autocomplete="username"></label><button type="submit">Log in</button></form>`;
function writeIndexBody(): void {
  document.body.innerHTML = `
    <div id="root"></div>
    <p id="boot-status" role="status">Loading… / Cargando…</p>
    <template id="prerendered-page-en">${page('Log in to Courtyard', 'Email', 'Language')}</template>
    <template id="prerendered-page-es">${page('Inicie sesión en Courtyard', 'Correo electrónico', 'Idioma')}</template>`;
}

describe('isPrerenderedLocation', () => {
  it('is the plain login page, with or without a slash or a redirect', () => {
    expect(isPrerenderedLocation({ pathname: '/login', search: '' })).toBe(true);
    // A reason the login page has no message for shows the plain page there too.
    expect(isPrerenderedLocation({ pathname: '/login', search: '?reason=other' })).toBe(true);
    expect(isPrerenderedLocation({ pathname: '/login/', search: '?redirect=%2Fbilling' })).toBe(
      true,
    );
  });

  it('is not a company’s login page, a sign-in link’s message or any other page', () => {
    expect(isPrerenderedLocation({ pathname: '/login/ACME', search: '' })).toBe(false);
    expect(isPrerenderedLocation({ pathname: '/login', search: '?reason=sessionExpired' })).toBe(
      false,
    );
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
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 - 61 })));
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
    delete document.documentElement.dataset.theme;
  });

  it('puts the login page in place of “Loading…”, in the visit’s language', () => {
    localStorage.setItem('courtyard-language', 'es');
    expect(showPrerenderedPage(document, NOW)).toBe(true);
    const status = document.getElementById('boot-status');
    expect(status?.hasAttribute(prerenderedAttribute)).toBe(true);
    expect(status?.querySelector('h1')?.textContent).toBe('Inicie sesión en Courtyard');
    expect(document.body.textContent).not.toContain('Loading…');
    expect(document.documentElement.lang).toBe('es');
    // The app takes the page's language when it takes over (src/main.tsx).
    expect(status?.lang).toBe('es');
    // The app's own first renders stay out of sight until it takes over.
    expect(document.getElementById('root')?.hidden).toBe(true);
  });

  it('with no page to show (index.html), shows none and still puts on the chosen look', () => {
    localStorage.setItem('courtyard-color-scheme', 'dark');
    expect(showPrerenderedPage(document, NOW, null)).toBe(false);
    expect(document.getElementById('boot-status')?.textContent).toBe('Loading… / Cargando…');
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    delete document.documentElement.dataset.colorScheme;
  });

  it('switches language before the app is up, keeping what was typed and the choice', () => {
    showPrerenderedPage(document, NOW);
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    email.value = 'ana@example.com';
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    select.focus();
    select.value = 'es';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(screen.getByRole('heading').textContent).toBe('Inicie sesión en Courtyard');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Idioma')).toHaveFocus();
    expect(document.querySelectorAll('#boot-status')).toHaveLength(1);
    expect(document.getElementById('boot-status')?.lang).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The app starts in it too (src/lib/language.ts).
    expect(localStorage.getItem('courtyard-language')).toBe('es');
  });

  it('takes a visitor’s own stored theme, as the app will', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      storedSession(null).replace('"theme":null', '"theme":"HighContrast"'),
    );
    showPrerenderedPage(document, NOW);
    expect(document.documentElement.dataset.theme).toBe('HighContrast');
  });

  it('keeps a press of “Log in” for the app instead of submitting the form', () => {
    showPrerenderedPage(document, NOW);
    const form = document.querySelector('#boot-status form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form?.hasAttribute(submitWantedAttribute)).toBe(true);
    expect(form?.getAttribute('aria-busy')).toBe('true');
  });

  it('says a press is under way from the pointer going down until after its click', () => {
    vi.useFakeTimers();
    try {
      showPrerenderedPage(document, NOW);
      const status = document.getElementById('boot-status');
      const button = screen.getByRole('button', { name: 'Log in' });
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(status?.hasAttribute(pressedAttribute)).toBe(true);
      // Released elsewhere: the pointer left the page while down.
      document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
      // The click comes after the release, in the same task.
      expect(status?.hasAttribute(pressedAttribute)).toBe(true);
      vi.runAllTimers();
      expect(status?.hasAttribute(pressedAttribute)).toBe(false);
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(new Event('pointercancel', { bubbles: true }));
      vi.runAllTimers();
      expect(status?.hasAttribute(pressedAttribute)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
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

describe('showPrerenderedPage for a signed-in page', () => {
  const startPath = window.location.pathname;
  const billing = { kind: 'signed-in', path: '/billing' } as const;
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root"></div>
      <p id="boot-status" role="status">Loading… / Cargando…</p>
      <template id="prerendered-page-en"><main><h1>Make a payment</h1></main></template>
      <template id="prerendered-page-es"><main><h1>Hacer un pago</h1></main></template>`;
    window.history.replaceState(null, '', '/billing');
  });
  afterEach(() => {
    window.history.replaceState(null, '', startPath);
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('shows the page’s first frame to a visit that starts signed in, in its language', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 + 3600 })));
    localStorage.setItem('courtyard-language', 'es');
    expect(showPrerenderedPage(document, NOW, billing)).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe('Hacer un pago');
    expect(document.getElementById('root')?.hidden).toBe(true);
    expect(document.documentElement.lang).toBe('es');
  });

  it('with or without a trailing slash or a query', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 + 3600 })));
    window.history.replaceState(null, '', '/billing/?account=LT-2001');
    expect(showPrerenderedPage(document, NOW, billing)).toBe(true);
  });

  it('leaves “Loading…” to a visit that starts signed out (it goes to the login page) or elsewhere', () => {
    expect(showPrerenderedPage(document, NOW, billing)).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 - 61 })));
    expect(showPrerenderedPage(document, NOW, billing)).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 + 3600 })));
    window.history.replaceState(null, '', '/billing.html');
    expect(showPrerenderedPage(document, NOW, billing)).toBe(false);
    expect(document.getElementById('boot-status')?.textContent).toBe('Loading… / Cargando…');
  });
});

describe('prerenderedPageOf', () => {
  it('reads the page from the boot script’s marks, the login page when there are none', () => {
    const script = document.createElement('script');
    expect(prerenderedPageOf(script)).toEqual({ kind: 'login', path: '/login' });
    script.setAttribute('data-page', 'signed-in');
    script.setAttribute('data-path', '/dashboard');
    expect(prerenderedPageOf(script)).toEqual({ kind: 'signed-in', path: '/dashboard' });
    expect(prerenderedPageOf(null)).toEqual({ kind: 'login', path: '/login' });
    script.setAttribute('data-page', 'none');
    expect(prerenderedPageOf(script)).toBeNull();
  });
});
