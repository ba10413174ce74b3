import type { Page } from '@playwright/test';
import {
  builtFile,
  expect,
  holdRequests,
  logIn,
  preferStatus,
  startSignedIn,
  test,
} from './fixtures';

test.describe('signed in', () => {
  test.beforeEach(async ({ page, at }) => {
    await logIn(page, at);
  });

  test('offline, the page says so; back online, the notice goes and nothing was sent', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    await page.context().setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'You are offline.' });
    await expect(banner).toHaveText(
      'You are offline. Pages wait for the connection and update by themselves when it is back.',
    );
    await page.context().setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('a page that loses the connection while it loads waits for it, then its ledger comes without a reload', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    // The connection drops just as the ledger is asked for.
    let dropped = false;
    await page.route(
      (url) => url.pathname.endsWith('/mock/connect-payments/Ledger'),
      async (route) => {
        if (!dropped) {
          dropped = true;
          await page.context().setOffline(true);
          await route.abort('internetdisconnected');
          return;
        }
        await route.continue();
      },
    );
    await page.evaluate(() => Object.assign(window, { journeyPage: 'same page' }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Account history' })
      .click();
    await expect(page.getByRole('heading', { name: 'Account history', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for the connection…' }).first(),
    ).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('table', { name: /^Ledger of / })).toBeVisible();
    await expect(page.getByText('Waiting for the connection…')).toHaveCount(0);
    expect(await page.evaluate(() => 'journeyPage' in window)).toBe(true);
  });

  test('a connection dropped as soon as the page is up still gets the error screen, even on a browser that never goes idle', async ({
    page,
  }) => {
    // A busy phone may not be idle for seconds: the error screen's code must not wait for that.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/router-error-screen-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await openDocumentsOffline(page);
  });

  test('a page whose code cannot load offline says so, and comes back by itself once online', async ({
    page,
  }) => {
    await openDocumentsOfflineThenComeBack(page);
  });

  test('comes back by itself once online even while a piece of the chrome is still loading', async ({
    page,
  }) => {
    // The toaster's code, loaded on demand as the app comes up, is still on its way on a slow
    // connection when the person goes offline and opens another page.
    await holdRequests(page, `**${builtFile(/\/sonner\/dist\//)}`);
    await page.reload();
    await openDocumentsOfflineThenComeBack(page);
  });

  test('a reload says “Loading…” until the page comes with its menus: never a blank screen', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    // Every state the document goes through while it loads: blank is neither the static notice nor
    // any text of the app's.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { loadStates: seen });
      const note = () => {
        const root = document.getElementById('root');
        // While the HTML is still being read, the notice after #root may not be there yet.
        if (!root || document.readyState === 'loading') return;
        const notice = document.getElementById('boot-status');
        if (!notice && root.innerText.trim() === '') seen.push('blank');
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true });
    });
    // The session's calls answer late, so the page's code is there long before its data.
    await page.route('**/mock/users/HomeSettings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
    await expect(page.getByText('Loading… / Cargando…')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { loadStates: string[] }).loadStates),
    ).toEqual([]);
  });

  test('pointing at a link loads its page’s translations with its code, before the click', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    const translations = ['account', 'data-table'].map((namespace) =>
      page.waitForResponse((response) => response.url().endsWith(`/locales/en/${namespace}.json`)),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Account history' })
      .hover();
    // Both arrive on the hover alone: the page renders at once on the click, not a round trip
    // later for each.
    await Promise.all(translations);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Account history' })
      .click();
    await expect(page.getByRole('heading', { name: 'Account history', level: 1 })).toBeVisible();
  });

  test(
    'the sidebar links keep this mode’s prefix and open their pages',
    { tag: '@embed' },
    async ({ page, at, pathPrefix }) => {
      if (pathPrefix) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Account history' })).toHaveAttribute(
        'href',
        at('/billing/account-history'),
      );
      await nav.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(at('/community/faq'));
      await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeFocused();
    },
  );

  test(
    'a 401 ends the session and opens the login page with the token gone',
    { tag: '@embed' },
    async ({ page, at }) => {
      await preferStatus(page, '**/mock/users/Users/1001', 'code=401');
      await page.reload();
      await expect(page).toHaveURL(at('/login'));
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      const stored = await page.evaluate(() => localStorage.getItem('user-store'));
      expect(stored).not.toContain('"token":"ey');
    },
  );

  test('the language switch turns the portal into Spanish, and back', async ({ page }) => {
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Bienvenido, Jordan Rivera' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bienvenido, Jordan Rivera' })).toBeVisible();
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  });

  test('the property selector searches by account number and works by keyboard', async ({
    page,
  }) => {
    await page.getByRole('button', { name: /^Property:/ }).click();
    const search = page.getByRole('combobox', {
      name: 'Search by association, account number or address',
    });
    await expect(search).toBeFocused();
    await search.fill('LT-2001');
    await expect(page.getByRole('listbox', { name: 'Properties' }).getByRole('option')).toHaveCount(
      1,
    );
    await search.press('Enter');
    await expect(
      page.getByRole('button', { name: /^Property: 400 Lakeshore Drive, Unit 4B · LT-2001/ }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('button', { name: /^Property: 400 Lakeshore Drive, Unit 4B · LT-2001/ }),
    ).toBeVisible();
  });

  test('on a phone the language is in the menu and the property selector under the bar, by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
    // Only the phone's variant is rendered, not hidden copies of the desktop sidebar and selector.
    await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: /^Property:/, includeHidden: true })).toHaveCount(
      1,
    );
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByLabel('Language').selectOption('es');
    // The menu is modal: the page behind it is read again once it closes.
    const spanishMenu = page.getByRole('dialog', { name: 'Menú' });
    await expect(spanishMenu.getByRole('link', { name: 'Panel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(spanishMenu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Bienvenido, Jordan Rivera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

    const property = page.getByRole('button', { name: /^Propiedad:/ });
    await property.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', {
      name: 'Buscar por asociación, número de cuenta o dirección',
    });
    await expect(search).toBeFocused();
    await search.fill('LT-2001');
    await search.press('Enter');
    await expect(
      page.getByRole('button', { name: /^Propiedad: 400 Lakeshore Drive, Unit 4B · LT-2001/ }),
    ).toBeVisible();
  });

  test('a chosen theme replaces the association’s and survives a reload', async ({ page }) => {
    await page.getByRole('button', { name: /Jordan Rivera/ }).click();
    await page.getByRole('menuitemradio', { name: 'High contrast' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'HighContrast');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'HighContrast');
  });

  test(
    'logout clears the session and shows the login page',
    { tag: '@embed' },
    async ({ page, at }) => {
      await page.getByRole('button', { name: /Jordan Rivera/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(at('/login'));
      await page.goto(at('/dashboard'));
      await expect(page).toHaveURL(/\/login\?redirect=/);
    },
  );
});

test.describe('signed in, opening a page directly', () => {
  test.beforeEach(async ({ page }) => {
    await startSignedIn(page);
  });

  test(
    'a reload keeps the session and shows the same page',
    { tag: '@embed' },
    async ({ page, at }) => {
      await page.goto(at('/billing/support'));
      await page.reload();
      await expect(page).toHaveURL(at('/billing/support'));
      await expect(page.getByRole('heading', { name: 'Payment support', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
    },
  );

  test('a page waiting for its translations shows the menus and Loading…, never a blank screen', async ({
    page,
    at,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/locales/en/make-payment.json', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(at('/billing'));
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Make a payment', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  });

  test(
    'a malformed id is a page that does not exist, not a crash',
    { tag: '@embed' },
    async ({ page, at }) => {
      await page.goto(at('/my/messages/abc'));
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  );

  test('a custom action opens what the association configured, or says nothing is', async ({
    page,
    at,
  }) => {
    await page.goto(at('/custom/ClubhouseRules'));
    await expect(page.getByRole('heading', { name: 'Clubhouse rules', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Open 7 am to 10 pm.' }),
    ).toBeVisible();
    await page.goto(at('/custom/PoolPass'));
    await expect(page.getByRole('link', { name: /Open Pool pass sign-up/ })).toHaveAttribute(
      'href',
      'https://maplegrove.example/pool-pass',
    );
    await page.goto(at('/custom/Call%20555-0100%20to%20claim%20your%20refund'));
    await expect(page.getByText('Your association has not set up this page.')).toBeVisible();
    await expect(page.getByText(/555-0100/)).toHaveCount(0);
  });
});

test(
  'a corrupt user-store means logged out, never a blank screen',
  { tag: '@embed' },
  async ({ page, at }) => {
    await page.goto(at('/login'));
    await page.evaluate(() => localStorage.setItem('user-store', '{"token": 42, "oops"'));
    await page.goto(at('/dashboard'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
);

test(
  'the express layout answers its links when the flag is on',
  { tag: '@embed' },
  async ({ page, at }) => {
    await page.goto(at('/epay/card/a1b2c3d4'));
    await expect(page.getByRole('heading', { name: 'Express payment', level: 1 })).toBeVisible();
  },
);

/** Offline, to a page whose code is not loaded yet: the router's error screen says so. */
async function openDocumentsOffline(page: Page) {
  await page.context().setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Unexpected application error', level: 1 }),
  ).toBeVisible();
}

/** From the dashboard, offline, to a page whose code is not loaded yet; then back online. */
async function openDocumentsOfflineThenComeBack(page: Page) {
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { journeyPage: 'same page' }));
  await openDocumentsOffline(page);
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  // It reloaded: the code the page lost could only come back that way.
  expect(await page.evaluate(() => 'journeyPage' in window)).toBe(false);
  await expect(page).toHaveURL(/\/documents$/);
}
