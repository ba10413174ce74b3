// @vitest-environment node
// The homeowner's violation notices over HTTP: Priya sees only her own, with the rule, photo and
// dates; her answer with a photo is stored and the board's list shows it on the same row.
import { describe, expect, it, vi } from 'vitest';
import { addDaysToDay, dayInZone } from '../clock.ts';
import { text, useTestSandbox, type Answer, type Client, type JsonObject } from '../test-client.ts';

vi.setConfig({ testTimeout: 30_000 });

const sandbox = useTestSandbox();
const PRIYA = 'priya.shah@example.com';
const JORDAN = 'jordan.rivera@example.com';

async function signedIn(email: string, client?: Client): Promise<Client> {
  const next = client ?? (await sandbox.tenant());
  await next.signIn(email);
  return next;
}

async function answer(
  client: Client,
  id: number,
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await client.fetch(
    'action-items',
    `/HomeownerViolations/${String(id)}/Responses`,
    { method: 'POST', body: form },
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const PHOTO = {
  name: 'garage.jpg',
  type: 'image/jpeg',
  bytes: new Uint8Array([255, 216, 255, 217]),
};

describe('violation notices', () => {
  it('lists only the caller’s own notices, with the rule, the photo and the dates', async () => {
    const priya = await signedIn(PRIYA);
    const list = await priya.call('action-items', 'GET', '/HomeownerViolations?associationId=101');
    expect(list.status).toBe(200);
    expect(list.body.map((v) => v.id)).toEqual([16303]);
    const today = dayInZone(new Date());
    const notice = list.body[0] as JsonObject;
    expect(notice).toMatchObject({
      category: 'Trash containers',
      status: 'open',
      cureByDate: addDaysToDay(today, 10),
      reportedDate: addDaysToDay(today, -2),
      rule: {
        documentId: 1305,
        documentTitle: 'Rules and regulations',
        section: 'Section 2 - Trash and recycling',
      },
      photos: [{ id: 16801, fileName: 'trash-cans-street.jpg', isImage: true }],
      fineCharge: null,
      responses: [],
    });
    expect(text(notice.noticeSentAt)).toContain(addDaysToDay(today, -1));
    const photo = await priya.fetch('action-items', '/Attachments?imgId=16801');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    // Another owner's notice is not hers to read or answer.
    expect((await priya.call('action-items', 'GET', '/HomeownerViolations/16301')).status).toBe(
      404,
    );
    expect((await answer(priya, 16301, { kind: 'fixed', message: 'x' })).status).toBe(404);
  });

  it('stores an answer with a photo, and the board sees it on the same row', async () => {
    const priya = await signedIn(PRIYA);
    const sent = await answer(
      priya,
      16303,
      { kind: 'fixed', message: '  The cans are in the garage now. ' },
      [PHOTO],
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'fixed',
      message: 'The cans are in the garage now.',
      author: 'Priya Shah',
      photos: [{ fileName: 'garage.jpg', size: 4, isImage: true }],
    });
    const again = await priya.call('action-items', 'GET', '/HomeownerViolations/16303');
    expect(again.body.responses).toHaveLength(1);

    const jordan = await signedIn(JORDAN, priya);
    const board = await jordan.call('action-items', 'GET', '/Board/Violations?associationId=101');
    const row = (board.body.items as unknown as JsonObject[]).find((v) => v.id === 16303);
    expect(row?.responses).toMatchObject([
      { kind: 'fixed', message: 'The cans are in the garage now.', author: 'Priya Shah' },
    ]);
  });

  it('refuses an empty message, an unknown answer, and a closed notice', async () => {
    const priya = await signedIn(PRIYA);
    const empty = await answer(priya, 16303, { kind: 'dispute', message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Message is required.');
    expect((await answer(priya, 16303, { kind: 'maybe', message: 'Hi' })).status).toBe(422);

    const jordan = await signedIn(JORDAN, priya);
    const closed = await jordan.call('action-items', 'POST', '/Board/Violations/16303/Close', {
      note: 'Cans put away.',
    });
    expect(closed.status).toBe(200);
    await signedIn(PRIYA, priya);
    expect((await answer(priya, 16303, { kind: 'needMoreTime', message: 'Hi' })).status).toBe(409);
  });
});
