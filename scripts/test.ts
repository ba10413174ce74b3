// npm test: every gate CI runs, in order, stopping at the first failure. Prints a timing table and
// a closing "N passed, N failed" line counted from the Vitest and Playwright reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps: { name: string; script: string; args?: string[] }[] = [
  { name: 'supply chain', script: 'check:supply-chain' },
  { name: 'contract lint', script: 'lint:contracts' },
  { name: 'generated drift', script: 'check:generated' },
  { name: 'header config drift', script: 'check:headers' },
  { name: 'eslint', script: 'lint' },
  { name: 'prettier', script: 'format:check' },
  { name: 'typecheck', script: 'typecheck' },
  {
    name: 'unit tests',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  },
  { name: 'production build', script: 'build' },
  { name: 'end-to-end tests', script: 'test:e2e' },
  // Every Prism answer of the e2e run: fails when Prism rejected a request (scripts/contract-log.ts).
  { name: 'contract conformance', script: 'check:contracts', args: [`${reports}/playwright.json`] },
  { name: 'bundle budgets', script: 'budgets' },
];

const npm = process.env.npm_execpath;
const timings: [string, string, string][] = [];
let failed: string | null = null;
const started = Date.now();
for (const step of steps) {
  console.info(`\n=== ${step.name} (npm run ${step.script}) ===`);
  const t0 = Date.now();
  const command = npm ? process.execPath : 'npm';
  const args = [
    ...(npm ? [npm] : []),
    'run',
    step.script,
    ...(step.args ? ['--', ...step.args] : []),
  ];
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push([step.name, `${seconds} s`, result.status === 0 ? 'ok' : 'FAILED']);
  if (result.status !== 0) {
    failed = step.name;
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
