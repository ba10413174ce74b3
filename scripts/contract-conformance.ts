// npm run check:contracts [-- reports/x.json]: after an e2e run, prints
// "N requests checked against the contracts, M rejected" from the run's Prism log
// (scripts/contract-log.ts) and fails when Prism rejected any request or the run recorded none.
import { contractLogPath, describeSummary, summariseRun } from './contract-log.ts';

const jsonReport = process.argv[2] ?? 'reports/playwright.json';
const summary = summariseRun(jsonReport);
if (!summary || summary.checked === 0) {
  console.error(
    `No Prism answers recorded in ${contractLogPath(jsonReport)}: run the end-to-end tests first ` +
      '(they log every mock answer there).',
  );
  process.exit(1);
}
console.info(describeSummary(summary));
console.info(
  `by service: ${Object.entries(summary.byService)
    .map(([service, n]) => `${service} ${String(n)}`)
    .join(', ')}`,
);
if (summary.rejected.length > 0) process.exit(1);
