// @vitest-environment node
// ARC review over HTTP: votes that stick (cast, edited, retracted), the tally and "my vote", the
// chair's decision closing voting, messages both ways with files, files served as real images and
// PDFs, each request itself, and the board's pages refused to anyone not on that board.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed.ts';
import { text, useTestSandbox, type Client, type Json, type JsonObject } from '../test-client.ts';

const sandbox = useTestSandbox();

/** A nested list of an answer, as objects; a test fails on anything else. */
function rows(value: Json | undefined): JsonObject[] {
  if (!Array.isArray(value)) throw new Error(`expected a list, got ${JSON.stringify(value)}`);
  return value.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new Error(`expected an object, got ${JSON.stringify(item)}`);
    return item;
  });
}

/** A nested object of an answer. */
function record(value: Json | undefined): JsonObject {
  const [only] = rows([value ?? null]);
  if (!only) throw new Error('expected an object');
  return only;
}

async function as(email: string): Promise<Client> {
  const client = await sandbox.tenant();
  await client.signIn(email);
  return client;
}

function vote(client: Client, id: number, choice: string, comment?: string) {
  const form = new FormData();
  form.set('vote', choice);
  if (comment) form.set('comment', comment);
  return client.fetch('action-items', `/Board/ArcRequests/${String(id)}/Vote`, {
    method: 'POST',
    body: form,
  });
}

function message(client: Client, id: number, body: string, files: File[] = []) {
  const form = new FormData();
  form.set('arcRequestId', String(id));
  form.set('message', body);
  for (const file of files) form.append('files', file);
  return client.fetch('action-items', '/Board/ArcRequests/Message', { method: 'POST', body: form });
}

// A tenant is seeded per test, on two cores shared with other runs: more than the default 5 s.
describe('ARC review', { timeout: 30_000 }, () => {
  it('answers each request itself, with its own ballots and decision', async () => {
    const jordan = await as(DEMO_USERS.jordan.email);
    const list = await jordan.call('action-items', 'GET', '/Board/ArcRequests?associationId=101');
    expect(list.status).toBe(200);
    expect(list.body.map((r) => r.id)).toEqual([6001, 6002, 6003]);
    expect(list.body.map((r) => r.attachmentCount)).toEqual([3, 1, 2]);

    const paint = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(paint.body).toMatchObject({
      title: 'Exterior paint – Sage Green',
      status: 'open',
      votes: { approve: 2, decline: 0, total: 5, required: 3 },
      myVote: null,
      chairDecision: null,
      isChair: true,
      canVote: true,
      messageCount: 3,
    });
    const fence = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6002');
    expect(fence.body).toMatchObject({
      id: 6002,
      title: 'Backyard cedar fence',
      status: 'approved',
      myVote: 'approve',
      canVote: false,
      votes: { approve: 4, decline: 1 },
      chairDecision: { decision: 'approved', decidedBy: { userId: 1001 } },
    });
    expect(fence.body.ballots).toHaveLength(5);
    const solar = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6003');
    expect(solar.body).toMatchObject({
      title: 'Solar panels on front roof',
      status: 'declined',
      myVote: 'decline',
      votes: { approve: 1, decline: 4 },
    });
    const missing = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6999');
    expect(missing.status).toBe(404);
  });

  it('records a vote as sent, edits it and retracts it; the tally and my vote follow', async () => {
    const jordan = await as(DEMO_USERS.jordan.email);
    const declined = await vote(jordan, 6001, 'decline', 'Please pick a palette colour.');
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({
      arcRequestId: 6001,
      status: 'open',
      myVote: 'decline',
      votes: { approve: 2, decline: 1, total: 5, required: 3 },
    });
    let detail = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(detail.body.myVote).toBe('decline');
    expect(detail.body.votes).toMatchObject({ approve: 2, decline: 1 });
    expect(rows(detail.body.ballots).find((b) => b.voterId === 1001)).toMatchObject({
      voterName: 'Jordan Rivera',
      vote: 'decline',
      comment: 'Please pick a palette colour.',
    });

    expect((await vote(jordan, 6001, 'approve')).status).toBe(200);
    detail = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(detail.body).toMatchObject({ myVote: 'approve', votes: { approve: 3, decline: 0 } });
    const mine = await jordan.call(
      'action-items',
      'GET',
      '/Board/ArcRequests?associationId=101&mine=true',
    );
    expect(mine.body).toEqual([]);

    const retracted = await vote(jordan, 6001, 'retract');
    expect(await retracted.json()).toMatchObject({
      myVote: null,
      votes: { approve: 2, decline: 0 },
    });
    detail = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(detail.body.myVote).toBeNull();
    expect(rows(detail.body.ballots).map((b) => b.voterId)).toEqual([1002, 1003]);
    const waiting = await jordan.call(
      'action-items',
      'GET',
      '/Board/ArcRequests?associationId=101&mine=true',
    );
    expect(waiting.body.map((r) => r.id)).toEqual([6001]);
  });

  it('lets Marcus (board, not chair) vote but not decide', async () => {
    const marcus = await as(DEMO_USERS.marcus.email);
    const detail = await marcus.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(detail.body).toMatchObject({ myVote: 'approve', isChair: false, canVote: true });
    const waiting = await marcus.call(
      'action-items',
      'GET',
      '/Board/ArcRequests?associationId=101&mine=true',
    );
    expect(waiting.body).toEqual([]);
    const changed = await vote(marcus, 6001, 'decline');
    expect(await changed.json()).toMatchObject({
      myVote: 'decline',
      votes: { approve: 1, decline: 1 },
    });
    const decided = await marcus.call(
      'action-items',
      'POST',
      '/Board/ArcRequests/6001/ChairDecision',
      {
        decision: 'approved',
      },
    );
    expect(decided.status).toBe(403);
    expect(decided.body.errorCode).toBe('AR403');
  });

  it("closes voting with the chair's decision, once", async () => {
    const jordan = await as(DEMO_USERS.jordan.email);
    const decided = await jordan.call(
      'action-items',
      'POST',
      '/Board/ArcRequests/6001/ChairDecision',
      { decision: 'approved', comment: 'Approved. Sage Green siding and shutters, white trim.' },
    );
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      arcRequestId: 6001,
      status: 'approved',
      chairDecision: {
        decision: 'approved',
        comment: 'Approved. Sage Green siding and shutters, white trim.',
        decidedBy: { userId: 1001, name: 'Jordan Rivera' },
      },
    });
    const detail = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(detail.body).toMatchObject({ status: 'approved', canVote: false });
    expect(detail.body.chairDecision).toMatchObject({ decision: 'approved' });

    const late = await vote(jordan, 6001, 'decline');
    expect(late.status).toBe(409);
    expect(((await late.json()) as { errorCode: string }).errorCode).toBe('AR410');
    const again = await jordan.call(
      'action-items',
      'POST',
      '/Board/ArcRequests/6001/ChairDecision',
      {
        decision: 'declined',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('AR409');

    const open = await jordan.call(
      'action-items',
      'GET',
      '/Board/ArcRequests?associationId=101&status=open',
    );
    expect(open.body).toEqual([]);
    const page = await jordan.call(
      'associations',
      'GET',
      '/Associations/101/ArcRequests?status=approved',
    );
    expect(rows(page.body.items).map((r) => r.id)).toEqual([6001, 6002]);
    expect(rows(page.body.items)[0]?.decidedAt).toBe(
      text(record(decided.body.chairDecision).decidedAt),
    );
  });

  it('keeps the conversation both ways, with files served as sent', async () => {
    const jordan = await as(DEMO_USERS.jordan.email);
    const before = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001/Messages');
    expect(before.body.map((m) => [m.id, m.authorName, m.isMine])).toEqual([
      [6101, 'Priya Shah', false],
      [6102, 'Jordan Rivera', true],
      [6103, 'Priya Shah', false],
    ]);
    const trim = rows(before.body[2]?.attachments)[0];
    expect(trim).toMatchObject({ id: 6204, fileName: 'trim-detail.jpg', isImage: true });
    const trimFile = await jordan.fetch('action-items', '/Attachments?imgId=6204');
    expect(trimFile.headers.get('content-type')).toBe('image/jpeg');
    expect((await trimFile.arrayBuffer()).byteLength).toBe(Number(trim?.size));

    const plan = new File([Buffer.from('%PDF-1.4 a plan')], 'plan.pdf', {
      type: 'application/pdf',
    });
    const sent = await message(jordan, 6001, 'Thank you. The board will decide by December 5.', [
      plan,
    ]);
    expect(sent.status).toBe(201);
    const stored = (await sent.json()) as {
      id: number;
      isMine: boolean;
      authorRole: string;
      attachments: { id: number; fileName: string; size: number; isImage: boolean }[];
    };
    expect(stored).toMatchObject({ id: 6104, isMine: true, authorRole: 'boardMember' });
    expect(stored.attachments).toEqual([
      expect.objectContaining({ fileName: 'plan.pdf', size: 15, isImage: false }),
    ]);
    const after = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001/Messages');
    expect(after.body.at(-1)).toMatchObject({
      body: 'Thank you. The board will decide by December 5.',
    });
    const back = await jordan.fetch(
      'action-items',
      `/Attachments?imgId=${String(stored.attachments[0]?.id)}`,
    );
    expect(Buffer.from(await back.arrayBuffer()).toString()).toBe('%PDF-1.4 a plan');
    const detail = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001');
    expect(detail.body).toMatchObject({ messageCount: 4, attachmentCount: 3 });

    const big = new File([Buffer.alloc(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    const refused = await message(jordan, 6001, 'Too big', [big]);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^scan\.pdf is 10\.0 MB/);
    const kept = await jordan.call('action-items', 'GET', '/Board/ArcRequests/6001/Messages');
    expect(kept.body).toHaveLength(4);

    const empty = await message(jordan, 6001, '   ');
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { detail: string }).detail).toBe('Message is required.');
  });

  it('lists each request its own files and serves them as real images and PDFs', async () => {
    const jordan = await as(DEMO_USERS.jordan.email);
    const paint = await jordan.call(
      'action-items',
      'GET',
      '/Attachments/GetAttachmentsByActionItem?actionItemId=6001',
    );
    expect(paint.body.map((a) => [a.id, a.fileName, a.isImage])).toEqual([
      [6201, 'front-elevation.jpg', true],
      [6202, 'sage-green-swatch.png', true],
      [6203, 'paint-product-sheet.pdf', false],
    ]);
    const solar = await jordan.call(
      'action-items',
      'GET',
      '/Attachments/GetAttachmentsByActionItem?actionItemId=6003',
    );
    expect(solar.body.map((a) => a.fileName)).toEqual([
      'solar-roof-layout.pdf',
      'front-roof-photo.jpg',
    ]);

    const jpeg = Buffer.from(
      await (await jordan.fetch('action-items', '/Attachments?imgId=6201')).arrayBuffer(),
    );
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.length).toBe(Number(paint.body[0]?.size));
    const png = Buffer.from(
      await (await jordan.fetch('action-items', '/Attachments?imgId=6202')).arrayBuffer(),
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const pdf = await (await jordan.fetch('action-items', '/Attachments?imgId=6205')).arrayBuffer();
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  it('refuses the board pages to a homeowner not on the board, but shows her her own files', async () => {
    const priya = await as(DEMO_USERS.priya.email);
    for (const path of [
      '/Board/ArcRequests?associationId=101',
      '/Board/ArcRequests/6001',
      '/Board/ArcRequests/6001/Messages',
    ]) {
      const refused = await priya.call('action-items', 'GET', path);
      expect(refused.status, path).toBe(403);
    }
    expect((await vote(priya, 6001, 'approve')).status).toBe(403);
    expect((await message(priya, 6001, 'Hello')).status).toBe(403);
    const decided = await priya.call(
      'action-items',
      'POST',
      '/Board/ArcRequests/6001/ChairDecision',
      {
        decision: 'approved',
      },
    );
    expect(decided.status).toBe(403);

    // Her own request's files are hers to see.
    const files = await priya.call(
      'action-items',
      'GET',
      '/Attachments/GetAttachmentsByActionItem?actionItemId=6001',
    );
    expect(files.body).toHaveLength(3);

    const dana = await as(DEMO_USERS.dana.email);
    expect((await dana.call('action-items', 'GET', '/Board/ArcRequests/6001')).status).toBe(403);
    const hidden = await dana.call(
      'action-items',
      'GET',
      '/Attachments/GetAttachmentsByActionItem?actionItemId=6001',
    );
    expect(hidden.status).toBe(404);
    expect((await dana.fetch('action-items', '/Attachments?imgId=6201')).status).toBe(404);
  });

  it("pages and filters the association's view", async () => {
    const priya = await as(DEMO_USERS.priya.email);
    const all = await priya.call('associations', 'GET', '/Associations/101/ArcRequests');
    expect(all.body).toMatchObject({ page: 1, pageSize: 25, totalCount: 3 });
    expect(rows(all.body.items).map((r) => [r.id, r.category])).toEqual([
      [6001, 'Exterior paint'],
      [6002, 'Fence'],
      [6003, 'Solar'],
    ]);
    const second = await priya.call(
      'associations',
      'GET',
      '/Associations/101/ArcRequests?page=2&pageSize=2',
    );
    expect(second.body).toMatchObject({ totalCount: 3, page: 2 });
    expect(rows(second.body.items).map((r) => r.id)).toEqual([6003]);
    const submitted = text(rows(all.body.items)[1]?.submittedAt).slice(0, 10);
    const day = await priya.call(
      'associations',
      'GET',
      `/Associations/101/ArcRequests?from=${submitted}&to=${submitted}`,
    );
    expect(rows(day.body.items).map((r) => r.id)).toEqual([6002]);
    const elsewhere = await priya.call('associations', 'GET', '/Associations/102/ArcRequests');
    expect(elsewhere.status).toBe(404);
  });
});
