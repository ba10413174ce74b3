// npm test: every gate CI runs, in groups, stopping after the first group with a failure. Prints a
// timing table and a closing "N passed, N failed" line counted from the Vitest and Playwright
// reports.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  script: string;
  args?: string[];
}

// Steps in a group run side by side (they read the tree and write nothing another one reads);
// groups run in order, and the run stops after the first group with a failure. On 2 cores the
// four static checks take about as long together as the unit tests alone.
const groups: Step[][] = [
  [
    { name: 'supply chain', script: 'check:supply-chain' },
    { name: 'contract lint', script: 'lint:contracts' },
    { name: 'generated drift', script: 'check:generated' },
    { name: 'header config drift', script: 'check:headers' },
  ],
  [
    { name: 'eslint', script: 'lint' },
    { name: 'prettier', script: 'format:check' },
    { name: 'typecheck', script: 'typecheck' },
    {
      name: 'unit tests',
      script: 'test:unit',
      args: ['--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    },
  ],
  [{ name: 'production build', script: 'build' }],
  [{ name: 'end-to-end tests', script: 'test:e2e' }],
  // Every Prism answer of the e2e run: fails when Prism rejected a request (scripts/contract-log.ts).
  [
    {
      name: 'contract conformance',
      script: 'check:contracts',
      args: [`${reports}/playwright.json`],
    },
  ],
  [{ name: 'bundle budgets', script: 'budgets' }],
];

const npm = process.env.npm_execpath;
const timings: [string, string, string][] = [];
let failed: string | null = null;
const started = Date.now();

/**
 * Runs one step. Alone, its output streams as it comes (the e2e run is long); beside others, it
 * is kept and printed whole when the step ends, so the logs of parallel steps never interleave.
 */
function run(step: Step, alone: boolean): Promise<boolean> {
  const command = npm ? process.execPath : 'npm';
  const args = [
    ...(npm ? [npm] : []),
    'run',
    step.script,
    ...(step.args ? ['--', ...step.args] : []),
  ];
  const t0 = Date.now();
  if (alone) console.info(`\n=== ${step.name} (npm run ${step.script}) ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        // Traces only for a retried failure (playwright.config.ts): recording every journey
        // cost about a third of the e2e run.
        E2E_TRACE: 'on-first-retry',
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (!alone) {
        console.info(`\n=== ${step.name} (npm run ${step.script}) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      timings.push([step.name, `${seconds} s`, code === 0 ? 'ok' : 'FAILED']);
      resolve(code === 0);
    });
  });
}

for (const group of groups) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  const firstFailure = group.find((_, i) => !results[i]);
  if (firstFailure) {
    failed = firstFailure.name;
    break;
  }
}

function counts(): { passed: number; failed: number; skipped: number } {
  const out = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(`${reports}/vitest.json`)) {
    const v = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8')) as {
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
if (failed) console.error(`\nnpm test failed at: ${failed}`);
console.info(
  `\n${c.passed} passed, ${c.failed + (failed && c.failed === 0 ? 1 : 0)} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);
