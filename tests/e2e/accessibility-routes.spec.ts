import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { FileRoutesByFullPath } from '../../src/routeTree.gen';
import {
  axeViolations,
  axeViolationsInDark,
  expect,
  preferStatus,
  startSignedIn,
  test,
} from './fixtures';

// Issue 14, item 1: axe (WCAG 2.2 AA: rules tagged wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on
// every route of SPEC §2, at 360 and 1280 px; the signed-in routes as a homeowner who is not on
// the board (`Prefer: example=homeownerOnly` on /Security: the pages that differ for them, see
// HOMEOWNER_URLS) and as a board member (Jordan Rivera, the demo user: every route). One test per
// width and role visits its routes and collects each violation with a soft assertion, so one run
// lists them all. The main project only: /embed has the same pages. Issue 56 item 6: each page is
// checked again in the dark look (the device asking for it), where it stands, without a reload.
//
// Every route of src/routes must appear below: the list is keyed by the generated route tree's
// full paths, so `tsc` fails when a route is added without a visit (and the first test checks the
// generated file at run time too).

type RoutePath = keyof FileRoutesByFullPath;

/** Who sees the route: `public` pages once per width, signed-in ones per role and width. */
type Audience = 'public' | 'signedIn';

interface Visit {
  audience: Audience;
  /** Concrete URLs to open (demo ids of docs/contracts.md); a layout route names its index. */
  urls: readonly string[];
  /** Set when the route redirects: where axe runs is the page it lands on. */
  redirectsTo?: RegExp;
}

const ROUTES = {
  '/': { audience: 'public', urls: ['/'], redirectsTo: /\/login$/ },
  '/login/{-$clientId}': { audience: 'public', urls: ['/login', '/login/MAPLE'] },
  '/logout': { audience: 'public', urls: ['/logout'], redirectsTo: /\/login$/ },
  '/forgot-login': { audience: 'public', urls: ['/forgot-login'] },
  '/create-account': { audience: 'public', urls: ['/create-account'] },
  '/household/join': { audience: 'public', urls: ['/household/join'] },
  '/request-account': { audience: 'public', urls: ['/request-account'] },
  '/not-found': { audience: 'public', urls: ['/not-found'] },
  '/server-error': { audience: 'public', urls: ['/server-error'] },
  '/$': { audience: 'public', urls: ['/nothing/here'] },
  // Without a usable token both explain themselves on the login page.
  '/auth/jwt': {
    audience: 'public',
    urls: ['/auth/jwt?token=not-a-token'],
    redirectsTo: /\/login\?reason=/,
  },
  '/auth/sso': { audience: 'public', urls: ['/auth/sso?ssoToken=refused'] },
  // The link leaves the address bar as it opens: both redirect to their /epay/card twins.
  '/epay/$strategy/$link/': {
    audience: 'public',
    urls: ['/epay/card/a1b2c3d4'],
    redirectsTo: /\/epay\/card$/,
  },
  '/epay/$strategy/$link/confirmation': {
    audience: 'public',
    urls: ['/epay/card/a1b2c3d4/confirmation'],
    redirectsTo: /\/epay\/card\/confirmation$/,
  },
  '/epay/$strategy/': { audience: 'public', urls: ['/epay/card'] },
  '/epay/$strategy/confirmation': { audience: 'public', urls: ['/epay/card/confirmation'] },

  '/dashboard': { audience: 'signedIn', urls: ['/dashboard'] },
  '/billing': { audience: 'signedIn', urls: [] }, // the layout of /billing/
  '/billing/': { audience: 'signedIn', urls: ['/billing'] },
  '/billing/manage-account': { audience: 'signedIn', urls: ['/billing/manage-account'] },
  '/billing/payment-consent': { audience: 'signedIn', urls: ['/billing/payment-consent'] },
  '/billing/support': { audience: 'signedIn', urls: ['/billing/support'] },
  '/billing/account-overview': { audience: 'signedIn', urls: ['/billing/account-overview'] },
  '/billing/account-history': { audience: 'signedIn', urls: ['/billing/account-history'] },
  '/billing/auto-draft': { audience: 'signedIn', urls: ['/billing/auto-draft'] },
  '/community/calendar': { audience: 'signedIn', urls: ['/community/calendar'] },
  '/community/directory': { audience: 'signedIn', urls: ['/community/directory'] },
  '/community/requests': { audience: 'signedIn', urls: ['/community/requests'] },
  '/community/new-request': { audience: 'signedIn', urls: ['/community/new-request'] },
  '/community/arc-requests/': { audience: 'signedIn', urls: ['/community/arc-requests'] },
  '/community/arc-requests/new': { audience: 'signedIn', urls: ['/community/arc-requests/new'] },
  '/community/arc-requests/$id': { audience: 'signedIn', urls: ['/community/arc-requests/6011'] },
  '/community/documents/{-$id}': {
    audience: 'signedIn',
    urls: ['/community/documents', '/community/documents/1201'],
  },
  '/community/documents/a/$associationId/f/{-$folderId}': {
    audience: 'signedIn',
    urls: ['/community/documents/a/101/f/1204'],
  },
  '/community/help': { audience: 'signedIn', urls: ['/community/help'] },
  '/community/faq': { audience: 'signedIn', urls: ['/community/faq'] },
  '/community/announcements': { audience: 'signedIn', urls: ['/community/announcements'] },
  '/community/violations/': { audience: 'signedIn', urls: ['/community/violations'] },
  '/community/violations/$id': { audience: 'signedIn', urls: ['/community/violations/16303'] },
  '/custom/$legacyAction': {
    audience: 'signedIn',
    urls: ['/custom/ClubhouseRules', '/custom/PoolPass'],
  },
  '/my/profile-settings': { audience: 'signedIn', urls: ['/my/profile-settings'] },
  '/my/household': { audience: 'signedIn', urls: ['/my/household'] },
  '/my/messages/': { audience: 'signedIn', urls: ['/my/messages'] },
  '/my/messages/$id': { audience: 'signedIn', urls: ['/my/messages/12001'] },
  '/board': { audience: 'signedIn', urls: [] }, // the layout of the board pages
  '/board/arcs/': { audience: 'signedIn', urls: ['/board/arcs'] },
  '/board/arcs/$id': { audience: 'signedIn', urls: ['/board/arcs/6001'] },
  '/board/bank-accounts': { audience: 'signedIn', urls: ['/board/bank-accounts'] },
  '/board/collections': { audience: 'signedIn', urls: ['/board/collections'] },
  '/board/homeowners': { audience: 'signedIn', urls: ['/board/homeowners'] },
  '/board/inspections': { audience: 'signedIn', urls: ['/board/inspections'] },
  '/board/violations': { audience: 'signedIn', urls: ['/board/violations'] },
  '/board/announcements': { audience: 'signedIn', urls: ['/board/announcements'] },
  '/board/invoices': { audience: 'signedIn', urls: ['/board/invoices'] },
  '/board/more-items': { audience: 'signedIn', urls: ['/board/more-items'] },
  '/board/reports': { audience: 'signedIn', urls: ['/board/reports'] },
  '/board/to-do-list': { audience: 'signedIn', urls: ['/board/to-do-list'] },
  '/board/work-orders': { audience: 'signedIn', urls: ['/board/work-orders'] },
  // Default layout, but the files are the user's: a session is needed.
  '/board/arcs/$id/attachments': { audience: 'signedIn', urls: ['/board/arcs/6001/attachments'] },
  '/document/$associationId/$documentId/$name': {
    audience: 'signedIn',
    urls: ['/document/101/1301/Declaration%20of%20covenants.pdf'],
  },
} as const satisfies Record<RoutePath, Visit>;

// A homeowner who is not on the board sees the pages above with the same markup, but for the
// navigation without the board section, the dashboard without the board widgets, and every
// board page replaced by the same "not for your account" page: those are checked again as them
// (every page twice cost ~75 s of the CI run for markup already checked).
const HOMEOWNER_URLS = [
  '/dashboard',
  '/billing',
  '/board/arcs',
  '/board/arcs/6001',
  '/board/reports',
];

function urlsOf(audience: Audience): string[] {
  return Object.values(ROUTES as Record<RoutePath, Visit>)
    .filter((visit) => visit.audience === audience)
    .flatMap((visit) => visit.urls);
}

function visitOf(url: string): Visit | undefined {
  return Object.values(ROUTES as Record<RoutePath, Visit>).find((v) => v.urls.includes(url));
}

/** Waits until the page has settled: a heading, no request in flight, nothing marked busy. */
async function settle(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Opens each URL, lets it settle and records every axe violation as a soft failure. Pages
 * after the first are opened inside the running app (a history push the router follows,
 * as a link would): a full reload per page booted the whole app again, a third of this file's
 * time, for markup that is the same either way.
 */
async function checkEach(
  page: Page,
  urls: readonly string[],
  label: string,
  { inApp = false }: { inApp?: boolean } = {},
) {
  for (const [index, url] of urls.entries()) {
    const visit = visitOf(url);
    const here = new URL(page.url());
    // The page the last one redirected to (/ to /login) is open already: checked as it stands.
    const alreadyOpen = inApp && index > 0 && here.pathname + here.search === url;
    // A second URL of the same route keeps its page component: a reload makes sure the check
    // sees the new page (waiting for a marked heading to go would wait out its timeout).
    if (alreadyOpen) {
      // Nothing to open.
    } else if (
      inApp &&
      index > 0 &&
      // A visit that redirects is loaded: the push below waits for the URL it pushed.
      !visit?.redirectsTo &&
      visitOf(urls[index - 1] ?? '') !== visit
    ) {
      // The page left behind is marked, so the check waits for the next one to replace it (a
      // route that keeps its component, a param change, keeps the mark: then the wait ends after
      // a few seconds with the page re-rendered).
      await page.evaluate((next) => {
        for (const heading of document.querySelectorAll('h1')) heading.dataset.left = '';
        window.history.pushState(null, '', next);
      }, url);
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { intervals: [50] })
        .toBe(url);
      await page
        .locator('h1:not([data-left])')
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
    } else {
      await page.goto(url);
    }
    await settle(page);
    if (visit?.redirectsTo) expect.soft(page.url(), `${url} redirects`).toMatch(visit.redirectsTo);
    await expect.soft(page.locator('h1').first(), `${url} shows a page (${label})`).toBeVisible();
    // Issue 21: no page scrolls sideways and nothing is cut off at the right edge; what is wider
    // than the screen (a grid, a table) scrolls inside a frame of its own.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // Inside a frame that scrolls, or cut off by a box that clips it (a truncated label, what
      // is only for screen readers): that box is checked itself.
      const inScrollFrame = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const x = getComputedStyle(up).overflowX;
          if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
        }
        return false;
      };
      const wider = [...document.querySelectorAll('body *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1 && !inScrollFrame(el);
        })
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`);
      return { scroll: Math.max(0, document.documentElement.scrollWidth - width), wider };
    });
    expect.soft(overflow, `${url} fits the screen (${label})`).toEqual({ scroll: 0, wider: [] });
    if (page.viewportSize()?.width === 360) {
      // Issue 21: one top bar of at most 56 px, and the page's heading within the first 150 px.
      const chrome = await page.evaluate(() => {
        window.scrollTo(0, 0);
        const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        const heading = document.querySelector('h1')?.getBoundingClientRect().top ?? 0;
        return { barAtMost56: bar <= 56, headingWithin150: heading <= 150, bar, heading };
      });
      expect
        .soft(chrome, `${url} starts near the top of a phone (${label})`)
        .toMatchObject({ barAtMost56: true, headingWithin150: true });
    }
    expect.soft(await axeViolations(page), `axe violations on ${url} (${label})`).toEqual([]);
    expect
      .soft(await axeViolationsInDark(page), `axe violations on ${url} in dark (${label})`)
      .toEqual([]);
  }
}

test.skip(({ pathPrefix }) => pathPrefix !== '', 'main project only: /embed has the same pages');

test('every route of the generated route tree has a visit in this list', () => {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((path) => !(path in ROUTES))).toEqual([]);
});

for (const width of [360, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('public and default-layout pages have no axe violations', async ({ page }) => {
      test.setTimeout(240_000);
      // A refused single sign-on: the page explains it instead of signing in.
      await preferStatus(page, '**/mock/users/Users/AuthenticateSSO', 'code=401');
      await checkEach(page, urlsOf('public'), `public, ${String(width)} px`, { inApp: true });
    });

    test('every signed-in page as a board member has no axe violations', async ({ page }) => {
      test.setTimeout(480_000);
      await startSignedIn(page);
      await checkEach(page, urlsOf('signedIn'), `board member, ${String(width)} px`, {
        inApp: true,
      });
    });

    test('the pages a homeowner sees differently have no axe violations', async ({ page }) => {
      test.setTimeout(240_000);
      await preferStatus(page, '**/mock/users/Security', 'example=homeownerOnly');
      await startSignedIn(page);
      await checkEach(page, HOMEOWNER_URLS, `homeowner, ${String(width)} px`, { inApp: true });
    });
  });
}
