// @vitest-environment node
// Homeowner requests and amenity reservations over HTTP: what was typed is stored with its files,
// replies join the thread (a closed request refuses them), slots have one holder, moves and
// cancellations stay, and each person sees only their own. The tenants run on the story's day,
// so the examples' dates are the ones asked for.
import { describe, expect, it } from 'vitest';
import {
  useTestSandbox,
  type Answer,
  type Client,
  type Json,
  type JsonObject,
  text,
} from '../test-client.ts';

const sandbox = useTestSandbox();
const STORY_NOON = '2026-11-22T17:00:00Z';
const JORDAN = 'jordan.rivera@example.com';
const PRIYA = 'priya.shah@example.com';
const MARCUS = 'marcus.chen@example.com';

async function signedIn(email: string): Promise<Client> {
  const client = await sandbox.tenant(STORY_NOON);
  await client.signIn(email);
  return client;
}

async function as(client: Client, email: string): Promise<Client> {
  await client.signIn(email);
  return client;
}

async function multipart(
  client: Client,
  path: string,
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[] = [],
): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await client.fetch('action-items', path, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Answer };
}

const ids = (answer: { body: Answer }) => answer.body.map((item) => item.id);

/** A list inside an answer (a thread, its files, an amenity's slots); a test fails on anything else. */
function items(value: Json | undefined): JsonObject[] {
  if (!Array.isArray(value)) throw new Error(`expected a list, got ${JSON.stringify(value)}`);
  return value as JsonObject[];
}

// A tenant is seeded per test: on a busy machine that alone can take seconds.
describe('homeowner requests', { timeout: 20_000 }, () => {
  it('lists the person’s own requests, newest update first, and 30 days back from today', async () => {
    const jordan = await signedIn(JORDAN);
    const all = await jordan.call('action-items', 'GET', '/HomeownerRequests');
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([10001, 10003, 10002]);
    expect(all.body[0]?.latestReply).toMatchObject({ author: 'Harborview Community Management' });
    const open = await jordan.call('action-items', 'GET', '/HomeownerRequests?status=open');
    expect(ids(open)).toEqual([10001]);
    const recent = await jordan.call('action-items', 'GET', '/HomeownerRequests?from=2026-11-10');
    expect(ids(recent)).toEqual([10001, 10003]);
    const lakeside = await jordan.call(
      'action-items',
      'GET',
      '/HomeownerRequests?associationId=102',
    );
    expect(lakeside.body).toEqual([]);

    const priya = await as(jordan, PRIYA);
    const hers = await priya.call('action-items', 'GET', '/HomeownerRequests');
    expect(ids(hers)).toEqual([10005]);
    expect(hers.body[0]?.latestReply).toMatchObject({ author: 'Harborview Community Management' });
    expect((await priya.call('action-items', 'GET', '/HomeownerRequests/10001')).status).toBe(404);
    const marcus = await as(jordan, MARCUS);
    expect((await marcus.call('action-items', 'GET', '/HomeownerRequests')).body).toEqual([]);
  });

  it('answers the request asked for with its thread and files, whose bytes download', async () => {
    const jordan = await signedIn(JORDAN);
    const streetlight = await jordan.call('action-items', 'GET', '/HomeownerRequests/10001');
    expect(streetlight.body).toMatchObject({
      id: 10001,
      subject: 'Streetlight out on Maple Court',
    });
    expect(items(streetlight.body.messages).map((m) => m.id)).toEqual([10101, 10102]);
    const poolGate = await jordan.call('action-items', 'GET', '/HomeownerRequests/10002');
    expect(poolGate.body).toMatchObject({ status: 'closed', expectedResponseBy: null });
    const photo = await jordan.fetch('action-items', '/Attachments?imgId=10201');
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(items(streetlight.body.attachments)[0]).toMatchObject({ id: 10201, size: bytes.length });
  });

  it('stores a new request as typed with its files, and it stays listed', async () => {
    const jordan = await signedIn(JORDAN);
    const pdf = new TextEncoder().encode('%PDF-1.4 sidewalk sketch');
    const created = await multipart(
      jordan,
      '/HomeownerRequests',
      {
        type: 'general',
        subject: 'Sidewalk crack in front of 12 Maple Court',
        description: 'A slab of the sidewalk has lifted about an inch.',
        associationId: '101',
        propertyId: '2001',
      },
      [{ name: 'sketch.pdf', type: 'application/pdf', bytes: pdf }],
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subject: 'Sidewalk crack in front of 12 Maple Court',
      description: 'A slab of the sidewalk has lifted about an inch.',
      status: 'open',
      latestReply: null,
      expectedResponseBy: '2026-11-29',
      messages: [],
    });
    const attachment = items(created.body.attachments)[0];
    expect(attachment).toMatchObject({ fileName: 'sketch.pdf', size: pdf.length, isImage: false });
    const listed = await jordan.call('action-items', 'GET', '/HomeownerRequests');
    expect(ids(listed)[0]).toBe(created.body.id);
    const download = await jordan.fetch(
      'action-items',
      `/Attachments?imgId=${text(attachment?.id)}`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const again = await jordan.call(
      'action-items',
      'GET',
      `/HomeownerRequests/${text(created.body.id)}`,
    );
    expect(again.body.description).toBe('A slab of the sidewalk has lifted about an inch.');
  });

  it('refuses a request without a subject, and one for someone else’s property', async () => {
    const jordan = await signedIn(JORDAN);
    const fields = {
      type: 'general',
      subject: ' ',
      description: 'Something',
      associationId: '101',
      propertyId: '2001',
    };
    const blank = await multipart(jordan, '/HomeownerRequests', fields);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ subject: ['Subject is required.'] });
    const priyas = await multipart(jordan, '/HomeownerRequests', {
      ...fields,
      subject: 'Hers',
      propertyId: '2007',
    });
    expect(priyas.status).toBe(404);
    expect((await jordan.call('action-items', 'GET', '/HomeownerRequests')).body).toHaveLength(3);
  });

  it('adds a reply to the end of the thread; a closed request and an empty reply refuse', async () => {
    const jordan = await signedIn(JORDAN);
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const sent = await multipart(
      jordan,
      '/HomeownerRequests/10001/Messages',
      { message: 'Thank you. The light is still out tonight.' },
      [{ name: 'night.jpg', type: 'image/jpeg', bytes: photo }],
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      author: 'Jordan Rivera',
      authorRole: 'homeowner',
      body: 'Thank you. The light is still out tonight.',
      sentAt: STORY_NOON.replace('Z', '.000Z'),
    });
    expect(items(sent.body.attachments)[0]).toMatchObject({ fileName: 'night.jpg', isImage: true });
    const thread = await jordan.call('action-items', 'GET', '/HomeownerRequests/10001');
    expect(items(thread.body.messages).at(-1)?.body).toBe(
      'Thank you. The light is still out tonight.',
    );
    expect(thread.body.attachments).toHaveLength(2);
    expect(thread.body.updatedAt).toBe(sent.body.sentAt);
    // The newest reply from management stays the listed one: the homeowner's is not a reply.
    expect(thread.body.latestReply).toMatchObject({ author: 'Harborview Community Management' });

    const closed = await multipart(jordan, '/HomeownerRequests/10002/Messages', {
      message: 'It is broken again.',
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ errorCode: 'RQ409' });
    const empty = await multipart(jordan, '/HomeownerRequests/10001/Messages', { message: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Message is required.');
    const priya = await as(jordan, PRIYA);
    expect(
      (await multipart(priya, '/HomeownerRequests/10001/Messages', { message: 'Hi' })).status,
    ).toBe(404);
  });
});

describe('amenity reservations', { timeout: 20_000 }, () => {
  const reservations = (client: Client, query = '') =>
    client.call('associations', 'GET', `/Associations/101/Reservation${query}`);
  const slots = async (
    client: Client,
    date: string,
  ): Promise<Record<string, (Json | undefined)[]>> => {
    const answer = await client.call(
      'associations',
      'GET',
      `/Associations/101/Amenities?date=${date}`,
    );
    expect(answer.status).toBe(200);
    return Object.fromEntries(
      answer.body.map((amenity) => [
        text(amenity.name),
        items(amenity.slots)
          .filter((slot) => slot.taken)
          .map((slot) => slot.startTime),
      ]),
    );
  };

  it('lists the person’s own reservations, soonest first, and 30 days back', async () => {
    const jordan = await signedIn(JORDAN);
    expect(ids(await reservations(jordan))).toEqual([11003, 11002, 11001]);
    expect(ids(await reservations(jordan, '?status=confirmed'))).toEqual([11002]);
    expect(ids(await reservations(jordan, '?ownerId=5001&from=2026-11-08'))).toEqual([
      11003, 11001,
    ]);
    const priya = await as(jordan, PRIYA);
    expect(ids(await reservations(priya))).toEqual([11006, 11007]);
    expect(ids(await reservations(priya, '?ownerId=5001'))).toEqual([]);
    expect((await priya.call('associations', 'GET', '/Associations/102/Reservation')).status).toBe(
      404,
    );
  });

  it('shows each amenity’s slots of a day with the ones held', async () => {
    const jordan = await signedIn(JORDAN);
    expect(await slots(jordan, '2026-12-06')).toEqual({
      Clubhouse: ['14:00'],
      'Pool pavilion': [],
      'Tennis court': ['08:00', '11:00'],
    });
    // 11003 was declined: it holds nothing.
    expect((await slots(jordan, '2026-11-24'))['Tennis court']).toEqual([]);
  });

  it('books a free slot, refuses a taken one (RS001) and one that is not offered', async () => {
    const jordan = await signedIn(JORDAN);
    const slot = {
      amenityId: 1501,
      propertyId: 2001,
      date: '2026-12-13',
      startTime: '14:00',
      endTime: '18:00',
    };
    const created = await jordan.call('associations', 'POST', '/Associations/101/Reservation', {
      ...slot,
      notes: 'Holiday open house for the neighbours.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...slot, status: 'tentative', amenityName: 'Clubhouse' });
    const tennis = await jordan.call('associations', 'POST', '/Associations/101/Reservation', {
      amenityId: 1503,
      date: '2026-12-13',
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(tennis.body).toMatchObject({ status: 'confirmed', propertyId: 2001, notes: null });

    // Someone else asking for the same slot of the same community is refused.
    const priya = await as(jordan, PRIYA);
    const taken = await priya.call('associations', 'POST', '/Associations/101/Reservation', {
      ...slot,
      propertyId: 2007,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorCode: 'RS001',
      detail: 'This time slot is no longer available. Please choose another time.',
    });
    await as(jordan, JORDAN);
    const odd = await jordan.call('associations', 'POST', '/Associations/101/Reservation', {
      ...slot,
      startTime: '15:00',
    });
    expect(odd.status).toBe(422);
    const past = await jordan.call('associations', 'POST', '/Associations/101/Reservation', {
      ...slot,
      date: '2026-11-21',
    });
    expect(past.status).toBe(422);
    expect(ids(await reservations(jordan))).toContain(created.body.id);
    expect((await slots(jordan, '2026-12-13')).Clubhouse).toEqual(['14:00']);
  });

  it('moves a reservation to a free slot, tentative again; refuses a taken slot and a fixed amenity', async () => {
    const jordan = await signedIn(JORDAN);
    const move = (id: number, body: object) =>
      jordan.call('associations', 'PATCH', `/Associations/101/Reservation/${String(id)}`, body);
    const moved = await move(11001, { date: '2026-12-13', startTime: '10:00', endTime: '14:00' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: 11001,
      date: '2026-12-13',
      startTime: '10:00',
      status: 'tentative',
    });
    expect((await slots(jordan, '2026-12-06')).Clubhouse).toEqual([]);
    expect((await slots(jordan, '2026-12-13')).Clubhouse).toEqual(['10:00']);
    const listed = (await reservations(jordan)).body.find((r) => r.id === 11001);
    expect(listed).toMatchObject({ date: '2026-12-13', startTime: '10:00' });

    const onPriyas = await jordan.call('associations', 'POST', '/Associations/101/Reservation', {
      amenityId: 1503,
      date: '2026-12-20',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(onPriyas.status).toBe(201);
    const toTaken = await move(Number(onPriyas.body.id), {
      date: '2026-12-06',
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(toTaken.status).toBe(409);
    expect(toTaken.body.errorCode).toBe('RS001');
    const pavilion = await move(11002, {
      date: '2026-11-29',
      startTime: '12:00',
      endTime: '16:00',
    });
    expect(pavilion.status).toBe(422);
    expect(pavilion.body.errorCode).toBe('RS002');
    const declined = await move(11003, {
      date: '2026-12-13',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(declined.status).toBe(422);
    expect(declined.body.errorCode).toBe('RS003');
  });

  it('cancels a reservation: it leaves the list, frees its slot; declined ones refuse', async () => {
    const jordan = await signedIn(JORDAN);
    const cancel = (client: Client, id: number) =>
      client.call('associations', 'DELETE', `/Associations/101/Reservation/${String(id)}`);
    expect((await cancel(jordan, 11001)).status).toBe(204);
    expect(ids(await reservations(jordan))).toEqual([11003, 11002]);
    expect((await slots(jordan, '2026-12-06')).Clubhouse).toEqual([]);
    expect((await cancel(jordan, 11001)).status).toBe(404);
    const declined = await cancel(jordan, 11003);
    expect(declined.status).toBe(422);
    expect(declined.body.errorCode).toBe('RS003');
    const priya = await as(jordan, PRIYA);
    expect((await cancel(priya, 11002)).status).toBe(404);
    const rebooked = await priya.call('associations', 'POST', '/Associations/101/Reservation', {
      amenityId: 1501,
      date: '2026-12-06',
      startTime: '14:00',
      endTime: '18:00',
    });
    expect(rebooked.body).toMatchObject({ ownerId: 5007, propertyId: 2007, status: 'tentative' });
  });
});
