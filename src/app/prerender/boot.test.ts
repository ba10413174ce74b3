import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/entities/session/lib/persisted-session';
import { jwt } from '@/testing/jwt';
import { saveConfirmation } from '@/features/express-pay/lib/confirmation-store';
import {
  isExpressCheckoutLocation,
  isPrerenderedLocation,
  loadAppEntry,
  prerenderedPageOf,
  showPrerenderedPage,
  startsSignedIn,
} from './boot';
import {
  entryScriptAttribute,
  prerenderedAttribute,
  pressedAttribute,
  submitWantedAttribute,
} from './markers';

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

describe('isExpressCheckoutLocation', () => {
  it('is a checkout link of a link’s shape, with or without a trailing slash', () => {
    expect(isExpressCheckoutLocation({ pathname: '/epay/card/a1b2c3d4' })).toBe(true);
    expect(isExpressCheckoutLocation({ pathname: '/epay/card/a1b2c3d4/' })).toBe(true);
  });

  it('is not its confirmation, a link that cannot be one, or a link paid in this tab', () => {
    expect(isExpressCheckoutLocation({ pathname: '/epay/card/a1b2c3d4/confirmation' })).toBe(false);
    expect(isExpressCheckoutLocation({ pathname: '/epay/card' })).toBe(false);
    // The app shows the bad-link page there at once.
    expect(isExpressCheckoutLocation({ pathname: '/epay/card/a1b2%20c3d4' })).toBe(false);
    expect(isExpressCheckoutLocation({ pathname: '/embed/epay/card/a1b2c3d4' })).toBe(false);
    // (The store keeps it in the tab's memory too: a link of its own, not the others' demo link.)
    saveConfirmation('card', 'e5f6a7b8', {
      confirmationNumber: 'EP-1001',
      amount: 45000,
      total: 46328,
      paidAt: '2026-11-28T10:00:00Z',
      status: 'completed',
    });
    // It shows that the link was paid instead (ExpressCheckoutPage).
    expect(isExpressCheckoutLocation({ pathname: '/epay/card/e5f6a7b8' })).toBe(false);
    expect(isExpressCheckoutLocation({ pathname: '/epay/card/a1b2c3d4' })).toBe(true);
  });
});

describe('showPrerenderedPage for the express link’s page', () => {
  const startPath = window.location.pathname;
  const express = { kind: 'express', path: '' } as const;
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root"></div>
      <p id="boot-status" role="status">Loading… / Cargando…</p>
      <template id="prerendered-page-en"><main><h1>Express payment</h1></main></template>
      <template id="prerendered-page-es"><main><h1>Pago exprés</h1></main></template>`;
    window.history.replaceState(null, '', '/epay/card/a1b2c3d4');
  });
  afterEach(() => {
    window.history.replaceState(null, '', startPath);
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('shows the page to a visit to a checkout link, signed in or not, in its language', () => {
    localStorage.setItem('courtyard-language', 'es');
    expect(showPrerenderedPage(document, NOW, express)).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe('Pago exprés');
    expect(document.getElementById('boot-status')?.getAttribute(prerenderedAttribute)).toBe(
      'express',
    );
    expect(document.getElementById('root')?.hidden).toBe(true);
    expect(document.documentElement.lang).toBe('es');
  });

  it('shows it to a visit that starts signed in too: the link is a guest’s page', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession(jwt({ exp: NOW / 1000 + 3600 })));
    expect(showPrerenderedPage(document, NOW, express)).toBe(true);
  });

  it('leaves “Loading…” to the link’s confirmation and to a link that cannot be one', () => {
    window.history.replaceState(null, '', '/epay/card/a1b2c3d4/confirmation');
    expect(showPrerenderedPage(document, NOW, express)).toBe(false);
    window.history.replaceState(null, '', '/epay/card/%3Cscript%3E');
    expect(showPrerenderedPage(document, NOW, express)).toBe(false);
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
    script.setAttribute('data-page', 'express');
    expect(prerenderedPageOf(script)).toEqual({ kind: 'express', path: '' });
    expect(prerenderedPageOf(null)).toEqual({ kind: 'login', path: '/login' });
  });
});

describe('loadAppEntry', () => {
  const entries = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
      script.getAttribute('src'),
    );
  let bootScript: HTMLScriptElement;
  beforeEach(() => {
    vi.useFakeTimers();
    bootScript = document.createElement('script');
    bootScript.setAttribute(entryScriptAttribute, '/assets/index-abc.js');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  /** A browser that reports paints: `paint(name)` reports one to the observer the code made. */
  function stubPaintTiming(): (name: string) => void {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    return (name) => {
      report?.({ getEntriesByName: (wanted) => (wanted === name ? [name] : []) });
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts the app’s entry once the prerendered page has painted', () => {
    const paint = stubPaintTiming();
    loadAppEntry(document, bootScript, true);
    expect(entries()).toEqual([]);
    paint('first-paint');
    expect(entries()).toEqual([]);
    paint('first-contentful-paint');
    expect(entries()).toEqual(['/assets/index-abc.js']);
    // Once only, whatever comes after.
    vi.runAllTimers();
    expect(entries()).toEqual(['/assets/index-abc.js']);
  });

  it('starts it never later than a second when the paint is not reported', () => {
    stubPaintTiming();
    loadAppEntry(document, bootScript, true);
    vi.advanceTimersByTime(999);
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual(['/assets/index-abc.js']);
  });

  it('starts it at once in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadAppEntry(document, bootScript, true);
    expect(entries()).toEqual(['/assets/index-abc.js']);
  });

  it('starts it at once when no page was prerendered', () => {
    loadAppEntry(document, bootScript, false);
    expect(entries()).toEqual(['/assets/index-abc.js']);
  });

  it('starts it at once in a tab in the background, which paints nothing', () => {
    stubPaintTiming();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAppEntry(document, bootScript, true);
    expect(entries()).toEqual(['/assets/index-abc.js']);
    visibility.mockRestore();
  });
});
