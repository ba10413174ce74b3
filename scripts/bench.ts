// npm run bench — page-load performance of the production build against the Prism mocks, plus the
// 10,000-row grid benchmark. The headline is when the person's data is on screen on a real
// throttled load, cold and warm (scripts/time-to-data.ts; BENCH_TTD_RUNS, default 5); Lighthouse
// is the guard after it (mobile score ≥ 90, desktop ≥ 98). Not a test (never part of `npm test`): it prints figures to read and
// writes them to reports/bench.md (gitignored: the figures belong to the machine that ran them).
//
// 1. Builds the portal into its own folder (BENCH_OUT_DIR, default dist-bench) with the production
//    Vite config; `-- --reuse-build` keeps a build already there.
// 2. Starts the mocks and `vite preview` of that build (scripts/start.ts with E2E=1, so the
//    deployment's security headers apply) on BENCH_PORT_BASE (default 4700: app on the base, mocks
//    on base + 10 … + 14).
// 3. Launches Chromium (CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's) with
//    chrome-launcher, headless, and runs Lighthouse's performance category (both come from
//    tools/bench, installed on the first run: scripts/bench-tools.ts) with the mobile preset
//    (the default config: Moto G Power, slow 4G and 4× CPU, simulated) and the desktop preset,
//    BENCH_RUNS times each (default 3), on every page below; each figure is the median of the
//    runs. Signed-in pages: Playwright logs in once through the form over the same browser, and
//    before each run the session is put back into localStorage and the HTTP cache is cleared;
//    Lighthouse then runs with `disableStorageReset` so the session survives (a cold cache still).
//    Public pages run signed out (localStorage emptied first: Lighthouse's storage reset keeps it)
//    with Lighthouse's own cache reset. BENCH_PAGES=login,billing and BENCH_PRESETS=mobile limit
//    the run to those pages and presets. A run Lighthouse fails to record (NO_NAVSTART) is measured
//    again, twice at most. BENCH_TRACES=1 writes each page's last trace beside its report
//    (reports/bench/<preset>-<page>.trace.json, for DevTools' Performance panel): Lighthouse's
//    simulated figures come from its tasks, ×4 on mobile (×2 for a task that lays the page out).
//    BENCH_TRACES=all keeps every run's report and trace (<preset>-<page>-<run>.json), and
//    BENCH_JS_SAMPLES=1 adds the JavaScript sampled in each task (slower figures, not to compare).
// 4. Stops the servers and runs `npm run bench:grid` (scripts/bench-grid.ts); `-- --no-grid`
//    skips it.
//
// The machine's load average is printed with the figures: on a busy machine Lighthouse's
// simulated mobile CPU (observed task times × 4) reads slower than the code is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import {
  measureTimeToData,
  serveBuild,
  stopBuild,
  waitForOrigin,
  median,
  throttlingNote,
  timeToDataTable,
  TIME_TO_DATA_PAGES,
  type TimeToDataResult,
} from './time-to-data.ts';
import {
  loadBenchTools,
  type LaunchedChrome,
  type LighthouseFlags,
  type LighthouseReport,
} from './bench-tools.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { lighthouse, desktopConfig, launchChrome } = await loadBenchTools(root);
const outDir = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const portBase = Number(process.env.BENCH_PORT_BASE ?? '4700');
const runs = Number(process.env.BENCH_RUNS ?? '3');
const reuseBuild = process.argv.includes('--reuse-build');
const reportPath = join(root, 'reports', 'bench.md');
/** Each page and preset's last Lighthouse report (JSON, opens in the Lighthouse viewer). */
const reportDir = join(root, 'reports', 'bench');
const origin = `http://127.0.0.1:${String(portBase)}`;

/** Lighthouse's guard (issue 53): what a page must keep scoring while the bench aims at its data. */
const GUARD_SCORES = { mobile: 90, desktop: 98 };
const ttdRuns = Number(process.env.BENCH_TTD_RUNS ?? '5');

interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}

const ALL_PAGES: BenchPage[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'billing', path: '/billing', signedIn: true },
  { name: 'account history', path: '/billing/account-history', signedIn: true },
  // The demo express-pay link of docs/contracts.md (tests/e2e/express-pay.spec.ts).
  { name: 'express pay link', path: '/epay/card/a1b2c3d4', signedIn: false },
];

const ALL_PRESETS: { name: 'mobile' | 'desktop'; config: object | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/** BENCH_PAGES=login,billing / BENCH_PRESETS=mobile: only those (names with spaces as dashes). */
function chosen<T extends { name: string }>(all: T[], variable: string): T[] {
  const names = process.env[variable]?.split(',').map((name) => name.trim());
  if (!names) return all;
  const picked = all.filter((item) => names.includes(item.name.replaceAll(' ', '-')));
  if (picked.length === 0) throw new Error(`${variable} matches nothing: ${names.join(', ')}`);
  return picked;
}
const PAGES = chosen(ALL_PAGES, 'BENCH_PAGES');
const TTD_PAGES = chosen(TIME_TO_DATA_PAGES, 'BENCH_PAGES');
const PRESETS = chosen(ALL_PRESETS, 'BENCH_PRESETS');
const runGrid = !process.argv.includes('--no-grid');

interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
  benchmarkIndex: number;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const loadBefore = load();

// ---------------------------------------------------------------------------------------------
// 1. Build

if (reuseBuild && existsSync(join(root, outDir, 'index.html'))) {
  console.info(`Reusing the production build in ${outDir}/`);
} else {
  console.info(`Building the portal into ${outDir}/ …`);
  const built = spawnSync(
    process.execPath,
    ['node_modules/.bin/vite', 'build', '--logLevel=warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_OUT_DIR: outDir },
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// ---------------------------------------------------------------------------------------------
// 2. Servers: their own process group, stopped as one.

const servers = serveBuild(root, outDir, portBase);
const stopServers = () => stopBuild(servers);
let chrome: LaunchedChrome | undefined;
let browser: Browser | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    chrome?.kill();
    process.exit(130);
  });
}

const waitForApp = () => waitForOrigin(origin, servers);

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

function sampleOf(lhr: LighthouseReport): Sample {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  const items =
    requests && 'items' in requests
      ? (requests.items as { resourceType?: string; transferSize?: number }[])
      : [];
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: jsBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const chromePath =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath());

const results: { page: BenchPage; preset: string; samples: Sample[] }[] = [];
let timeToData: TimeToDataResult[] = [];
let storedSession = '';
mkdirSync(reportDir, { recursive: true });

try {
  console.info(`Starting the mocks and the preview server on ${origin} …`);
  await waitForApp();

  console.info(`Time to data, ${String(ttdRuns)} cold and warm loads per page …`);
  timeToData = await measureTimeToData({
    targets: [{ label: outDir, origin }],
    pages: TTD_PAGES,
    runs: ttdRuns,
  });
  console.info(`\n## Time to data\n\n${timeToDataTable(timeToData)}\n`);

  chrome = await launchChrome({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--no-first-run', '--disable-sync'],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());

  // Log in once through the form, as a person would, and keep what the portal stored.
  {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill('jordan.rivera@example.com');
    await page.getByLabel('Password').fill('correct-horse');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Jordan Rivera' }).waitFor();
    storedSession = await page.evaluate(() => localStorage.getItem('user-store') ?? '');
    await page.close();
    if (!storedSession) throw new Error('Logging in stored no session');
  }

  /**
   * Puts the session back (signed-in pages) or removes it (public pages: Lighthouse's storage
   * reset leaves localStorage alone, so the login page would otherwise load a whole session), and
   * empties the HTTP cache.
   */
  const prepare = async (signedIn: boolean) => {
    const page = await context.newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate(
      (value) => {
        if (value) localStorage.setItem('user-store', value);
        else localStorage.clear();
      },
      signedIn ? storedSession : '',
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  };

  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const samples: Sample[] = [];
      for (let run = 1; run <= runs; run += 1) {
        await prepare(page.signedIn);
        const flags: LighthouseFlags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: page.signedIn,
          // The JavaScript sampled in each task, for a trace to tell what a long task ran (the
          // sampling slows every figure: not for figures to compare).
          ...(process.env.BENCH_JS_SAMPLES === '1'
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
        };
        let result = await lighthouse(`${origin}${page.path}`, flags, preset.config);
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is measured
        // again, twice at most, rather than ending a 5-minute benchmark.
        for (let retry = 1; retry <= 2 && result?.lhr.runtimeError; retry += 1) {
          console.info(
            `  ${preset.name.padEnd(7)} ${page.name.padEnd(17)} run ${String(run)}: ${result.lhr.runtimeError.code ?? 'runtime error'}, measured again`,
          );
          await prepare(page.signedIn);
          result = await lighthouse(`${origin}${page.path}`, flags, preset.config);
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const finalUrl = result.lhr.finalDisplayedUrl;
        if (!finalUrl.endsWith(page.path)) {
          throw new Error(`${page.path} ended on ${finalUrl}: the session did not hold`);
        }
        const sample = sampleOf(result.lhr);
        samples.push(sample);
        // The last run's full report, to read why a page is slow (LCP element, request chains);
        // with BENCH_TRACES=all every run's, numbered (a slow run beside a quick one).
        const everyRun = process.env.BENCH_TRACES === 'all';
        const stem = `${preset.name}-${page.name.replaceAll(' ', '-')}${everyRun ? `-${String(run)}` : ''}`;
        writeFileSync(join(reportDir, `${stem}.json`), JSON.stringify(result.lhr));
        if ((everyRun || process.env.BENCH_TRACES === '1') && result.artifacts?.Trace !== undefined)
          writeFileSync(
            join(reportDir, `${stem}.trace.json`),
            JSON.stringify(result.artifacts.Trace),
          );
        console.info(
          `  ${preset.name.padEnd(7)} ${page.name.padEnd(17)} run ${String(run)}: score ${String(sample.score)}, LCP ${sample.lcp.toFixed(0)} ms, TBT ${sample.tbt.toFixed(0)} ms`,
        );
      }
      results.push({ page, preset: preset.name, samples });
    }
  }
} finally {
  await browser?.close().catch(() => undefined);
  chrome?.kill();
  stopServers();
}

// ---------------------------------------------------------------------------------------------
// Report

const loadAfterLighthouse = load();
const rows = results.map(({ page, preset, samples }) => {
  const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
  const score = pick('score');
  const lcp = pick('lcp');
  const misses = score < GUARD_SCORES[preset as 'mobile' | 'desktop'] ? ' ✗' : '';
  return [
    `${page.name} (${page.path})`,
    preset,
    `${score.toFixed(0)}${misses}`,
    `${(lcp / 1000).toFixed(2)} s`,
    `${pick('tbt').toFixed(0)} ms`,
    pick('cls').toFixed(3),
    pick('jsKiB').toFixed(1),
  ];
});
const header = ['page', 'preset', 'score', 'LCP', 'TBT', 'CLS', 'JS transferred (KiB)'];
const table = [header, header.map(() => '---'), ...rows]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n');
const benchmarkIndex = median(results.flatMap((r) => r.samples.map((s) => s.benchmarkIndex)));
const chromeVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();

const timeToDataSection = `## Time to data, median of ${String(ttdRuns)} loads per page

${timeToDataTable(timeToData)}

${throttlingNote} Load average (1, 5, 15 min) at each page's first and last run.
`;
const lighthouseSection = `## Lighthouse guard, median of ${String(runs)} runs per page and preset

${table}

✗: under the guard (mobile score ≥ ${String(GUARD_SCORES.mobile)}, desktop ≥ ${String(GUARD_SCORES.desktop)}).
Production build (\`${outDir}/\`) served by \`vite preview\` with the Prism mocks; ${chromeVersion};
Lighthouse performance category, mobile = default config (simulated slow 4G, 4× CPU), desktop =
desktop config. Lighthouse benchmark index (median): ${benchmarkIndex.toFixed(0)}. Load average
(1, 5, 15 min) before: ${loadBefore}; after Lighthouse: ${loadAfterLighthouse}.
`;
console.info(`\n${timeToDataSection}\n${lighthouseSection}`);

let gridOutput = 'Not run (--no-grid).';
let gridStatus: number | null = 0;
if (runGrid) {
  console.info('Running the grid benchmark (npm run bench:grid) …');
  const grid = spawnSync(process.execPath, ['scripts/bench-grid.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  gridOutput = grid.stdout.trim();
  gridStatus = grid.status;
}
console.info(gridOutput);

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  reportPath,
  `# Benchmark, ${new Date().toISOString()}\n\n${timeToDataSection}\n${lighthouseSection}\nEach page's last Lighthouse report: \`reports/bench/<preset>-<page>.json\`.\n\n## Grid (npm run bench:grid)\n\n\`\`\`\n${gridOutput}\n\`\`\`\n\nLoad average after the grid benchmark: ${load()}.\n`,
);
console.info(`\nWritten to ${reportPath}`);
if (gridStatus !== 0) process.exit(gridStatus ?? 1);
