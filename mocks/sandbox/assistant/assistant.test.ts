// @vitest-environment node
// The rules assistant over HTTP: answers quoted from Maple Grove's documents and cited by
// document and section, the "not in your documents" answer, Spanish, and conversations that are
// one person's own and kept in the database.
import { describe, expect, it } from 'vitest';
import { text, useTestSandbox, type Client } from '../test-client.ts';

const sandbox = useTestSandbox();
const PRIYA = 'priya.shah@example.com';
const JORDAN = 'jordan.rivera@example.com';

function ask(
  client: Client,
  message: string,
  extra: { conversationId?: string; associationId?: number } = {},
  headers: Record<string, string> = {},
) {
  return client.call(
    'users',
    'POST',
    '/Assistant/Chat',
    { associationId: 101, message, ...extra },
    headers,
  );
}

const POOL_HOURS =
  '“The pool is open from 10:00 a.m. to 8:00 p.m. daily from Memorial Day to Labor Day.';
const POOL_CITATION = '(Pool rules, Rule 1 - Season and hours)';
const BOATS =
  '“Boats, trailers, campers and recreational vehicles may be parked in a driveway for no more than forty-eight (48) hours at a time';
const BOATS_CITATION = '(Parking rules, Section 3 - Boats, trailers and recreational vehicles)';

// A fresh tenant is seeded for each test; on a busy shared machine that alone can take seconds.
describe('POST /Assistant/Chat', { timeout: 30_000 }, () => {
  it('answers different questions with different passages, quoted and cited', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);

    const pool = await ask(client, 'What are the pool hours?');
    expect(pool.status).toBe(200);
    expect(text(pool.body.reply)).toMatch(
      /^Maple Grove HOA’s documents say \(quoted word for word\):/,
    );
    expect(text(pool.body.reply)).toContain(POOL_HOURS);
    expect(text(pool.body.reply)).toContain(POOL_CITATION);
    expect(pool.body.sources).toEqual([{ title: 'Pool rules.pdf', documentId: 1306 }]);
    expect(text(pool.body.conversationId)).toMatch(/^[0-9a-f-]{36}$/);

    const boat = await ask(client, 'Can I park a boat in my driveway?');
    expect(boat.status).toBe(200);
    expect(text(boat.body.reply)).toContain(BOATS);
    expect(text(boat.body.reply)).toContain(BOATS_CITATION);
    expect(text(boat.body.reply)).not.toContain(POOL_HOURS);
    expect(boat.body.sources).toEqual([{ title: 'Parking rules.pdf', documentId: 1307 }]);
    // Each question without a conversation starts one.
    expect(boat.body.conversationId).not.toBe(pool.body.conversationId);

    const fence = await ask(client, 'How tall can my backyard fence be?');
    expect(text(fence.body.reply)).toContain('Backyard fences may be up to six (6) feet tall');
    expect(text(fence.body.reply)).toContain(
      '(Declaration of covenants, Article VII, Section 4 - Fences)',
    );
    expect(fence.body.sources).toEqual([
      { title: 'Declaration of covenants.pdf', documentId: 1301 },
    ]);
  });

  it('finds the same passage for the question in Spanish, and answers in Spanish', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const pool = await ask(client, '¿Cuál es el horario de la piscina?');
    expect(pool.status).toBe(200);
    expect(text(pool.body.reply)).toMatch(/^Los documentos de Maple Grove HOA dicen/);
    expect(text(pool.body.reply)).toContain(POOL_HOURS);
    expect(text(pool.body.reply)).toContain(POOL_CITATION);
    expect(pool.body.sources).toEqual([{ title: 'Pool rules.pdf', documentId: 1306 }]);

    const boat = await ask(client, '¿Puedo estacionar un bote en la entrada de mi casa?');
    expect(text(boat.body.reply)).toContain(BOATS);
    expect(boat.body.sources).toEqual([{ title: 'Parking rules.pdf', documentId: 1307 }]);
  });

  it('says plainly when the documents do not answer, with no sources', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const tub = await ask(client, 'Can I put a hot tub on my deck?');
    expect(tub.status).toBe(200);
    expect(tub.body.sources).toEqual([]);
    expect(text(tub.body.reply)).toBe(
      'Maple Grove HOA’s documents do not answer this question. You can send it to the management company as a request.',
    );
    // A question that is no language's in particular follows the browser's.
    const spanish = await ask(client, 'jacuzzi', {}, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.body.sources).toEqual([]);
    expect(text(spanish.body.reply)).toMatch(/^Los documentos de Maple Grove HOA no responden/);
  });

  it('continues a conversation, reading a follow-up with the question before it', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const first = await ask(client, 'What are the pool hours?');
    const conversationId = text(first.body.conversationId);
    const next = await ask(client, 'How many guests?', { conversationId });
    expect(next.status).toBe(200);
    expect(next.body.conversationId).toBe(conversationId);
    expect(text(next.body.reply)).toContain(
      'A household may bring up to four (4) guests at a time.',
    );
    expect(text(next.body.reply)).toContain('(Pool rules, Rule 3 - Guests)');
  });

  it('keeps a conversation its asker’s own, and refuses an unknown one', async () => {
    const client = await sandbox.tenant();
    await client.signIn(PRIYA);
    const first = await ask(client, 'What are the pool hours?');
    const conversationId = text(first.body.conversationId);

    await client.signIn(JORDAN);
    const stolen = await ask(client, 'How many guests?', { conversationId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.errorId).toBeTruthy();
    const unknown = await ask(client, 'How many guests?', {
      conversationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    // Jordan's own conversation is his to continue, in another association too.
    const lakeside = await ask(client, 'What are the pool hours?', { associationId: 102 });
    expect(lakeside.status).toBe(200);
    expect(lakeside.body.sources).toEqual([]);
    expect(text(lakeside.body.reply)).toMatch(/^Lakeside Towers Condominium’s documents do not/);
    // …but not in the association of another conversation.
    const crossed = await ask(client, 'And guests?', {
      conversationId: text(lakeside.body.conversationId),
    });
    expect(crossed.status).toBe(404);
  });

  it('answers only a signed-in member of the association', async () => {
    const client = await sandbox.tenant();
    const anonymous = await ask(client, 'What are the pool hours?');
    expect(anonymous.status).toBe(401);
    await client.signIn(PRIYA);
    const notHers = await ask(client, 'What are the pool hours?', { associationId: 102 });
    expect(notHers.status).toBe(404);
    // Marcus owns nothing but sits on Maple Grove's board.
    await client.signIn('marcus.chen@example.com');
    const marcus = await ask(client, 'What are the pool hours?');
    expect(marcus.status).toBe(200);
    expect(text(marcus.body.reply)).toContain(POOL_HOURS);
  });
});
