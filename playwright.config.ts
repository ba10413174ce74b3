import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './scripts/chromium.ts';
import { contractLogPath } from './scripts/contract-log.ts';
import type { PortalOptions } from './tests/e2e/fixtures';

// Playwright starts its own mocks and app on a port base of its own (E2E_PORT_BASE), never reusing
// a server it finds: on a shared machine that could be a stranger's.
const portBase = Number(process.env.E2E_PORT_BASE ?? '4600');
const appPort = portBase;
const mockPortBase = portBase + 10;
const baseURL = `http://127.0.0.1:${appPort}`;
// Parent pages of the framing journeys listen on these (another origin than the app's); the
// preview server lets them frame /embed (tests/e2e/fixtures.ts embedParentPort).
const embedParentOrigins = [portBase + 8, portBase + 9, portBase + 7].map(
  (port) => `http://127.0.0.1:${port}`,
);
// Every Prism answer of the run, beside its JSON report (scripts/contract-log.ts); the global
// teardown and `npm run check:contracts` fail the run when Prism rejected a request.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json';
const contractLog = contractLogPath(jsonReport);

const chromium = systemChromium();
const launchOptions = {
  ...(chromium !== undefined ? { executablePath: chromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

// A trace records every action's screenshots and DOM: about a third of a journey's time on 2
// cores. `npm test` records one only when a failed journey is retried (E2E_TRACE=on-first-retry,
// scripts/test.ts); a journey run by hand keeps the trace of a failure.
const TRACE_MODES = ['off', 'on', 'on-first-retry', 'retain-on-failure'] as const;
type TraceMode = (typeof TRACE_MODES)[number];
const traceMode: TraceMode =
  TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ?? 'retain-on-failure';

export default defineConfig<PortalOptions>({
  testDir: './tests/e2e',
  // Separate folders let several runs share a machine without wiping each other's artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Journeys wait a lot (the service, retries with backoff): three workers keep two cores busy
  // where two left them idle. A fourth adds nothing: with four the cores were idle about 1% of the
  // run and the 409 journeys took 1054 s, against 1067 s with three (2026-11-26); E2E_WORKERS
  // overrides.
  workers: Number(process.env.E2E_WORKERS ?? '3'),
  reporter: [
    ['list'],
    ['json', { outputFile: jsonReport }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Journeys with several axe passes at two widths take a while on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: traceMode,
    launchOptions,
    // A first visit takes the browser's language (src/lib/i18n.ts): the journeys read English
    // whatever the machine's locale; a journey about Spanish sets its own.
    locale: 'en-US',
  },
  projects: [
    {
      // Signs in once through the form and stores the session; journeys about something other
      // than signing in start from it (`logIn` in fixtures.ts) instead of the login page.
      name: 'setup',
      testMatch: /auth\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Before main, so its one long walk starts early instead of running alone at the end.
      // The portal against services with only SPEC §7's calls: no capability in config.json and
      // a 404 for every extension call (scripts/spec-only.ts); one walk over the SPEC pages.
      name: 'spec-only',
      testMatch: /spec-only\.journey\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions, pathPrefix: '' },
      dependencies: ['setup'],
    },
    {
      name: 'main',
      use: { ...devices['Desktop Chrome'], launchOptions, pathPrefix: '' },
      dependencies: ['setup'],
    },
    {
      // Only what differs under /embed, tagged `@embed` where it is written: links, redirects and
      // deep links keeping the prefix, sign-in return targets, the session's end, the embedded
      // layout's accessibility, the four payment flows, framing. Feature pages share their
      // components with the main layout and the prefix comes from one router rewrite
      // (src/app/embed.ts), so rerunning whole feature files here doubled CI time for little.
      name: 'embed',
      use: { ...devices['Desktop Chrome'], launchOptions, pathPrefix: '/embed' },
      grep: /@embed/,
      dependencies: ['setup'],
    },
  ],
  globalTeardown: './tests/e2e/contract-conformance.ts',
  webServer: {
    command: 'node scripts/start.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    // Five Prism processes and a preview server; generous for a busy 2-core machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E: '1',
      APP_PORT: String(appPort),
      MOCK_PORT_BASE: String(mockPortBase),
      QUIET_SERVERS: '1',
      // Files as they are, not gzipped per request (scripts/preview-headers.ts).
      PREVIEW_UNCOMPRESSED: '1',
      CONTRACT_LOG: contractLog,
      EXTRA_EMBED_PARENT_ORIGINS: embedParentOrigins.join(','),
    },
  },
});
