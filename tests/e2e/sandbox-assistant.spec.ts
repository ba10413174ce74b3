import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// The rules assistant against the sandbox: answers quoted from Maple Grove's own documents, each
// passage cited by document and section with a link that opens the document; a question the
// documents do not answer hands off to a prefilled request; Spanish finds the same passage. No
// request is answered here; every answer is the sandbox's.

const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
const POOL_HOURS =
  'The pool is open from 10:00 a.m. to 8:00 p.m. daily from Memorial Day to Labor Day.';
const POOL_CITATION = '(Pool rules, Rule 1 - Season and hours)';
const BOATS =
  'Boats, trailers, campers and recreational vehicles may be parked in a driveway for no more than forty-eight (48) hours at a time';
const BOATS_CITATION = '(Parking rules, Section 3 - Boats, trailers and recreational vehicles)';

const ENGLISH = {
  open: 'Ask the assistant',
  dialog: 'Rules assistant',
  question: 'Your question',
  log: 'Conversation with the assistant',
};
const SPANISH = {
  open: 'Preguntar al asistente',
  dialog: 'Asistente de normas',
  question: 'Su pregunta',
  log: 'Conversación con el asistente',
};

async function openAssistant(page: Page, names: typeof ENGLISH = ENGLISH) {
  await page.getByRole('button', { name: names.open }).click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  const input = dialog.getByRole('textbox', { name: names.question });
  await expect(input).toBeFocused();
  return { dialog, input, log: dialog.getByRole('log', { name: names.log }) };
}

/** Sends a question and waits for its answer: the box empties once it is in the log. */
async function ask(input: Locator, log: Locator, question: string): Promise<Locator> {
  const before = await log.getByRole('listitem').count();
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const turn = log.getByRole('listitem').nth(before);
  await expect(turn).toContainText(question);
  return turn;
}

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

test('two questions get two different answers quoted from the documents, whose source opens', async ({
  page,
  at,
  expectAccessible,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  const { dialog, input, log } = await openAssistant(page);
  await expect(dialog).toContainText(
    'Answers quote the association’s documents word for word and name the ones they come from: the assistant writes no text of its own.',
  );

  const pool = await ask(input, log, 'What are the pool hours?');
  await expect(pool).toContainText('Maple Grove HOA’s documents say (quoted word for word):');
  await expect(pool).toContainText(POOL_HOURS);
  await expect(pool).toContainText(POOL_CITATION);
  await expect(pool.getByRole('link', { name: 'Pool rules.pdf' })).toHaveAttribute(
    'href',
    at('/document/101/1306/Pool%20rules.pdf'),
  );
  await expect(pool).not.toContainText('forty-eight');

  const boat = await ask(input, log, 'Can I park a boat in my driveway?');
  await expect(boat).toContainText(BOATS);
  await expect(boat).toContainText(BOATS_CITATION);
  await expect(boat).not.toContainText('Memorial Day');
  await expect(boat.getByRole('link', { name: 'Pool rules.pdf' })).toHaveCount(0);
  await expectAccessible();

  await boat.getByRole('link', { name: 'Parking rules.pdf' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(at('/document/101/1307/Parking%20rules.pdf'));
  await expect(page.getByRole('heading', { name: 'Parking rules.pdf', level: 1 })).toBeVisible();
  // The document's own PDF, from the sandbox's files.
  await expect(page.getByTitle('Parking rules.pdf (PDF)')).toBeVisible();
});

test('a question the documents do not answer hands off to a prefilled request', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  const { dialog, input, log } = await openAssistant(page);
  const question = 'Can I put a hot tub on my deck?';
  const turn = await ask(input, log, question);
  await expect(turn).toContainText(
    'Maple Grove HOA’s documents do not answer this question. You can send it to the management company as a request.',
  );
  await expect(turn).toContainText('The association’s documents don’t answer this question.');
  await expect(turn.getByText('Based on')).toHaveCount(0);
  await expect(turn.getByRole('link', { name: /\.pdf$/ })).toHaveCount(0);

  await turn
    .getByRole('link', { name: 'Ask the management company: turn this question into a request' })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === at('/community/new-request'));
  const search = new URL(page.url()).searchParams;
  expect(search.get('subject')).toBe(question);
  expect(search.get('description')).toBe(question);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(question);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(question);
});

test('the pool question in Spanish cites the same passage, framed in Spanish', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: `Bienvenido, ${PRIYA.name}` })).toBeVisible();
  const { dialog, input, log } = await openAssistant(page, SPANISH);
  await expect(dialog).toContainText('el asistente no escribe texto propio');

  const pool = await ask(input, log, '¿Cuál es el horario de la piscina?');
  await expect(pool).toContainText('Los documentos de Maple Grove HOA dicen');
  await expect(pool).toContainText(POOL_HOURS);
  await expect(pool).toContainText(POOL_CITATION);
  await expect(pool).toContainText('Basado en');
  await expect(pool.getByRole('link', { name: 'Pool rules.pdf' })).toHaveAttribute(
    'href',
    at('/document/101/1306/Pool%20rules.pdf'),
  );
});
