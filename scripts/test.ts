// npm test: every gate CI runs, in groups, stopping after the first group with a failure. Prints a
// timing table and a closing "N passed, N failed" line counted from the Vitest and Playwright
// reports.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromiumVersion } from './chromium.ts';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  script: string;
  args?: string[];
  /** Output as it comes (the long e2e run); other steps print theirs whole when they end. */
  stream?: boolean;
  /** Runs on the CPU time nothing else wants (SCHED_IDLE, else nice 19). */
  background?: boolean;
  env?: Record<string, string>;
}

// Steps in a group run side by side (they read the tree and write nothing another one reads);
// groups run in order, and the run stops after the first group with a failure, ending the other
// steps of that group. The static checks run beside the journeys on the CPU time the journeys
// leave (SCHED_IDLE): a failed Prettier or typecheck stops the run within a minute or two, and a
// fresh clone's npm test took 901 s against 1016 s with the checks before the journeys (2 cores,
// 2026-11-27). At nice 10 they took a share of the cores and the journeys took longer.
const staticChecks: Step[] = [
  { name: 'supply chain', script: 'check:supply-chain' },
  { name: 'contract lint', script: 'lint:contracts' },
  { name: 'header config drift', script: 'check:headers' },
  { name: 'eslint', script: 'lint' },
  { name: 'prettier', script: 'format:check' },
  // One checker: beside the journeys its parallel checkers only repeat each other's work (19 → 10
  // CPU-s on 2 cores, 2026-11-27).
  { name: 'typecheck', script: 'typecheck', args: ['--singleThreaded'] },
  {
    name: 'unit tests',
    script: 'test:unit',
    args: [
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
      // On idle CPU time beside the journeys a test can wait seconds for a core: a fresh clone's
      // run failed a 0.7 s test at Vitest's 5 s limit. The limits here catch hangs, not slowness.
      '--testTimeout=30000',
      '--hookTimeout=30000',
    ],
  },
  // The sandbox's HTTP tests once more on a PostgreSQL server (DATABASE_URL's path): .ci/run
  // starts Debian's and sets SANDBOX_POSTGRES_URL; the unit tests above use the embedded one.
  ...(process.env.SANDBOX_POSTGRES_URL
    ? [
        {
          name: 'sandbox on PostgreSQL',
          script: 'test:unit',
          env: { SANDBOX_TEST_DATABASE_URL: process.env.SANDBOX_POSTGRES_URL },
          // The domains meet PostgreSQL through the journeys (their sandbox runs on it, below).
          args: [
            'mocks/sandbox/sandbox.test.ts',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${reports}/vitest-postgres.json`,
            '--testTimeout=30000',
            '--hookTimeout=60000',
          ],
        },
      ]
    : []),
].map((step) => ({ ...step, background: true }));

const groups: Step[][] = [
  // Regenerates generated/ in place to compare it: before anything reads that folder.
  [{ name: 'generated drift', script: 'check:generated' }],
  [{ name: 'production build', script: 'build', stream: true }],
  [
    ...staticChecks,
    {
      name: 'end-to-end tests',
      script: 'test:e2e',
      stream: true,
      // The journeys' sandbox on a PostgreSQL database of its own where there is one (CI, .ci/run):
      // three workers' journeys query it at once, where the embedded database answers one query
      // at a time. Not SANDBOX_POSTGRES_URL's: two sandboxes on one registry of tenants would
      // settle, reset and seed each other's.
      ...(process.env.SANDBOX_E2E_POSTGRES_URL
        ? { env: { E2E_SANDBOX_DATABASE_URL: process.env.SANDBOX_E2E_POSTGRES_URL } }
        : {}),
    },
  ],
  // Every Prism answer of the e2e run: fails when Prism rejected a request (scripts/contract-log.ts).
  [
    {
      name: 'contract conformance',
      script: 'check:contracts',
      args: [`${reports}/playwright.json`],
      stream: true,
    },
  ],
  [{ name: 'bundle budgets', script: 'budgets', stream: true }],
];

const npm = process.env.npm_execpath;
const timings: [string, string, string][] = [];
// Set from inside the steps' callbacks: typed wide so the checks after the loop see it can change.
let failed = null as string | null;
const started = Date.now();

interface Running {
  done: Promise<boolean>;
  stop: () => void;
}

/**
 * Runs one step in a process group of its own (so a failure elsewhere in its group can end it with
 * its children). A streamed step's output comes as it comes; another's is kept and printed whole
 * when the step ends, so the logs of parallel steps never interleave.
 */
function run(step: Step): Running {
  const npmRun = [
    ...(npm ? [process.execPath, npm] : ['npm']),
    'run',
    step.script,
    ...(step.args ? ['--', ...step.args] : []),
  ];
  const idle = existsSync('/usr/bin/chrt') ? ['chrt', '--idle', '0'] : ['nice', '-n', '19'];
  const [command = 'npm', ...args] = step.background ? [...idle, ...npmRun] : npmRun;
  const t0 = Date.now();
  if (step.stream) console.info(`\n=== ${step.name} (npm run ${step.script}) ===`);
  let stopped = false;
  const child = spawn(command, args, {
    detached: true,
    stdio: step.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: {
      // Traces only for a retried failure (playwright.config.ts): recording every journey
      // cost about a third of the e2e run.
      E2E_TRACE: 'on-first-retry',
      ...process.env,
      ...step.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise<boolean>((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (!step.stream) {
        console.info(`\n=== ${step.name} (npm run ${step.script}) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const status = stopped ? 'stopped' : code === 0 ? 'ok' : 'FAILED';
      timings.push([step.name, `${seconds} s`, status]);
      resolve(code === 0);
    });
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    stopped = true;
    // As Ctrl-C would: Playwright then stops its mocks and preview server too (on SIGTERM it
    // left them running). Whatever still runs a while later is killed.
    signal('SIGINT');
    setTimeout(() => {
      signal('SIGKILL');
    }, 15_000).unref();
  };
  return { done, stop };
}

// Ctrl-C or CI's own stop ends every step's process group, not only this script.
const runningNow = new Set<Running>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const running of runningNow) running.stop();
    process.exit(1);
  });

for (const group of groups) {
  const runs = group.map(run);
  for (const running of runs) runningNow.add(running);
  const results = await Promise.all(
    runs.map((running, i) =>
      running.done.then((ok) => {
        if (!ok && !failed) {
          failed = group[i]?.name ?? null;
          // The rest of the group is not worth waiting for: one failure fails the run.
          for (const other of runs) if (other !== running) other.stop();
        }
        return ok;
      }),
    ),
  );
  for (const running of runs) runningNow.delete(running);
  if (results.some((ok) => !ok)) break;
}

function counts(): { passed: number; failed: number; skipped: number } {
  const out = { passed: 0, failed: 0, skipped: 0 };
  for (const report of [`${reports}/vitest.json`, `${reports}/vitest-postgres.json`]) {
    if (!existsSync(report)) continue;
    const v = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    out.passed += v.numPassedTests;
    out.failed += v.numFailedTests;
    out.skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(`${reports}/playwright.json`)) {
    const p = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    out.passed += p.stats.expected + p.stats.flaky;
    out.failed += p.stats.unexpected;
    out.skipped += p.stats.skipped;
  }
  return out;
}

console.info('\n=== summary ===');
for (const [name, time, status] of timings)
  console.info(`${name.padEnd(20)} ${time.padStart(8)}  ${status}`);
console.info(
  `${'total'.padEnd(20)} ${`${((Date.now() - started) / 1000).toFixed(1)} s`.padStart(8)}`,
);
const c = counts();
// Written by the contract conformance step (scripts/contract-log.ts).
if (existsSync(`${reports}/playwright.contracts.json`)) {
  const contracts = JSON.parse(readFileSync(`${reports}/playwright.contracts.json`, 'utf8')) as {
    checked: number;
    rejected: unknown[];
  };
  console.info(
    `\n${contracts.checked} requests checked against the contracts, ${contracts.rejected.length} rejected`,
  );
}
// Which browser and Node a run used: Debian's Chromium moves under the project between runs.
console.info(`\nRan on Node ${process.version}, ${chromiumVersion()}`);
if (failed) console.error(`\nnpm test failed at: ${failed}`);
console.info(
  `\n${c.passed} passed, ${c.failed + (failed && c.failed === 0 ? 1 : 0)} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);
