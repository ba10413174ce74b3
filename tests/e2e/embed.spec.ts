import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedParentPort, expect, test } from './fixtures';

// A parent page on an allowed origin frames /embed; every resolved navigation reaches it, and it
// can ask the portal to navigate. The parent is a real page on another local port (another
// origin); Chromium refuses to let a page it takes for public frame a local one. Its port is one the
// preview server's frame-ancestors allows (fixtures.ts embedParentPort).
function serveParent(portalUrl: string, port: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><html lang="en"><title>Parent</title>
      <script>
        window.received = [];
        addEventListener('message', (e) => { if (e.origin === new URL(${JSON.stringify(portalUrl)}).origin) window.received.push(e.data); });
      </script>
      <iframe id="portal" title="Courtyard" src=${JSON.stringify(portalUrl)} style="width:1000px;height:800px"></iframe></html>`);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, server });
    });
  });
}

test(
  'the parent page receives each navigation and can steer the portal',
  { tag: '@embed' },
  async ({ page, baseURL, pathPrefix }) => {
    test.skip(pathPrefix !== '', 'one run is enough: the page under test is /embed either way');
    const { origin: parentOrigin, server } = await serveParent(
      `${baseURL ?? ''}/embed/login`,
      embedParentPort(baseURL, 0),
    );
    await test.info().attach('parent', { body: parentOrigin });
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { embedParentOrigins: string[] };
      await route.fulfill({
        response,
        json: { ...config, embedParentOrigins: [...config.embedParentOrigins, parentOrigin] },
      });
    });
    await page.goto(`${parentOrigin}/`);
    const portal = page.frameLocator('#portal');
    await portal.getByLabel('Email').fill('jordan@example.com');
    await portal.getByLabel('Password').fill('secret1');
    await portal.getByRole('button', { name: 'Log in' }).click();
    await expect(portal.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();

    await portal.getByRole('button', { name: 'Open menu' }).click();
    const faq = portal.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
    await expect(faq).toHaveAttribute('href', '/embed/community/faq');
    await faq.click();
    await expect(portal.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { received: { path?: string }[] }).received.map((m) => m.path),
        ),
      )
      .toEqual(expect.arrayContaining(['/embed/dashboard', '/embed/community/faq']));

    // The parent asks for a page; the portal goes there and keeps the prefix.
    await page.evaluate((origin) => {
      const frame = document.querySelector<HTMLIFrameElement>('#portal');
      frame?.contentWindow?.postMessage(
        { type: 'courtyard:navigate', path: '/billing/support' },
        origin,
      );
    }, baseURL ?? '');
    await expect(portal.getByRole('heading', { name: 'Payment support', level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { received: { type: string; path?: string }[] }).received
              .filter((message) => message.type === 'courtyard:navigation')
              .at(-1)?.path,
        ),
      )
      .toBe('/embed/billing/support');

    // Never to signing out: the portal ignores that command and takes the next one, signed in.
    await page.evaluate((origin) => {
      const frame = document.querySelector<HTMLIFrameElement>('#portal');
      frame?.contentWindow?.postMessage({ type: 'courtyard:navigate', path: '/logout' }, origin);
      frame?.contentWindow?.postMessage(
        { type: 'courtyard:navigate', path: '/community/faq' },
        origin,
      );
    }, baseURL ?? '');
    await expect(portal.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await expect(portal.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();

    // The parent heard the session start and the content's height, to size its frame.
    const received = () =>
      page.evaluate(() => (window as unknown as { received: Record<string, unknown>[] }).received);
    expect(await received()).toContainEqual({ type: 'courtyard:session', state: 'started' });
    expect(await received()).toContainEqual({
      type: 'courtyard:height',
      height: expect.any(Number),
    });

    // The parent logs the person out; it hears the session end.
    await page.evaluate((origin) => {
      const frame = document.querySelector<HTMLIFrameElement>('#portal');
      frame?.contentWindow?.postMessage({ type: 'courtyard:logout' }, origin);
    }, baseURL ?? '');
    await expect(portal.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect
      .poll(received)
      .toContainEqual({ type: 'courtyard:session', state: 'ended', reason: 'loggedOut' });
    server.close();
  },
);

test(
  'embedded pages keep the prefix through redirects and deep links',
  { tag: '@embed' },
  async ({ page, pathPrefix }) => {
    test.skip(pathPrefix !== '/embed', 'embedded mode only');
    await page.goto('/embed/billing/account-history?range=ytd');
    await expect(page).toHaveURL(/\/embed\/login\?redirect=/);
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/embed/billing/account-history?range=ytd');
    await expect(page.getByRole('heading', { name: 'Account history', level: 1 })).toBeVisible();
    // Compact: no sidebar and no footer a parent page already has.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  },
);

// A mobile app shell: its bridge is a global the WebView injects before the page's scripts, and
// it sends commands by dispatching message events on the page (React Native: window on iOS,
// document on Android). docs/embedding.md is the catalogue checked here.
test('an app shell hears the session, its pages and their height, and can steer and log out', async ({
  page,
  at,
}) => {
  // Prism answers the examples' payment, dated 2026-11-22: on that day it is the one asked for
  // (a setup that differs from the request stops before Pay).
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-05:00'));
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, {
      sentToShell: sent,
      ReactNativeWebView: { postMessage: (text: string) => sent.push(JSON.parse(text)) },
    });
  });
  const sent = () =>
    page.evaluate(
      () => (window as unknown as { sentToShell: Record<string, unknown>[] }).sentToShell,
    );
  await page.goto(at('/login'));
  await page.getByLabel('Email').fill('jordan.rivera@example.com');
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await expect.poll(sent).toEqual(
    expect.arrayContaining([
      { type: 'courtyard:session', state: 'started' },
      { type: 'courtyard:navigation', path: at('/dashboard') },
      { type: 'courtyard:height', height: expect.any(Number) },
    ]),
  );

  // The shell asks for a page, as JSON text on window (iOS), and the person pays there.
  await page.evaluate(() =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ type: 'courtyard:navigate', path: '/billing?account=MG-1001' }),
      }),
    ),
  );
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await expect.poll(sent).toContainEqual({
    type: 'courtyard:navigation',
    path: at('/billing?account=MG-1001'),
  });
  await page.getByRole('button', { name: 'Review payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog.getByRole('button', { name: /^Pay / })).toBeVisible();
  const agree = dialog.getByLabel('I agree to these terms');
  if (await agree.count()) await agree.check();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  // The shell hears the reference the person sees, and nothing about the money.
  await expect
    .poll(async () => (await sent()).find((m) => m.type === 'courtyard:payment-completed'))
    .toEqual({ type: 'courtyard:payment-completed', reference: expect.any(String) });
  const completed = (await sent()).find((m) => m.type === 'courtyard:payment-completed');
  await expect(page.getByText(String(completed?.reference))).toBeVisible();
  expect(JSON.stringify(await sent())).not.toMatch(/450|463|4242|amount|total/i);

  // …then logs the person out, on document (Android).
  await page.evaluate(() =>
    document.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'courtyard:logout' }) }),
    ),
  );
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(sent)
    .toContainEqual({ type: 'courtyard:session', state: 'ended', reason: 'loggedOut' });
  // Nothing the shell heard carries a token.
  expect(JSON.stringify(await sent())).not.toMatch(/eyJ|token/i);
});
