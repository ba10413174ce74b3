import { expect, startSignedIn, test } from './fixtures';

// ICU's data (the first number, date and plural formats) loads on a worker's thread while the
// page's code and answers are on their way (src/lib/intl-warm-up.ts); the page's own formats then
// find it loaded. Where the worker cannot start, the page's thread loads it, a step per task.

test.skip(
  ({ pathPrefix }) => pathPrefix !== '',
  'one run is enough: start-up is the same in /embed',
);

const balance = /Balance\s*\$1,285\.50/;

test('ICU’s data loads on a worker of its own, which ends once it is done', async ({
  page,
  at,
}) => {
  await startSignedIn(page);
  const started = page.waitForEvent('worker', (worker) => worker.url().includes('intl-warm-up'));
  await page.goto(at('/dashboard'));
  const worker = await started;
  const ended = new Promise<void>((resolve) => worker.on('close', () => resolve()));
  await expect(page.getByRole('region', { name: 'Payments', exact: true })).toContainText(balance);
  await ended;
});

test('a worker whose script does not load hands the warm-up back to the page, whose amounts are still formatted', async ({
  page,
  at,
}) => {
  await startSignedIn(page);
  // Records what the app's fallback listens for (src/lib/intl-warm-up.ts): the worker's `error`.
  await page.addInitScript(() => {
    const record = window as unknown as { warmUpWorkerFailed?: boolean };
    const BrowserWorker = window.Worker;
    window.Worker = class extends BrowserWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (String(url).includes('intl-warm-up'))
          this.addEventListener('error', () => (record.warmUpWorkerFailed = true));
      }
    };
  });
  await page.route(/intl-warm-up/, (route) => route.abort());
  await page.goto(at('/dashboard'));
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { warmUpWorkerFailed?: boolean }).warmUpWorkerFailed,
      ),
    )
    .toBe(true);
  await expect(page.getByRole('region', { name: 'Payments', exact: true })).toContainText(balance);
});
