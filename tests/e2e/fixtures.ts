import { readFileSync } from 'node:fs';
import axe, { type RunOptions } from 'axe-core';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import type { components } from '../../generated/users/schema';
import { signInAs } from './sandbox';

/** A user answer as the users contract has it (openapi-typescript), for journeys that serve one. */
export type UserAnswer = components['schemas']['User'];
/** A securities answer as the users contract has it. */
export type SecurityAnswer = components['schemas']['UserSecurity'];

/** Each project runs the same journeys at / (main) or under /embed (embedded page set). */
export interface PortalOptions {
  pathPrefix: '' | '/embed';
  /** A journey that provokes Content-Security-Policy reports on purpose turns the guard off. */
  allowCspViolations: boolean;
}

export interface PortalFixtures {
  /** The in-app path as the browser sees it in this project: `/billing` or `/embed/billing`. */
  at: (path: string) => string;
  /** Opens an in-app path in this project. */
  open: (path: string) => Promise<void>;
  /** Runs axe with the WCAG 2.x A/AA rules and expects no violations. */
  expectAccessible: (page?: Page) => Promise<void>;
}

/** What Chromium logs when the Content-Security-Policy blocks something. */
const CSP_REPORT = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<PortalOptions & PortalFixtures>({
  pathPrefix: ['', { option: true }],
  allowCspViolations: [false, { option: true }],
  // Every journey runs under the preview server's security headers (scripts/security-headers.ts):
  // anything the policy blocks fails the journey, so a header change cannot quietly break a page.
  page: async ({ page, allowCspViolations }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (CSP_REPORT.test(message.text())) violations.push(message.text());
    });
    // Not every block reaches the console by itself (a refused eval may only throw): report each.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI}`,
        );
      });
    });
    await use(page);
    // A route handler still waiting on the mock when the journey ends must not fail the run.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  at: async ({ pathPrefix }, use) => {
    await use((path) => `${pathPrefix}${path === '/' && pathPrefix ? '' : path}`);
  },
  open: async ({ page, at }, use) => {
    await use(async (path) => {
      await page.goto(at(path));
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      expect(await axeViolations(target)).toEqual([]);
    });
  },
});

/** What axe checks: the WCAG 2.x A/AA rules (WCAG 2.2 AA). Node details for violations only. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/** One violation as a line of the assertion's message: rule, impact, help and the nodes. */
interface ViolationLine {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe with the WCAG 2.x A/AA rules and lists each violation with the nodes it found. axe is
 * put into a document (and its same-origin frames) once and reused by later checks of it:
 * @axe-core/playwright evaluated its 500 KB source twice per check, and a fresh copy runs
 * cold — about 1.0 CPU-s per check on the dashboard, against 0.4 (0.3 when reused).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // From the top: a control that the page's scroll position leaves half under the sticky top bar
  // counts as too small a target (target-size), which says where the journey scrolled, not how
  // the page is built.
  await page.evaluate(() => window.scrollTo(0, 0));
  await colourTransitionsDone(page);
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile has nothing to check.
    const present = await frame
      .evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
      .catch(() => true);
    if (present) continue;
    // Frames answer the top document's axe only when same-origin, as @axe-core/playwright's
    // legacy mode had it (no blank page to merge cross-origin results in).
    await frame
      .evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`)
      .catch(() => undefined);
  }
  const lines = await page.evaluate(async (options): Promise<ViolationLine[]> => {
    const runner = (window as AxeWindow).axe;
    if (!runner) throw new Error('axe could not be put into the page');
    const results = await runner.run(document, options);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'n/a',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, AXE_OPTIONS);
  return lines.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`);
}

/**
 * Colour transitions finish before axe reads the colours as drawn: a button caught half-way
 * (the design template's colours arriving after the first paint, or the light look coming back
 * after the dark check) fails contrast on a busy machine. A spinner's endless animation is not
 * waited for; a transition cancelled meanwhile counts as done.
 */
async function colourTransitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The same check with the device asking for dark (issue 56 item 6): the page's colours follow it
 * without a reload, so a walk checks each page it has open in both looks, and the page is light
 * again after.
 */
export async function axeViolationsInDark(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    return (await axeViolations(page)).map((line) => `dark: ${line}`);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

/** The page's window once axe is in it. */
type AxeWindow = Window & { axe?: Pick<typeof axe, 'run'> };

export { expect };

/** The requests of one method whose path matches, from now on, for assertions after the fact. */
export function recordRequests(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

/** Answers the session's `GET /AutoDraft` with its `none` example: no account is enrolled yet. */
export async function withoutEnrolments(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/mock/connect-payments/AutoDraft'),
    (route) =>
      route.request().method() === 'GET'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'example=none' } })
        : route.continue(),
  );
}

/**
 * Answers the session's `GET /Account` with a named example of the contract (`lakesidePaidUp`,
 * `lakesideEnrolled`, …): the accounts (sub-ledgers) the portal loads at sign-in and on a reload.
 */
export async function withAccounts(page: Page, example: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/mock/connect-payments/Account'),
    (route) =>
      route.request().method() === 'GET'
        ? route.continue({
            headers: { ...route.request().headers(), prefer: `example=${example}` },
          })
        : route.continue(),
  );
}

/** Logs in through the form as Jordan, as a homeowner would; lands on the dashboard. */
export async function logInWithForm(page: Page, at: (path: string) => string): Promise<void> {
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
}

/**
 * Where the setup project (auth.setup.ts) keeps the signed-in browser storage: one file per
 * run's port base, so two runs on one machine never read each other's session.
 */
export function signedInStatePath(): string {
  return `playwright/.auth/jordan-${process.env.E2E_PORT_BASE ?? '4600'}.json`;
}

interface StoredState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** A property of Jordan's, as the session keeps the chosen one (`user-store`). */
export interface ChosenProperty {
  propertyId: number;
  associationId: number;
}

/** Jordan's home at Maple Grove: account MG-1001, 12 Maple Court (owner 5001). */
export const MAPLE_GROVE: ChosenProperty = { propertyId: 2001, associationId: 101 };

/**
 * Signs this tab in as Jordan Rivera from the session the setup project stored (auth.setup.ts)
 * instead of the form: the next page opened is signed in, and no login page is loaded. The
 * storage is written once, before the app's first script, in this tab's top frame only, so a
 * journey that logs out and reloads stays signed out, as a person would. With a property, the
 * session starts with it chosen, as a person's earlier choice is kept: the journey opens its page
 * directly instead of the dashboard and the property selector first.
 */
export async function startSignedIn(page: Page, property?: ChosenProperty): Promise<void> {
  const state = JSON.parse(readFileSync(signedInStatePath(), 'utf8')) as StoredState;
  const origins = property
    ? state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.map((item) =>
          item.name === SESSION_KEY ? { ...item, value: withProperty(item.value, property) } : item,
        ),
      }))
    : state.origins;
  await page.addInitScript((origins) => {
    const seededFlag = 'e2e:signed-in-state-seeded';
    if (window !== window.top || sessionStorage.getItem(seededFlag)) return;
    const mine = origins.find((entry) => entry.origin === location.origin);
    if (!mine) return;
    sessionStorage.setItem(seededFlag, '1');
    for (const { name, value } of mine.localStorage) localStorage.setItem(name, value);
  }, origins);
}

/** Where the session keeps its persisted part (src/entities/session/model.ts). */
const SESSION_KEY = 'user-store';

function withProperty(stored: string, { propertyId, associationId }: ChosenProperty): string {
  const session = JSON.parse(stored) as Record<string, unknown>;
  return JSON.stringify({
    ...session,
    selectedPropertyId: propertyId,
    selectedAssociationId: associationId,
  });
}

/** Opens `path` signed in as Jordan Rivera (`startSignedIn`); the dashboard unless told. */
export async function logIn(page: Page, at: (path: string) => string, path = '/'): Promise<void> {
  await startSignedIn(page);
  await page.goto(at(path));
  if (path === '/')
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
}

/**
 * Chooses a property through the header's property selector, as a person would: searches for the
 * account number, picks the one match, and waits for the selector to name the address.
 */
export async function chooseProperty(page: Page, account: string, address: string): Promise<void> {
  await page.getByRole('button', { name: /^Property:/ }).click();
  const search = page.getByRole('combobox', {
    name: 'Search by association, account number or address',
  });
  await search.fill(account);
  await expect(page.getByRole('listbox', { name: 'Properties' }).getByRole('option')).toHaveCount(
    1,
  );
  await search.press('Enter');
  await expect(page.getByRole('button', { name: `Property: ${address}` })).toBeVisible();
}

/** Makes one service call answer with a status (Prism's Prefer header), for error journeys. */
export async function preferStatus(page: Page, urlPattern: string, prefer: string): Promise<void> {
  await page.route(urlPattern, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer } }),
  );
}

/**
 * A port for a parent page that frames the portal: another origin, which the preview server lets
 * frame /embed (playwright.config.ts, EXTRA_EMBED_PARENT_ORIGINS). Slots 0 and 1 serve the embed
 * and header journeys; slot 2 is the hostile-input journey's own, so they never wait on each other.
 */
export function embedParentPort(baseURL: string | undefined, slot: 0 | 1 | 2): number {
  const base = Number(new URL(baseURL ?? 'http://127.0.0.1:4600').port);
  return base + [8, 9, 7][slot]!;
}

/** Serves Jordan Rivera's user answer in mimic mode (SPEC §6): a staff member viewing as Jordan. */
export async function serveMimicUser(page: Page, mimickedBy: string): Promise<void> {
  const user: UserAnswer = {
    userId: 1001,
    userName: 'jordan.rivera',
    email: 'jordan.rivera@example.com',
    firstName: 'Jordan',
    lastName: 'Rivera',
    isMimic: true,
    mimickedBy,
  };
  await page.route('**/mock/users/Users/1001', (route) => route.fulfill({ json: user }));
}

/** Serves config.json with some keys changed (the feature flags, limits, parents come from it). */
export async function withConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...patch } });
  });
}

/**
 * A slow uplink (Chromium's network emulation), so upload progress moves while the bytes go: a
 * route that held the request would hold its body too, and the progress with it. Returns the
 * function that gives the full speed back.
 */
export async function slowUplink(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const emulate = async (latency: number, uploadThroughput: number) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput,
    });
  };
  await cdp.send('Network.enable');
  await emulate(20, bytesPerSecond);
  return () => emulate(0, -1);
}

/**
 * Holds the app's entry script until the returned `release` is called: until then the app is not
 * up, and what is on screen is the prerendered page (scripts/prerender.ts).
 */
export function holdTheApp(page: Page): Promise<() => void> {
  // The entry's file is named after the start-up group it holds (vite.config.ts, framework).
  return holdRequests(page, /\/assets\/framework-[\w-]+\.js$/);
}

/**
 * The file the build made of the first module matching `source` (its manifest, dist/.vite/), as
 * `/assets/name-hash.js`: for a journey that holds or fails one chunk's download.
 */
export function builtFile(source: RegExp): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = Object.entries(manifest).find(([key]) => source.test(key))?.[1].file;
  if (!file) throw new Error(`The build has no module matching ${String(source)}`);
  return `/${file}`;
}

/** Holds every request whose URL matches (a stylesheet, a page's chunk, translations) until `release`. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    release();
  };
}
