import type { Page, Request, Route } from '@playwright/test';
import { expect, logIn, recordRequests, test, withAccounts, withoutEnrolments } from './fixtures';

// Issue 20: auto-draft enrolments (standard and legacy) on the shared attempt model
// (docs/payments.md). Prism answers each call; a journey makes one call fail, or asks Prism for a
// contract example, and checks the keys the portal sent as well as what the person sees.

const CONFIRM = /\/AutoDraft\/Setup\/Confirm$/;
const LEGACY_ENROLL = /\/LegacyAutoDraft\/Enroll$/;
const BEFORE_CUTOFF = new Date('2026-11-22T19:59:00-05:00');

const keyOf = (request: Request | undefined) => request?.headers()['idempotency-key'];

/** The first call answers as `first` says; the later ones reach Prism (with `prefer`, if given). */
async function answerInTurn(
  page: Page,
  path: RegExp,
  answers: ((route: Route) => Promise<void>)[],
) {
  let call = 0;
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const answer = answers[call];
      call += 1;
      await (answer ? answer(route) : route.continue());
    },
  );
}

const dropConnection = (route: Route) => route.abort('internetdisconnected');
const preferExample = (example: string) => (route: Route) =>
  route.continue({
    headers: { ...route.request().headers(), prefer: `code=400, example=${example}` },
  });

/** MG-1002 without an enrolment (the session's `GET /AutoDraft` answers its `none` example). */
async function openEnrolment(page: Page, at: (path: string) => string) {
  await withoutEnrolments(page);
  await page.clock.setFixedTime(BEFORE_CUTOFF);
  // Opened from the billing page, so Back stays in the portal (the router asks before leaving).
  await logIn(page, at, '/billing/manage-account?account=MG-1002');
  // As a person would, once the page shows MG-1002: the menu is there before the page, and a
  // click that early opens auto-draft for the property chosen before (seen on a loaded machine).
  await expect(page.getByRole('button', { name: /^Property: .*MG-1002/ })).toBeVisible();
  await page.getByRole('link', { name: 'Auto-draft', exact: true }).first().click();
  await page.getByRole('button', { name: 'Enrol in auto-draft MG-1002 · Assessments' }).click();
  const terms = page.getByRole('dialog', { name: 'Enrol in auto-draft' });
  await terms.getByRole('radio', { name: /Savings ending in 1234/ }).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm auto-draft' });
  await dialog.getByLabel('I agree to these terms').check();
  return dialog;
}

test('enrolment: a dropped confirmation keeps its key for the retry; a refusal makes the next key new', async ({
  page,
  at,
}) => {
  const dialog = await openEnrolment(page, at);
  const confirms = recordRequests(page, 'PUT', CONFIRM);
  const acknowledgements = recordRequests(page, 'PUT', /\/Acknowledgement\/\d+\/Confirm$/);
  await answerInTurn(page, CONFIRM, [dropConnection, preferExample('methodUnavailable')]);
  const enrol = dialog.getByRole('button', { name: 'Enrol' });

  await enrol.click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('We could not reach the payment service.');
  await expect(alert).toContainText(
    'The result of your enrolment is not known yet. Press Enrol again to retry it: you will not be enrolled twice.',
  );
  await enrol.click();
  // SPEC §8: a bank method that cannot be used points to a card.
  await expect(alert).toContainText('Payment Method Unavailable. Retry later or use a card.');
  await expect(alert).toContainText('Error ID: 8e7d6c5b-4a39-4281-b0f9-e8d7c6b5a493');
  await expect(alert).not.toContainText('not known yet');
  expect(keyOf(confirms[1])).toBe(keyOf(confirms[0]));

  await enrol.click();
  await expect(page.getByRole('status')).toHaveText(
    'MG-1002 · Assessments is now enrolled in auto-draft.',
  );
  expect(confirms).toHaveLength(3);
  expect(keyOf(confirms[2])).toMatch(/^[0-9a-f-]{36}$/);
  expect(keyOf(confirms[2])).not.toBe(keyOf(confirms[0]));
  // The acknowledgement was accepted once: the retries do not accept it again.
  expect(acknowledgements).toHaveLength(1);
});

test('enrolment: while it is confirmed, Back asks first and the dialog stays', async ({
  page,
  at,
}) => {
  const dialog = await openEnrolment(page, at);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => CONFIRM.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && CONFIRM.test(r.url()));
  await dialog.getByRole('button', { name: 'Enrol' }).click();
  await sent;
  await expect(dialog.getByRole('button', { name: 'Enrolling…' })).toBeDisabled();
  await page.goBack();
  const ask = page.getByRole('alertdialog', {
    name: 'Your auto-draft enrolment is being confirmed',
  });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on Page' }).click();
  release();
  await expect(page.getByRole('status')).toHaveText(
    'MG-1002 · Assessments is now enrolled in auto-draft.',
  );
  await expect(page).toHaveURL(/\/billing\/auto-draft/);
});

test('legacy form: a 5xx keeps the key and what was typed; a refusal makes the next key new', async ({
  page,
  at,
}) => {
  await page.clock.setFixedTime(BEFORE_CUTOFF);
  const sent = recordRequests(page, 'PUT', LEGACY_ENROLL);
  await answerInTurn(page, LEGACY_ENROLL, [
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    preferExample('methodUnavailable'),
  ]);
  // LT-2001 paid up, so SPEC §4 offers it the form.
  await withAccounts(page, 'lakesidePaidUp');
  await logIn(page, at, '/billing/auto-draft?account=LT-2001');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft form' })).toBeVisible();
  await page.getByRole('radio', { name: 'Checking' }).check();
  await page.getByLabel('Bank routing number').fill('110000000');
  await page.getByLabel('Bank name').fill('First Community Bank');
  await page.getByRole('textbox', { name: 'Bank account number' }).fill('000123456789');
  await page.getByRole('textbox', { name: 'Confirm account number' }).fill('000123456789');
  await page.getByLabel(/Electronic signature/).fill('Jordan Rivera');
  const submit = page.getByRole('button', { name: 'Send the auto-draft form' });

  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: 'not known yet' });
  await expect(alert).toContainText(
    'We have encountered an error and could not complete your request.',
  );
  await expect(alert).toContainText(/Error Code: \w+/);
  await expect(alert).toContainText(
    'Press Send the auto-draft form again to retry it: you will not be enrolled twice.',
  );
  await expect(page.getByLabel('Bank name')).toHaveValue('First Community Bank');

  await submit.click();
  await expect(
    page.getByText('Payment Method Unavailable. Retry later or use a card.'),
  ).toBeVisible();
  expect(keyOf(sent[1])).toBe(keyOf(sent[0]));

  await submit.click();
  await expect(page.getByRole('region', { name: 'Your auto-draft form was sent' })).toContainText(
    'LAD-2026-000417',
  );
  expect(sent).toHaveLength(3);
  expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
  expect(keyOf(sent[2])).not.toBe(keyOf(sent[0]));
});
