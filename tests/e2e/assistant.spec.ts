import type { Page, Request } from '@playwright/test';
import { expect, preferStatus, startSignedIn, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// The rules assistant (issue 13): reachable from every page, one request per question, answers
// as text with their sources linked to the document viewer, and the SPEC §8 error. The flows
// (asking, continuing, keeping the conversation) run against the sandbox, whose answers come from
// the documents (sandbox-assistant.spec.ts has the "not in your documents" handoff); the error,
// hostile markup and the contract's exact example stay on Prism.
const chat = '**/mock/users/Assistant/Chat';
const specError =
  'Something went wrong. If this issue persists please contact us through our help center.';

/** Every question sent to the assistant, for assertions after the fact. */
function recordQuestions(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/Assistant/Chat'))
      seen.push(request);
  });
  return seen;
}

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules assistant' });
  const input = dialog.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  return {
    dialog,
    input,
    log: dialog.getByRole('log', { name: 'Conversation with the assistant' }),
  };
}

/** Jordan on a Maple Grove property: the assistant answers from association 101's documents. */
async function onMapleGrove(page: Page, open: (path: string) => Promise<void>) {
  await open('/dashboard?account=MG-1001');
  await expect(page.getByRole('region', { name: 'Current property' })).toContainText('MG-1001');
}

const FENCES =
  'Backyard fences may be up to six (6) feet tall and built of cedar or black aluminum.';

test.describe('against the sandbox', () => {
  test.beforeEach(async ({ page, at, open, pathPrefix }) => {
    test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
    await useSandbox(page);
    await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
    await onMapleGrove(page, open);
  });

  test('answers from any page with its sources, continuing the conversation, by keyboard', async ({
    page,
    at,
    open,
  }) => {
    await open('/billing/support');
    await expect(page.getByRole('heading', { name: 'Payment support', level: 1 })).toBeVisible();
    const questions = recordQuestions(page);
    const { dialog, input, log } = await openAssistant(page);
    await expect(log).toHaveAttribute('aria-live', 'polite');

    await input.fill('How tall can my backyard fence be?');
    await input.press('Enter');
    await expect(log).toContainText(FENCES);
    await expect(log).toContainText('(Declaration of covenants, Article VII, Section 4 - Fences)');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    expect(questions).toHaveLength(1);
    expect(questions[0]?.postDataJSON()).toEqual({
      associationId: 101,
      message: 'How tall can my backyard fence be?',
    });
    const first = (await (await questions[0]?.response())?.json()) as { conversationId: string };

    const declaration = log.getByRole('link', { name: 'Declaration of covenants.pdf' });
    await expect(declaration).toHaveAttribute(
      'href',
      at('/document/101/1301/Declaration%20of%20covenants.pdf'),
    );

    // The follow-up continues the conversation; Shift+Enter is a new line, not a send.
    await input.fill('And in the front yard?');
    await input.press('Shift+Enter');
    expect(questions).toHaveLength(1);
    await input.press('Enter');
    await expect(log.getByText('And in the front yard?')).toBeVisible();
    await expect(log).toContainText('Fences in a front yard may be no taller than three (3) feet');
    await expect(log.getByText(FENCES)).toHaveCount(1);
    expect(questions).toHaveLength(2);
    expect(questions[1]?.postDataJSON()).toEqual({
      associationId: 101,
      conversationId: first.conversationId,
      message: 'And in the front yard?',
    });

    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ask the assistant' })).toBeFocused();

    // The citation opens the document in the viewer.
    await openAssistant(page);
    await page
      .getByRole('log', { name: 'Conversation with the assistant' })
      .getByRole('link', { name: 'Declaration of covenants.pdf' })
      .first()
      .click();
    await expect(page).toHaveURL(at('/document/101/1301/Declaration%20of%20covenants.pdf'));
    await expect(
      page.getByRole('heading', { name: 'Declaration of covenants.pdf', level: 1 }),
    ).toBeVisible();
  });

  test('keeps the conversation for the session, without tokens, and forgets it on logout', async ({
    page,
  }) => {
    const { input, log } = await openAssistant(page);
    await input.fill('How tall can my backyard fence be?');
    await input.press('Enter');
    await expect(log).toContainText(FENCES);
    await page.reload();
    const reopened = await openAssistant(page);
    await expect(reopened.log).toContainText('How tall can my backyard fence be?');
    await expect(reopened.log).toContainText(FENCES);
    const stored = await page.evaluate(() => sessionStorage.getItem('courtyard-assistant'));
    expect(stored).toContain('Backyard fences');
    expect(stored).not.toContain('eyJ');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Jordan Rivera/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('courtyard-assistant')))
      .toBeNull();
  });
});

test.describe('against Prism', () => {
  test.beforeEach(async ({ page, open }) => {
    await startSignedIn(page);
    await onMapleGrove(page, open);
  });

  test('names each source of the contract’s example: documents in the viewer, a web page in a new tab', async ({
    page,
    at,
  }) => {
    const { input, log } = await openAssistant(page);
    await input.fill('How tall can my backyard fence be?');
    await input.press('Enter');
    await expect(log).toContainText('Backyard fences at Maple Grove may be up to 6 feet tall');
    await expect(log.getByRole('link', { name: 'Declaration of covenants.pdf' })).toHaveAttribute(
      'href',
      at('/document/101/1301/Declaration%20of%20covenants.pdf'),
    );
    await expect(
      log.getByRole('link', { name: 'Architectural request form.docx' }),
    ).toHaveAttribute('href', at('/document/101/1304/Architectural%20request%20form.docx'));
    const faq = log.getByRole('link', { name: /FAQ: How tall can a backyard fence be\?/ });
    await expect(faq).toHaveAttribute(
      'href',
      'https://portal.courtyard.example/community/faq#14302',
    );
    await expect(faq).toHaveAttribute('target', '_blank');
  });

  test('a failure shows the SPEC text with the help-centre link and keeps the question', async ({
    page,
  }) => {
    await preferStatus(page, chat, 'code=500');
    const questions = recordQuestions(page);
    const { dialog, input } = await openAssistant(page);
    await input.fill('How tall can my backyard fence be?');
    await input.press('Enter');
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText(specError);
    await expect(alert.getByRole('link', { name: 'help center' })).toHaveAttribute(
      'href',
      'https://help.courtyard.example',
    );
    await expect(input).toHaveValue('How tall can my backyard fence be?');
    await expect(input).toBeFocused();
    expect(questions).toHaveLength(1);
    // The panel says it; no global toast on top.
    await expect(
      page.getByText('We have encountered an error and could not complete your request.'),
    ).toHaveCount(0);
  });

  test('refuses empty and too long questions, and shows markup as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route(chat, (route) =>
      route.fulfill({
        json: {
          conversationId: 'c-xss',
          reply: '<img src=x onerror="alert(1)"><script>alert(2)</script> Fences are fine.',
          sources: [
            { title: '<b>Rules</b>', url: 'javascript:alert(3)' },
            { title: 'Bylaws 2024.pdf', documentId: 1302 },
          ],
        },
      }),
    );
    const questions = recordQuestions(page);
    const { input, log } = await openAssistant(page);

    await input.press('Enter');
    await expect(page.getByText('Type a question first.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Type a question first.')).toBeVisible();
    await expect(input).toBeFocused();

    await input.fill('a'.repeat(1005));
    await expect(page.getByText('1005 of 1000 characters')).toBeVisible();
    await input.press('Enter');
    await expect(
      page.getByText('Questions can be at most 1000 characters. Remove 5 characters.'),
    ).toBeVisible();
    expect(questions).toHaveLength(0);

    await input.fill('<script>alert(1)</script> Can I build a fence?');
    await input.press('Enter');
    await expect(log).toContainText('<script>alert(1)</script> Can I build a fence?');
    await expect(log).toContainText(
      '<img src=x onerror="alert(1)"><script>alert(2)</script> Fences are fine.',
    );
    await expect(log.locator('img, script, b')).toHaveCount(0);
    // A javascript: source is named, never linked.
    await expect(log.getByText('<b>Rules</b>')).toBeVisible();
    await expect(log.getByRole('link', { name: '<b>Rules</b>' })).toHaveCount(0);
    expect(questions).toHaveLength(1);
    expect(dialogs).toEqual([]);
  });

  test('sends one request however often Send is pressed', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(chat, async (route) => {
      await held;
      await route.fallback();
    });
    const questions = recordQuestions(page);
    const { dialog, input, log } = await openAssistant(page);
    await input.fill('How tall can my backyard fence be?');
    const send = dialog.getByRole('button', { name: 'Send' });
    await send.click();
    await dialog.getByRole('button', { name: 'Sending…' }).click({ force: true });
    await input.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(
      'Looking through your association’s documents…',
    );
    release();
    await expect(log).toContainText('Backyard fences at Maple Grove');
    expect(questions).toHaveLength(1);
  });

  for (const width of [360, 1280]) {
    test(`has no accessibility violations at ${width} px with the assistant open`, async ({
      page,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const { dialog, input, log } = await openAssistant(page);
      await expectAccessible();
      await input.fill('How tall can my backyard fence be?');
      await input.press('Enter');
      await expect(log).toContainText('Backyard fences at Maple Grove');
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(width);
      await expectAccessible();
    });
  }
});
