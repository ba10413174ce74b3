import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { embedParentPort, expect, test } from './fixtures';

// The preview server sends the deployment's security headers (scripts/security-headers.ts, the
// same definition deploy/nginx.conf is rendered from). Every journey runs under them and fails on a
// Content-Security-Policy report (fixtures.ts); this file checks the headers themselves and framing.

test.skip(({ pathPrefix }) => pathPrefix !== '', 'one run is enough: the paths are explicit here');

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/login', '/billing/account-history', '/config.json', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    expect(headers['reporting-endpoints'], path).toBe(
      'csp="https://csp-reports.courtyard.example/report"',
    );
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('report-to'), path).toEqual(['csp']);
    expect(csp.get('default-src'), path).toEqual(["'self'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    // Scripts: the app's own files, the prerendered page's boot script by its hash (the test
    // below) and Stripe's, never 'unsafe-inline', never eval (the JSON forms' validators are
    // precompiled, scripts/generate-forms.ts).
    expect(csp.get('script-src'), path).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    // The mock services are same-origin paths (/mock/<service>) in this configuration.
    expect(csp.get('connect-src')?.[0], path).toBe("'self'");
    expect(csp.get('connect-src'), path).toContain('https://api.stripe.com');
  }
});

test(
  '/embed pages may be framed by the configured parents only',
  { tag: '@embed' },
  async ({ request, baseURL }) => {
    const config = (await (await request.get('/config.json')).json()) as {
      embedParentOrigins: string[];
    };
    for (const path of ['/embed', '/embed/login', '/embed/billing?x=1']) {
      const headers = (await request.get(path)).headers();
      const ancestors = directives(headers['content-security-policy'] ?? '').get('frame-ancestors');
      expect(ancestors, path).toEqual(expect.arrayContaining(config.embedParentOrigins));
      expect(ancestors, path).not.toContain("'none'");
      expect(ancestors, path).not.toContain('*');
      // Only the configured parents plus this run's own parent pages (playwright.config.ts).
      const runParents = [0, 1, 2].map(
        (slot) => `http://127.0.0.1:${String(embedParentPort(baseURL, slot as 0 | 1 | 2))}`,
      );
      expect(
        ancestors?.every((o) => config.embedParentOrigins.includes(o) || runParents.includes(o)),
      ).toBe(true);
      expect(headers['x-frame-options'], path).toBeUndefined();
    }
    // A path that only starts like /embed is an ordinary page.
    const lookalike = (await request.get('/embedded')).headers();
    expect(directives(lookalike['content-security-policy'] ?? '').get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  },
);

test('the built page’s one inline script is the one the policy allows by its hash', async ({
  request,
}) => {
  const response = await request.get('/login');
  const html = await response.text();
  // A JSON data block (the route code plan) is never run, so the policy need not allow it.
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1] ?? '');
  expect(html).toContain('<script type="application/json" id="route-chunks">');
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256')
    .update(inline[0] ?? '')
    .digest('base64');
  const csp = directives(response.headers()['content-security-policy'] ?? '');
  expect(csp.get('script-src')).toContain(`'sha256-${hash}'`);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

/** A parent page on another origin that frames `portalUrl`; port 0 picks one no policy allows. */
function serveParent(portalUrl: string, port: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><html lang="en"><title>Parent</title>
      <iframe id="portal" title="Courtyard" src=${JSON.stringify(portalUrl)} style="width:1000px;height:700px"></iframe></html>`);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${String(address.port)}`, server });
    });
  });
}

/** The framed document's URL once it committed: Chromium's error page when framing was refused. */
async function framedUrl(page: Page): Promise<string> {
  await expect.poll(() => page.frames().length).toBe(2);
  const frame = page.frames()[1]!;
  await frame.waitForLoadState('load');
  return frame.url();
}

test.describe('framing', () => {
  // Refused frames are reported on the console as Content-Security-Policy violations.
  test.use({ allowCspViolations: true });
  test.describe.configure({ mode: 'serial' });

  test(
    'a page outside /embed cannot be framed, even by an allowed parent',
    { tag: '@embed' },
    async ({ page, baseURL }) => {
      const { origin, server } = await serveParent(
        `${baseURL ?? ''}/login`,
        embedParentPort(baseURL, 1),
      );
      try {
        const refused = page.waitForEvent('console', (m) =>
          /frame-ancestors 'none'/.test(m.text()),
        );
        await page.goto(`${origin}/`);
        await refused;
        expect(await framedUrl(page)).toMatch(/^chrome-error:/);
        await expect(page.frameLocator('#portal').getByLabel('Email')).toHaveCount(0);
      } finally {
        server.close();
      }
    },
  );

  test(
    'an /embed page can be framed by an allowed parent',
    { tag: '@embed' },
    async ({ page, baseURL }) => {
      const { origin, server } = await serveParent(
        `${baseURL ?? ''}/embed/login`,
        embedParentPort(baseURL, 1),
      );
      try {
        // The parent is allowed in the runtime configuration the portal reads, as a deployment would.
        await page.route('**/config.json', async (route) => {
          const response = await route.fetch();
          const config = (await response.json()) as { embedParentOrigins: string[] };
          await route.fulfill({
            response,
            json: { ...config, embedParentOrigins: [...config.embedParentOrigins, origin] },
          });
        });
        const reports: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) reports.push(m.text());
        });
        await page.goto(`${origin}/`);
        const portal = page.frameLocator('#portal');
        await expect(portal.getByLabel('Email')).toBeVisible();
        expect(await framedUrl(page)).toBe(`${baseURL ?? ''}/embed/login`);
        expect(reports).toEqual([]);
      } finally {
        server.close();
      }
    },
  );

  test(
    'an /embed page refuses a parent that is not configured',
    { tag: '@embed' },
    async ({ page, baseURL }) => {
      const { origin, server } = await serveParent(`${baseURL ?? ''}/embed/login`, 0);
      try {
        const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
        await page.goto(`${origin}/`);
        await refused;
        expect(await framedUrl(page)).toMatch(/^chrome-error:/);
        await expect(page.frameLocator('#portal').getByLabel('Email')).toHaveCount(0);
      } finally {
        server.close();
      }
    },
  );
});
