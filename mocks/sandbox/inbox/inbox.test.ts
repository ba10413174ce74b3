// @vitest-environment node
// The inbox over HTTP: each person's own messages, read state per person, replies kept.
import { describe, expect, it } from 'vitest';
import { text, useTestSandbox, type Client } from '../test-client.ts';

const sandbox = useTestSandbox();

async function inboxOf(client: Client, query = '') {
  const answer = await client.call('users', 'GET', `/Messages${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

function reply(client: Client, id: number, message: string, file?: File) {
  const form = new FormData();
  form.set('message', message);
  if (file) form.append('files', file);
  return client.fetch('users', `/Messages/${String(id)}/Reply`, { method: 'POST', body: form });
}

// The first tenant of a file waits for the demo files to be made (a JPEG in plain JS).
describe('the inbox', { timeout: 30_000 }, () => {
  it("answers each message by its id, and only the person's own", async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    const inbox = await inboxOf(client);
    expect((inbox.items as { id: number }[]).map((m) => m.id)).toEqual([12003, 12001, 12002]);
    expect(inbox.unreadCount).toBe(2);
    const pool = await client.call('users', 'GET', '/Messages/12002');
    expect(pool.status).toBe(200);
    expect(pool.body.subject).toBe('Pool closes for the season');

    const priya = client;
    await priya.signIn('priya.shah@example.com');
    const hers = await inboxOf(priya);
    expect((hers.items as { id: number }[]).map((m) => m.id)).toEqual([12902, 12901]);
    expect(hers.unreadCount).toBe(1);
    expect((await priya.call('users', 'GET', '/Messages/12002')).status).toBe(404);
    expect((await priya.call('users', 'PATCH', '/Messages/12003', { read: true })).status).toBe(
      404,
    );
  });

  it('keeps a message read for its reader: the unread count drops and stays', async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    const opened = await client.call('users', 'GET', '/Messages/12003');
    expect(opened.body.read).toBe(false);
    const marked = await client.call('users', 'PATCH', '/Messages/12003', { read: true });
    expect(marked.status).toBe(200);
    expect(marked.body.read).toBe(true);
    const unread = await inboxOf(client, '?unreadOnly=true&page=1&pageSize=1');
    expect(unread.unreadCount).toBe(1);
    expect(unread.totalCount).toBe(1);
    expect((unread.items as { id: number }[]).map((m) => m.id)).toEqual([12001]);
    expect((await client.call('users', 'GET', '/Messages/12003')).body.read).toBe(true);
    // Unread again on request.
    await client.call('users', 'PATCH', '/Messages/12003', { read: false });
    expect((await inboxOf(client)).unreadCount).toBe(2);
  });

  it('keeps a reply as a message of the thread, with its attachment', async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    const sent = await reply(
      client,
      12003,
      'Thanks Dana — I will keep an eye on it.',
      new File(['%PDF-1.4\n'], 'photo.pdf', { type: 'application/pdf' }),
    );
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Record<string, unknown>;
    expect(message).toMatchObject({
      subject: 'Re: Reply to your request 10001',
      body: 'Thanks Dana — I will keep an eye on it.',
      from: 'Jordan Rivera',
      inReplyToId: 12003,
      relatedRequestId: 10001,
      read: true,
      canReply: false,
    });
    expect(message.attachments).toEqual([
      expect.objectContaining({ fileName: 'photo.pdf', contentType: 'application/pdf' }),
    ]);
    const kept = await client.call('users', 'GET', `/Messages/${text(message.id as number)}`);
    expect(kept.body.body).toBe('Thanks Dana — I will keep an eye on it.');
    const inbox = await inboxOf(client);
    expect((inbox.items as { id: number }[])[0]?.id).toBe(message.id);
    expect(inbox.totalCount).toBe(4);
    expect(inbox.unreadCount).toBe(2);
  });

  it("refuses an empty reply in the contract's words, and a reply to another's message", async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    const empty = await reply(client, 12003, '   ');
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { detail: string }).detail).toBe('Message is required.');
    expect((await reply(client, 12901, 'Hello')).status).toBe(404);
  });

  it('pages the inbox newest first', async () => {
    const client = await sandbox.tenant();
    await client.signIn('jordan.rivera@example.com');
    const second = await inboxOf(client, '?page=2&pageSize=2');
    expect((second.items as { id: number }[]).map((m) => m.id)).toEqual([12002]);
    expect(second.totalCount).toBe(3);
  });
});
