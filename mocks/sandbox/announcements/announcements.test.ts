// @vitest-environment node
// The association's news over HTTP: pinned first, read per person, posted, edited and unpublished
// by board members only, with the form's problems named per field.
import { describe, expect, it, vi } from 'vitest';
import { text, useTestSandbox, type Answer, type Client } from '../test-client.ts';

vi.setConfig({ testTimeout: 30_000 });

const sandbox = useTestSandbox();
const PRIYA = 'priya.shah@example.com';
const JORDAN = 'jordan.rivera@example.com';
const BASE = '/Associations/101';

async function signedIn(email: string, client?: Client): Promise<Client> {
  const next = client ?? (await sandbox.tenant());
  await next.signIn(email);
  return next;
}

async function send(
  client: Client,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('attachment', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await client.fetch('associations', path, { method, body: form });
  return { status: response.status, body: (await response.json()) as Answer };
}

const list = (client: Client) => client.call('associations', 'GET', `${BASE}/Announcements`);
const titles = (answer: { body: Answer }) => answer.body.map((a) => a.title);

describe('announcements', () => {
  it('lists the published news pinned first, and keeps each person’s reading', async () => {
    const priya = await signedIn(PRIYA);
    const news = await list(priya);
    expect(news.status).toBe(200);
    expect(news.body.map((a) => [a.id, a.pinned, a.read])).toEqual([
      [17001, true, false],
      [17002, false, true],
    ]);
    const read = await priya.call('associations', 'POST', `${BASE}/Announcements/17001/Read`);
    expect(read.body.read).toBe(true);
    expect((await list(priya)).body[0]?.read).toBe(true);
    const file = await priya.fetch('associations', `${BASE}/Announcements/17002/Attachment`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Jordan's reading is his own.
    await signedIn(JORDAN, priya);
    expect((await list(priya)).body[0]?.read).toBe(false);
    // Another association's news is not Priya's.
    await signedIn(PRIYA, priya);
    expect(
      (await priya.call('associations', 'GET', '/Associations/102/Announcements')).status,
    ).toBe(404);
  });

  it('lets a board member post, edit and unpublish; a homeowner may not', async () => {
    const jordan = await signedIn(JORDAN);
    const posted = await send(
      jordan,
      'POST',
      `${BASE}/Board/Announcements`,
      { title: ' Snow removal ', body: '<p>Plows come at 6 a.m.</p>', pinned: 'false' },
      { name: 'routes.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      title: 'Snow removal',
      status: 'published',
      author: 'Jordan Rivera',
      attachment: { fileName: 'routes.pdf', size: 4 },
      updatedAt: null,
    });
    const id = text(posted.body.id);
    const edited = await send(jordan, 'PUT', `${BASE}/Board/Announcements/${id}`, {
      title: 'Snow removal tonight',
      body: '<p>Plows come at 5 a.m.</p>',
      pinned: 'true',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Snow removal tonight', pinned: true });
    expect(edited.body.updatedAt).not.toBeNull();
    expect(edited.body.attachment).toMatchObject({ fileName: 'routes.pdf' });

    const priya = await signedIn(PRIYA, jordan);
    expect(titles(await list(priya))).toEqual([
      'Snow removal tonight',
      'Pool closes for the season on November 30',
      'Annual meeting on December 9',
    ]);
    expect((await list(priya)).body[0]?.read).toBe(false);
    const refused = await send(priya, 'POST', `${BASE}/Board/Announcements`, {
      title: 'Mine',
      body: 'x',
      pinned: 'false',
    });
    expect(refused.status).toBe(403);

    await signedIn(JORDAN, priya);
    const gone = await jordan.call(
      'associations',
      'POST',
      `${BASE}/Board/Announcements/${id}/Unpublish`,
    );
    expect(gone.body.status).toBe('unpublished');
    const board = await jordan.call('associations', 'GET', `${BASE}/Board/Announcements`);
    expect(titles(board)).toContain('Snow removal tonight');
    await signedIn(PRIYA, priya);
    expect(titles(await list(priya))).not.toContain('Snow removal tonight');
  });

  it('names each missing field', async () => {
    const jordan = await signedIn(JORDAN);
    const answer = await send(jordan, 'POST', `${BASE}/Board/Announcements`, {
      title: ' ',
      body: '',
      pinned: 'false',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      title: ['Title is required.'],
      body: ['Body is required.'],
    });
  });
});
