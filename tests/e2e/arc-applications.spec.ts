import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// Issue 52 item 1 against the sandbox: Priya applies for a fence with two photos, Jordan (the ARC
// chair) finds it in the board's list, votes and approves it with a condition, and Priya sees
// "Approved with conditions" and the condition, each after a reload. No request is answered here.

const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;
const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
const DESCRIPTION = '4-foot black aluminum fence around the front yard, with a gate at the path.';
const TITLE = `Fence – ${DESCRIPTION.slice(0, 59).trimEnd()}…`;
const CONDITION = 'The fence stays 2 feet inside the front lot line.';

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

function photo(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
}

/** A day from today, YYYY-MM-DD, in New York (the association's calendar). */
function dayFromToday(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
}

async function switchTo(
  page: Page,
  at: (path: string) => string,
  who: { email: string; name: string },
) {
  await page.goto(at('/logout'));
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, at, who.email, who.name);
}

test('Priya applies for a fence, Jordan approves it with a condition, Priya reads it', async ({
  page,
  at,
}) => {
  test.setTimeout(120_000);
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.goto(at('/community/new-request'));
  await page.getByRole('tab', { name: 'Architectural change (ARC)' }).click();
  await page.getByRole('link', { name: 'Apply for an architectural change' }).click();
  await expect(
    page.getByRole('heading', { name: 'Apply for an architectural change', level: 1 }),
  ).toBeVisible();

  // Nothing filled in: each required part says so beside itself, and focus goes to the first.
  const form = page.getByRole('form', { name: 'Your project' });
  await form.getByLabel('Contractor (optional)').fill('Springfield Fence Co.');
  await form.getByRole('button', { name: 'Review application' }).click();
  await expect(form.getByText('Choose the project type.')).toBeVisible();
  await expect(form.getByLabel('Description')).toHaveAccessibleDescription(
    /Describe the change you plan\./,
  );
  await expect(form.getByLabel('Planned start')).toHaveAccessibleDescription(
    'Enter the planned start date.',
  );
  await expect(form.getByText('Attach at least one photo or plan.')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Fence' })).toBeFocused();
  await expect(form.getByLabel('Contractor (optional)')).toHaveValue('Springfield Fence Co.');

  await form.getByRole('radio', { name: 'Fence' }).check();
  await form.getByLabel('Description').fill(DESCRIPTION);
  await form.getByLabel('Planned start').fill(dayFromToday(30));
  await form.getByRole('button', { name: 'Review application' }).click();
  // Only the photos are missing now, and what was typed is all still there.
  await expect(form.getByText('Attach at least one photo or plan.')).toBeVisible();
  await expect(form.getByText('Choose the project type.')).toHaveCount(0);
  await expect(form.getByLabel('Description')).toHaveValue(DESCRIPTION);
  await expect(form.getByLabel('Add files')).toBeFocused();
  await form.getByLabel('Add files').setInputFiles([photo('front-yard.jpg'), photo('style.jpg')]);
  await expect(
    form.getByRole('list', { name: 'Files to attach' }).getByRole('listitem'),
  ).toHaveCount(2);
  await form.getByRole('button', { name: 'Review application' }).click();

  const review = page.getByRole('region', { name: 'Review your application' });
  await expect(review).toContainText(DESCRIPTION);
  await expect(review).toContainText('Springfield Fence Co.');
  await expect(
    review.getByRole('list', { name: 'Files to send' }).getByRole('listitem'),
  ).toHaveCount(2);
  // A double press sends one application.
  await review.getByRole('button', { name: 'Submit application' }).dblclick();
  const sent = page.getByRole('region', { name: 'Application sent to the board' });
  await expect(sent).toContainText('Submitted');
  await sent.getByRole('link', { name: 'All your applications' }).click();
  await page.reload();
  const mine = page.getByRole('list', { name: 'Your ARC applications' });
  await expect(mine.getByRole('listitem', { name: TITLE })).toHaveCount(1);
  await expect(mine.getByRole('listitem', { name: TITLE })).toContainText('Submitted');

  // Jordan finds it in the board's list, votes and, as chair, approves it with a condition.
  await switchTo(page, at, JORDAN);
  await page.goto(at('/board/arcs'));
  await page
    .getByRole('table', { name: 'ARC requests' })
    .getByRole('link', { name: TITLE })
    .click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  const vote = page.getByRole('region', { name: 'Votes' }).getByRole('form', { name: 'Your vote' });
  await vote.getByRole('radio', { name: 'Approve' }).check();
  await vote.getByRole('button', { name: 'Submit vote' }).click();
  await expect(page.getByText('Your vote was recorded: Approve.')).toBeVisible();
  const decision = page.getByRole('region', { name: 'Decision' });
  const decide = decision.getByRole('form', { name: 'Record the decision' });
  await decide.getByRole('radio', { name: 'Approve with conditions' }).check();
  await decide.getByRole('button', { name: 'Record decision' }).click();
  await expect(decide.getByLabel('Conditions of the approval')).toHaveAccessibleDescription(
    /Write the conditions of the approval\./,
  );
  await decide.getByLabel('Conditions of the approval').fill(CONDITION);
  await decide.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByText('Recorded by Jordan Rivera')).toBeVisible();
  await page.reload();
  await expect(decision).toContainText('Approved with conditions');
  await expect(decision).toContainText(CONDITION);

  // Priya sees the decision and its condition, in her list and on the application.
  await switchTo(page, at, PRIYA);
  await page.goto(at('/community/arc-requests'));
  const item = page.getByRole('list', { name: 'Your ARC applications' }).getByRole('listitem', {
    name: TITLE,
  });
  await expect(item).toContainText('Approved with conditions');
  await expect(item).toContainText(CONDITION);
  await item.getByRole('link', { name: TITLE }).click();
  await page.reload();
  const decided = page.getByRole('region', { name: 'Decision' });
  await expect(decided).toContainText('Approved with conditions');
  await expect(decided.getByRole('listitem')).toHaveText(CONDITION);
  await expect(decided).toContainText('Decided by Jordan Rivera');
});

test('Priya answers the board about her open application, and the answer stays', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.goto(at('/community/arc-requests/6001'));
  await expect(
    page.getByRole('heading', { name: 'Exterior paint application', level: 1 }),
  ).toBeVisible();
  const messages = page.getByRole('region', { name: 'Messages with the board' });
  await expect(messages).toContainText('Will the trim stay white, or change as well?');
  const reply = messages.getByRole('form', { name: 'Write to the board' });
  await reply.getByRole('button', { name: 'Send message' }).click();
  await expect(reply.getByLabel('Your message')).toHaveAccessibleDescription(
    'Message is required.',
  );
  await reply.getByLabel('Your message').fill('The shutters are Sage Green too.');
  await reply.getByRole('button', { name: 'Send message' }).click();
  await expect(reply.getByLabel('Your message')).toHaveValue('');
  await page.reload();
  await expect(
    messages.getByRole('listitem').filter({ hasText: 'The shutters are Sage Green too.' }),
  ).toContainText('You');
});

test.describe('in Spanish on a phone', () => {
  test.use({ locale: 'es-ES', viewport: { width: 360, height: 800 } });

  test('the ARC pages read in Spanish, fit 360 px and pass axe', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await useSandbox(page);
    await page.goto(at('/login'));
    await page.getByLabel(/Correo/).fill(PRIYA.email);
    await page.getByLabel('Contraseña').fill('correct-horse');
    await page.getByRole('button', { name: /Iniciar sesión/ }).click();
    await expect(page.getByRole('heading', { name: /Priya Shah/ }).first()).toBeVisible();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(at('/community/arc-requests'));
    await expect(page.getByRole('heading', { name: 'Solicitudes ARC', level: 1 })).toBeVisible();
    await expect(page.getByText('En revisión')).toBeVisible();
    expect(await fits()).toBe(true);
    await expectAccessible();

    await page.goto(at('/community/arc-requests/new'));
    await expect(
      page.getByRole('heading', { name: 'Solicitar un cambio arquitectónico', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Revisar la solicitud' }).click();
    await expect(page.getByText('Adjunte al menos una foto o un plano.')).toBeVisible();
    expect(await fits()).toBe(true);
    await expectAccessible();

    await page.goto(at('/community/arc-requests/6002'));
    await expect(page.getByRole('heading', { name: 'Solicitud: Cerca', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Decisión' })).toContainText('Aprobada');
    expect(await fits()).toBe(true);
    await expectAccessible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible();
  });
});
