// Global teardown: the run's contract check (scripts/contract-log.ts). Prints how many requests
// Prism checked against the contracts and fails the run when it rejected any.
import { describeSummary, summariseRun } from '../../scripts/contract-log.ts';

export default function contractConformance(): void {
  const summary = summariseRun(
    process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json',
  );
  if (!summary) return;
  console.info(`\n${describeSummary(summary)}`);
  if (summary.rejected.length > 0)
    throw new Error(
      `Prism rejected ${String(summary.rejected.length)} request(s): the portal sent something its contract does not allow (listed above).`,
    );
}
