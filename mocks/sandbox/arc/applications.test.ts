// @vitest-environment node
// The homeowner's ARC applications over HTTP: an application with its photos reaches the board's
// list, follows the board (submitted, under review, approved with conditions), and the messages go
// both ways; an incomplete one is refused field by field, and nobody sees another's.
import { describe, expect, it } from 'vitest';
import { addDaysToDay, dayInZone } from '../clock.ts';
import { DEMO_USERS } from '../seed.ts';
import { useTestSandbox, type Client, type JsonObject } from '../test-client.ts';

const sandbox = useTestSandbox();

function photo(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, {
    type: 'image/jpeg',
  });
}

function application(client: Client, fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of files) form.append('files', file);
  return client.fetch('action-items', '/Homeowner/ArcApplications', { method: 'POST', body: form });
}

function fence(start: string): Record<string, string> {
  return {
    associationId: '101',
    propertyId: '2007',
    projectType: 'fence',
    description: '4-foot black aluminum fence around the front yard.',
    plannedStartDate: start,
    contractor: 'Springfield Fence Co.',
  };
}

describe('ARC applications', { timeout: 30_000 }, () => {
  it('takes an application to the board and follows it to a decision with conditions', async () => {
    const priya = await sandbox.tenant();
    await priya.signIn(DEMO_USERS.priya.email);
    const start = addDaysToDay(dayInZone(new Date()), 30);
    const created = await application(priya, fence(start), [photo('a.jpg'), photo('b.jpg')]);
    expect(created.status).toBe(201);
    const body = (await created.json()) as JsonObject;
    expect(body).toMatchObject({
      projectType: 'fence',
      status: 'submitted',
      plannedStartDate: start,
      plannedEndDate: null,
      contractor: 'Springfield Fence Co.',
      decision: null,
      propertyAddress: { address1: '18 Maple Court' },
    });
    expect((body.attachments as JsonObject[]).map((a) => a.fileName)).toEqual(['a.jpg', 'b.jpg']);
    const id = Number(body.id);

    // The same tenant, now as Jordan: the board's list has it, with its files.
    const jordan = priya;
    await jordan.signIn(DEMO_USERS.jordan.email);
    const board = await jordan.call('action-items', 'GET', '/Board/ArcRequests?associationId=101');
    expect(board.body[0]).toMatchObject({
      id,
      status: 'open',
      attachmentCount: 2,
      homeowner: { name: 'Priya Shah' },
    });
    const detail = await jordan.call('action-items', 'GET', `/Board/ArcRequests/${String(id)}`);
    expect(detail.body).toMatchObject({ category: 'Fence', plannedStartDate: start });

    const ask = new FormData();
    ask.set('arcRequestId', String(id));
    ask.set('message', 'Is the gate on the path side?');
    await jordan.fetch('action-items', '/Board/ArcRequests/Message', { method: 'POST', body: ask });
    await priya.signIn(DEMO_USERS.priya.email);
    const mine = await priya.call(
      'action-items',
      'GET',
      '/Homeowner/ArcApplications?associationId=101',
    );
    expect(mine.body[0]).toMatchObject({ id, status: 'underReview', boardMessageCount: 1 });

    const answer = new FormData();
    answer.set('message', 'Yes, it opens onto the path.');
    const answered = await priya.fetch(
      'action-items',
      `/Homeowner/ArcApplications/${String(id)}/Messages`,
      { method: 'POST', body: answer },
    );
    expect(answered.status).toBe(201);
    await jordan.signIn(DEMO_USERS.jordan.email);
    const thread = await jordan.call(
      'action-items',
      'GET',
      `/Board/ArcRequests/${String(id)}/Messages`,
    );
    expect(thread.body.map((m) => [m.authorRole, m.body])).toEqual([
      ['boardMember', 'Is the gate on the path side?'],
      ['homeowner', 'Yes, it opens onto the path.'],
    ]);

    const refused = await jordan.call(
      'action-items',
      'POST',
      `/Board/ArcRequests/${String(id)}/ChairDecision`,
      { decision: 'declined', conditions: 'Lower it.' },
    );
    expect(refused.status).toBe(422);
    const decided = await jordan.call(
      'action-items',
      'POST',
      `/Board/ArcRequests/${String(id)}/ChairDecision`,
      { decision: 'approved', conditions: 'The fence stays 2 feet inside the front lot line.' },
    );
    expect(decided.status).toBe(200);
    await priya.signIn(DEMO_USERS.priya.email);
    const after = await priya.call(
      'action-items',
      'GET',
      `/Homeowner/ArcApplications/${String(id)}`,
    );
    expect(after.body).toMatchObject({
      status: 'approvedWithConditions',
      decision: {
        decision: 'approved',
        conditions: 'The fence stays 2 feet inside the front lot line.',
        decidedBy: { name: 'Jordan Rivera' },
      },
    });
    expect((after.body.messages as JsonObject[]).map((m) => m.isMine)).toEqual([false, true]);
  });

  it('refuses an incomplete application field by field and stores nothing', async () => {
    const priya = await sandbox.tenant();
    await priya.signIn(DEMO_USERS.priya.email);
    const yesterday = addDaysToDay(dayInZone(new Date()), -1);
    const refused = await application(
      priya,
      { ...fence(yesterday), description: '  ', plannedEndDate: addDaysToDay(yesterday, -1) },
      [],
    );
    expect(refused.status).toBe(422);
    const problem = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(problem.errors).sort()).toEqual([
      'description',
      'files',
      'plannedEndDate',
      'plannedStartDate',
    ]);
    const mine = await priya.call(
      'action-items',
      'GET',
      '/Homeowner/ArcApplications?associationId=101',
    );
    expect(mine.body.map((a) => a.id)).toEqual([6001, 6002, 6003]);
    expect(mine.body.map((a) => a.status)).toEqual(['underReview', 'approved', 'declined']);
  });

  it('shows nobody another person’s application', async () => {
    const marcus = await sandbox.tenant();
    await marcus.signIn(DEMO_USERS.marcus.email);
    expect(
      (await marcus.call('action-items', 'GET', '/Homeowner/ArcApplications/6001')).status,
    ).toBe(404);
    const list = await marcus.call(
      'action-items',
      'GET',
      '/Homeowner/ArcApplications?associationId=101',
    );
    expect(list.body).toEqual([]);
    const start = addDaysToDay(dayInZone(new Date()), 30);
    expect((await application(marcus, fence(start), [photo('a.jpg')])).status).toBe(404);
  });
});
