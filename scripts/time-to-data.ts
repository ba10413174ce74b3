// The bench's headline (npm run bench, scripts/bench.ts): when the person's data is on screen, on a
// real load in Chromium slowed as Lighthouse's mobile preset slows its simulation: 150 ms round
// trips, 1.6 Mbps down, 750 Kbps up (CDP `Network.emulateNetworkConditions`) and 4× CPU
// (`Emulation.setCPUThrottlingRate`). Each page is loaded cold (a fresh browser context: the HTTP
// cache empty, the session put into localStorage) and then warm (a second tab of that context once
// the first load has settled: the hashed files come from the cache, sessionStorage is new).
//
// "Data on screen" is a visible element carrying the person's data (PAGES below), seen by a
// MutationObserver installed before the page's own scripts run and timed with `performance.now()`
// (from the navigation's start). The login page's figure is the moment its typed form reaches the
// app's sign-in call: the fields are filled and the button pressed as soon as they are on screen
// (the prerendered page's or the app's), and the time is the start of the sign-in request.
// Requests and bytes are those the browser started before that moment (Resource Timing: the
// document, scripts, styles, translations, the services' answers; a cached file counts with 0
// bytes).
//
// Alone, to compare builds side by side (the machine's load then weighs on both alike):
//   node scripts/time-to-data.ts dist-a dist-b [--runs=5] [--pages=dashboard,billing]
// builds nothing, serves each folder with its own mocks and preview server (ports from
// BENCH_PORT_BASE, default 4700, 25 apart), and measures the builds in turn within each run
// (A, B, A, B …), page by page. A folder at the top of another checkout (`../before/dist`) is
// served by that checkout's scripts, with its boot script's hash and its mocks. A page whose inline
// script its server's policy refuses stops the run: that build would be measured without it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { systemChromium } from './chromium.ts';
import { refusedInlineScripts } from './security-headers.ts';

/** What the page shows once the person's data is there, checked in the page (see `installProbe`). */
type Probe = 'dashboard' | 'billing' | 'ledger-row' | 'express' | 'grid-row' | 'login-submitted';

export interface TimeToDataPage {
  name: string;
  path: string;
  signedIn: boolean;
  probe: Probe;
  /** What the figure is, for the table. */
  waitsFor: string;
}

export const TIME_TO_DATA_PAGES: TimeToDataPage[] = [
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    probe: 'login-submitted',
    waitsFor: 'the typed form submits through the app',
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    probe: 'dashboard',
    waitsFor: 'the name and the balance',
  },
  {
    name: 'billing',
    path: '/billing',
    signedIn: true,
    probe: 'billing',
    waitsFor: 'the account chosen, the methods listed, Review enabled',
  },
  {
    name: 'account history',
    path: '/billing/account-history',
    signedIn: true,
    probe: 'ledger-row',
    waitsFor: 'the first ledger row',
  },
  // The demo express-pay link of docs/contracts.md, opened by a guest.
  {
    name: 'express pay link',
    path: '/epay/card/a1b2c3d4',
    signedIn: false,
    probe: 'express',
    waitsFor: 'the amount due, its payment button enabled',
  },
  {
    name: 'board invoices',
    path: '/board/invoices',
    signedIn: true,
    probe: 'grid-row',
    waitsFor: 'the first row',
  },
];

/** Lighthouse's mobile preset, applied to a real load. */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
};

export interface TimeToDataSample {
  /** From the navigation's start to the data on screen. */
  ms: number;
  requests: number;
  bytes: number;
}

export interface TimeToDataResult {
  page: TimeToDataPage;
  /** One entry per build measured (a single one in `npm run bench`). */
  builds: { label: string; cold: TimeToDataSample[]; warm: TimeToDataSample[] }[];
  /** The load averages when the page's runs began and ended. */
  loadBefore: string;
  loadAfter: string;
}

export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Runs in the page before its scripts: records in `window.__timeToData` the first moment the
 * probe's condition holds (checked on every DOM change), and lets Resource Timing keep every entry.
 */
function installProbe(probe: Probe): void {
  const store = window as unknown as { __timeToData?: number };
  performance.setResourceTimingBufferSize(2000);
  if (probe === 'login-submitted') {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (store.__timeToData === undefined && entry.name.includes('/Users/Authenticate'))
          store.__timeToData = entry.startTime;
      }
    }).observe({ type: 'resource', buffered: true });
    return;
  }
  const shown = (element: Element | null | undefined): element is HTMLElement =>
    element instanceof HTMLElement &&
    element.checkVisibility() &&
    element.getBoundingClientRect().height > 0;
  const text = (element: Element | null | undefined) => element?.textContent ?? '';
  const enabledButton = (pattern: RegExp) =>
    [...document.querySelectorAll('#root button')].some(
      (button) =>
        shown(button) &&
        pattern.test(text(button).trim()) &&
        !(button as HTMLButtonElement).disabled,
    );
  /** The `<dd>` after a visible `<dt>` of that text. */
  const definition = (term: string) => {
    const dt = [...document.querySelectorAll('#root dt')].find(
      (element) => shown(element) && text(element).trim() === term,
    );
    const dd = dt?.nextElementSibling;
    return shown(dd) ? text(dd) : '';
  };
  /** A body row: a row with data cells, not the header's. */
  const bodyRow = () =>
    [...document.querySelectorAll('#root [role="row"], #root tbody tr')].some(
      (row) => shown(row) && row.querySelector('[role="cell"], td') !== null,
    );
  const conditions: Record<Exclude<Probe, 'login-submitted'>, () => boolean> = {
    dashboard: () =>
      [...document.querySelectorAll('#root h1')].some(
        (h1) => shown(h1) && /Welcome, \S/.test(text(h1)),
      ) && /\$\d/.test(definition('Balance')),
    billing: () => {
      const account = [...document.querySelectorAll<HTMLSelectElement>('#root select')].find(
        (select) => shown(select) && text(select.labels[0]).trim() === 'Account',
      );
      const methods = [...document.querySelectorAll('#root input[type="radio"]')].filter(
        (radio) => radio.closest('fieldset') && /ending in/.test(text(radio.closest('label'))),
      );
      return (
        account !== undefined &&
        account.value !== '' &&
        methods.length > 0 &&
        enabledButton(/^Review payment$/)
      );
    },
    'ledger-row': bodyRow,
    'grid-row': bodyRow,
    // The checkout's button ("Review payment", then "Pay $…" on the review).
    express: () =>
      /\$\d/.test(definition('Balance due')) && enabledButton(/^(Pay \$|Review payment$)/),
  };
  const condition = conditions[probe];
  const check = () => {
    if (store.__timeToData !== undefined) return;
    if (condition()) {
      store.__timeToData = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** What the page asked for before `untilMs`: the document and every resource started by then. */
async function requestsBefore(page: Page, untilMs: number) {
  return page.evaluate((until) => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const started = entries.filter((entry) => entry.startTime <= until);
    return {
      requests: started.length,
      bytes: started.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  }, untilMs);
}

/** Waits until the page has started no request for `quietMs` (at most `timeoutMs`). */
async function settle(page: Page, quietMs = 1500, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function throttledPage(context: BrowserContext, probe: Probe): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(installProbe, probe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return page;
}

/** One visit: the navigation, the login form's typing where there is one, the data's moment. */
async function visit(page: Page, url: string, target: TimeToDataPage): Promise<TimeToDataSample> {
  await page.goto(url, { waitUntil: 'commit' });
  if (target.probe === 'login-submitted') {
    // The prerendered page's fields or the app's, whichever is on screen.
    const email = page.getByLabel('Email').filter({ visible: true }).first();
    await email.fill('jordan.rivera@example.com', { timeout: 60_000 });
    await page
      .getByLabel('Password')
      .filter({ visible: true })
      .first()
      .fill('correct-horse', { timeout: 60_000 });
    await page
      .getByRole('button', { name: 'Log in' })
      .filter({ visible: true })
      .first()
      .click({ timeout: 60_000 });
  }
  const handle = await page.waitForFunction(
    () => (window as unknown as { __timeToData?: number }).__timeToData,
    null,
    { timeout: 90_000, polling: 200 },
  );
  const ms = (await handle.jsonValue()) as number;
  await settle(page);
  return { ms, ...(await requestsBefore(page, ms)) };
}

/** A cold visit in a fresh context, then a warm one in a second tab of it. */
async function coldAndWarm(
  browser: Browser,
  origin: string,
  target: TimeToDataPage,
  session: string,
): Promise<{ cold: TimeToDataSample; warm: TimeToDataSample }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    storageState: {
      cookies: [],
      origins: target.signedIn
        ? [{ origin, localStorage: [{ name: 'user-store', value: session }] }]
        : [],
    },
  });
  try {
    const url = `${origin}${target.path}`;
    const first = await throttledPage(context, target.probe);
    const cold = await visit(first, url, target);
    // The login visit signed in: the second visit is a visitor's again.
    if (!target.signedIn) await first.evaluate(() => localStorage.clear());
    await first.close();
    const second = await throttledPage(context, target.probe);
    const warm = await visit(second, url, target);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Logs in through the form once (unthrottled) and returns what the portal stored. */
async function signIn(browser: Browser, origin: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page
      .getByLabel('Email')
      .filter({ visible: true })
      .first()
      .fill('jordan.rivera@example.com', { timeout: 120_000 });
    await page
      .getByLabel('Password')
      .filter({ visible: true })
      .first()
      .fill('correct-horse', { timeout: 120_000 });
    await page
      .getByRole('button', { name: 'Log in' })
      .filter({ visible: true })
      .first()
      .click({ timeout: 120_000 });
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor({ timeout: 60_000 });
    const stored = await page.evaluate(() => localStorage.getItem('user-store') ?? '');
    if (!stored) throw new Error('Logging in stored no session');
    return stored;
  } finally {
    await context.close();
  }
}

export interface TimeToDataTarget {
  label: string;
  origin: string;
}

/** Fails when a target's pages carry an inline script its own server's policy refuses. */
async function checkInlineScripts(target: TimeToDataTarget, pages: TimeToDataPage[]) {
  for (const page of pages) {
    const answer = await fetch(`${target.origin}${page.path}`);
    const refused = refusedInlineScripts(
      await answer.text(),
      answer.headers.get('content-security-policy') ?? '',
    );
    if (refused.length > 0)
      throw new Error(
        `${target.label}${page.path}: its policy refuses ${String(refused.length)} inline script(s); ` +
          'serve a build from its own checkout (../before/dist), whose policy has its boot script',
      );
  }
}

/**
 * Measures every page on every target, `runs` times, the targets in turn within each run, and
 * prints each sample as it comes.
 */
export async function measureTimeToData(options: {
  targets: TimeToDataTarget[];
  pages: TimeToDataPage[];
  runs: number;
}): Promise<TimeToDataResult[]> {
  for (const target of options.targets) await checkInlineScripts(target, options.pages);
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--no-first-run', '--disable-sync'],
  });
  try {
    const sessions = new Map<string, string>();
    for (const target of options.targets)
      sessions.set(target.origin, await signIn(browser, target.origin));
    const results: TimeToDataResult[] = [];
    for (const page of options.pages) {
      const loadBefore = loadAverages();
      const builds = options.targets.map((target) => ({
        label: target.label,
        cold: [] as TimeToDataSample[],
        warm: [] as TimeToDataSample[],
      }));
      for (let run = 1; run <= options.runs; run += 1) {
        for (const [index, target] of options.targets.entries()) {
          const { cold, warm } = await coldAndWarm(
            browser,
            target.origin,
            page,
            sessions.get(target.origin) ?? '',
          );
          builds[index]?.cold.push(cold);
          builds[index]?.warm.push(warm);
          console.info(
            `  ${page.name.padEnd(17)} ${target.label.padEnd(12)} run ${String(run)}: cold ${cold.ms.toFixed(0)} ms (${String(cold.requests)} requests), warm ${warm.ms.toFixed(0)} ms (${String(warm.requests)}) · load ${loadAverages()}`,
          );
        }
      }
      results.push({ page, builds, loadBefore, loadAfter: loadAverages() });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The markdown table: one row per page and build, medians. */
export function timeToDataTable(results: TimeToDataResult[]): string {
  const several = (results[0]?.builds.length ?? 0) > 1;
  const header = [
    'page',
    ...(several ? ['build'] : []),
    'data on screen',
    'cold',
    'requests',
    'KiB',
    'warm',
    'requests',
    'KiB',
    'load (1, 5, 15 min)',
  ];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const kib = (bytes: number) => (bytes / 1024).toFixed(0);
  const rows = results.flatMap(({ page, builds, loadBefore, loadAfter }) =>
    builds.map((build) => {
      const pick = (samples: TimeToDataSample[], key: keyof TimeToDataSample) =>
        median(samples.map((sample) => sample[key]));
      return [
        `${page.name} (${page.path})`,
        ...(several ? [build.label] : []),
        page.waitsFor,
        seconds(pick(build.cold, 'ms')),
        pick(build.cold, 'requests').toFixed(0),
        kib(pick(build.cold, 'bytes')),
        seconds(pick(build.warm, 'ms')),
        pick(build.warm, 'requests').toFixed(0),
        kib(pick(build.warm, 'bytes')),
        `${loadBefore} → ${loadAfter}`,
      ];
    }),
  );
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

export const throttlingNote = `Chromium (${systemChromium() ?? "Playwright's own"}), network ${String(THROTTLING.latencyMs)} ms round trips, 1.6 Mbps down, 750 Kbps up, CPU ${String(THROTTLING.cpuSlowdown)}× slower; cold = a fresh context (empty HTTP cache), warm = a second tab once the first load settled; medians.`;

// ---------------------------------------------------------------------------------------------
// Alone: several builds side by side.

/** Resolves once the build's configuration answers; throws if its servers stop or time runs out. */
export async function waitForOrigin(origin: string, server: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The servers of ${origin} stopped`);
    try {
      if ((await fetch(`${origin}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not answer in time`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** Serves a build folder with its own mocks (scripts/start.ts, E2E=1), stopped with the process. */
export function serveBuild(root: string, outDir: string, appPort: number): ChildProcess {
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E: '1',
      QUIET_SERVERS: '1',
      BUILD_OUT_DIR: outDir,
      APP_PORT: String(appPort),
      MOCK_PORT_BASE: String(appPort + 10),
    },
  });
  process.on('exit', () => stopBuild(server));
  return server;
}

/** Stops a build's servers (their own process group) if they still run. */
export function stopBuild(server: ChildProcess): void {
  if (server.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const folders = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const option = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(option('runs') ?? '5');
  const names = option('pages')?.split(',');
  const pages = names
    ? TIME_TO_DATA_PAGES.filter((page) => names.includes(page.name.replaceAll(' ', '-')))
    : TIME_TO_DATA_PAGES;
  if (folders.length === 0 || pages.length === 0) {
    console.error('Usage: node scripts/time-to-data.ts <build folder>… [--runs=5] [--pages=a,b]');
    process.exit(2);
  }
  for (const folder of folders)
    if (!existsSync(join(root, folder, 'index.html'))) throw new Error(`${folder}/ has no build`);
  const base = Number(process.env.BENCH_PORT_BASE ?? '4700');
  const targets = folders.map((folder, index) => {
    // A build in another checkout (`../before/dist`) is served by that checkout's servers: its
    // preview allows its own boot script's hash, and its mocks are its own.
    const checkout = dirname(resolve(root, folder));
    const own = existsSync(join(checkout, 'scripts', 'start.ts')) && checkout !== resolve(root);
    return {
      label: folder,
      origin: `http://127.0.0.1:${String(base + index * 25)}`,
      server: own
        ? serveBuild(checkout, basename(folder), base + index * 25)
        : serveBuild(root, folder, base + index * 25),
    };
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  await Promise.all(targets.map((target) => waitForOrigin(target.origin, target.server)));
  const results = await measureTimeToData({ targets, pages, runs });
  console.info(`\n${timeToDataTable(results)}\n\n${throttlingNote}`);
  process.exit(0);
}
