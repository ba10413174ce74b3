// @vitest-environment node
// Board work over HTTP: each list answers the association's own rows with the contract's paging,
// each action changes the item it names and the task overview's counts, and only a board member
// of the association is let in (BD403).
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { addDaysToDay, dayInZone } from '../clock.ts';
import { text, useTestSandbox, type Answer, type Client, type JsonObject } from '../test-client.ts';

// A fresh tenant and a sign-in take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const sandbox = useTestSandbox();
const JORDAN = 'jordan.rivera@example.com';
const MARCUS = 'marcus.chen@example.com';
const PRIYA = 'priya.shah@example.com';

async function signedIn(email = JORDAN): Promise<Client> {
  const client = await sandbox.tenant();
  await client.signIn(email);
  return client;
}

/** A page's rows. */
function itemsOf(page: Answer): JsonObject[] {
  const items = page.items;
  if (!Array.isArray(items)) throw new Error('expected a page of items');
  return items as JsonObject[];
}

const get = (client: Client, path: string) => client.call('action-items', 'GET', path);
const post = (client: Client, path: string, body?: unknown) =>
  client.call('action-items', 'POST', path, body ?? {});

async function overview(client: Client) {
  const answer = await get(client, '/BoardMember/BoardMemberTaskOverview?associationId=101');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function invoice(client: Client, id: number) {
  const list = await get(client, '/Board/Invoices?associationId=101');
  return itemsOf(list.body).find((item) => item.id === id);
}

describe('the board task overview', () => {
  it('counts what the seed holds for Maple Grove', async () => {
    const client = await signedIn();
    expect(await overview(client)).toMatchObject({
      associationId: 101,
      violationsOpen: 3,
      workOrdersOpen: 2,
      invoicesToApprove: 2,
      collections: 2,
      inspections: 1,
      toDo: 3,
    });
  });

  it('refuses a homeowner who is not on the board, in the contract words', async () => {
    const client = await signedIn(PRIYA);
    for (const path of [
      '/BoardMember/BoardMemberTaskOverview?associationId=101',
      '/Board/Invoices?associationId=101',
      '/Board/Violations?associationId=101',
      '/Board/Reports/16701',
    ]) {
      const answer = await get(client, path);
      expect(answer.status, path).toBe(403);
    }
    const decision = await post(client, '/Board/Invoices/16402/Decision', { decision: 'approve' });
    expect(decision.status).toBe(403);
    expect(decision.body.errorCode).toBe('BD403');
    expect(decision.body.detail).toBe('Only a board member of this association can do this.');
    await client.signIn(JORDAN);
    expect((await invoice(client, 16402))?.approvals).toEqual({ received: 0, required: 2 });
  });
});

describe('invoices', () => {
  it('counts each member once, approves after both, and leaves the others alone', async () => {
    const client = await signedIn();
    const approved = await post(client, '/Board/Invoices/16402/Decision', { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: 16402,
      status: 'pendingApproval',
      approvals: { received: 1, required: 2 },
      myDecision: 'approve',
    });
    // Approving again changes nothing: one decision per member.
    await post(client, '/Board/Invoices/16402/Decision', { decision: 'approve' });
    expect((await invoice(client, 16402))?.approvals).toEqual({ received: 1, required: 2 });
    expect(await invoice(client, 16401)).toMatchObject({
      status: 'pendingApproval',
      approvals: { received: 1, required: 2 },
      myDecision: null,
    });
    expect((await overview(client)).invoicesToApprove).toBe(2);

    await client.signIn(MARCUS);
    expect((await invoice(client, 16402))?.myDecision).toBeNull();
    const second = await post(client, '/Board/Invoices/16402/Decision', { decision: 'approve' });
    expect(second.body).toMatchObject({ status: 'approved', approvals: { received: 2 } });
    expect((await overview(client)).invoicesToApprove).toBe(1);
    const closed = await post(client, '/Board/Invoices/16402/Decision', {
      decision: 'decline',
      reason: 'Too late',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.errorCode).toBe('BD409');
  });

  it('takes a decline with its reason, changeable while it awaits approval', async () => {
    const client = await signedIn();
    const bare = await post(client, '/Board/Invoices/16401/Decision', { decision: 'decline' });
    expect(bare.status).toBe(422);
    const declined = await post(client, '/Board/Invoices/16401/Decision', {
      decision: 'decline',
      reason: 'The clean-out was billed twice this quarter.',
    });
    expect(declined.body).toMatchObject({
      status: 'pendingApproval',
      approvals: { received: 1, required: 2 },
      myDecision: 'decline',
      myDeclineReason: 'The clean-out was billed twice this quarter.',
    });
    const changed = await post(client, '/Board/Invoices/16401/Decision', { decision: 'approve' });
    expect(changed.body).toMatchObject({ status: 'approved', myDeclineReason: null });
  });

  it('filters by status and pages as the contract says', async () => {
    const client = await signedIn();
    const pending = await get(client, '/Board/Invoices?associationId=101&status=pendingApproval');
    expect(pending.body.totalCount).toBe(2);
    const page = await get(client, '/Board/Invoices?associationId=101&page=2&pageSize=2');
    expect(page.body).toMatchObject({ page: 2, pageSize: 2, totalCount: 3 });
    expect(page.body.items).toHaveLength(1);
    const missing = await post(client, '/Board/Invoices/99999/Decision', { decision: 'approve' });
    expect(missing.status).toBe(404);
  });
});

describe('work orders', () => {
  it('keeps status moves and comments in the history, oldest first', async () => {
    const client = await signedIn();
    const started = await post(client, '/Board/WorkOrders/16502/Status', { status: 'inProgress' });
    expect(started.status).toBe(200);
    expect(started.body.workOrder).toMatchObject({ id: 16502, status: 'inProgress' });
    expect(started.body.entry).toMatchObject({
      kind: 'statusChange',
      fromStatus: 'assigned',
      toStatus: 'inProgress',
      by: { userId: 1001, name: 'Jordan Rivera' },
    });
    const comment = await post(client, '/Board/WorkOrders/16502/Comments', {
      comment: 'Please confirm the repair date with the residents of 12 and 14.',
    });
    expect(comment.body.entry).toMatchObject({
      kind: 'comment',
      text: 'Please confirm the repair date with the residents of 12 and 14.',
    });
    const history = await get(client, '/Board/WorkOrders/16502/History');
    expect(history.body.map((entry) => entry.kind)).toEqual([
      'created',
      'statusChange',
      'statusChange',
      'comment',
    ]);
    expect(history.body[0]?.by).toEqual({ userId: 1004, name: 'Dana Whitfield' });
    expect((await overview(client)).workOrdersOpen).toBe(2);

    const done = await post(client, '/Board/WorkOrders/16502/Status', { status: 'completed' });
    expect(done.body.workOrder).toMatchObject({ status: 'completed' });
    expect((await overview(client)).workOrdersOpen).toBe(1);
    const list = await get(client, '/Board/WorkOrders?associationId=101&status=completed');
    expect(itemsOf(list.body).map((item) => item.id)).toEqual([16502, 16503]);
    expect(
      (await post(client, '/Board/WorkOrders/16502/Status', { status: 'inProgress' })).status,
    ).toBe(409);
    expect((await post(client, '/Board/WorkOrders/16502/Status', { status: 'open' })).status).toBe(
      200,
    );
  });

  it('wants a reason to cancel and a comment with words', async () => {
    const client = await signedIn();
    expect(
      (await post(client, '/Board/WorkOrders/16502/Status', { status: 'cancelled' })).status,
    ).toBe(422);
    expect((await post(client, '/Board/WorkOrders/16502/Comments', { comment: '  ' })).status).toBe(
      422,
    );
    const cancelled = await post(client, '/Board/WorkOrders/16502/Status', {
      status: 'cancelled',
      reason: 'The city is replacing the streetlight.',
    });
    expect(cancelled.body.entry).toMatchObject({
      toStatus: 'cancelled',
      text: 'The city is replacing the streetlight.',
    });
  });
});

describe('to-do items', () => {
  it('are done, reopened and assigned to a board member, and the caller counts theirs', async () => {
    const client = await signedIn();
    const done = await post(client, '/Board/ToDoItems/16603/Status', { status: 'done' });
    expect(done.body).toMatchObject({ id: 16603, status: 'done' });
    expect((await overview(client)).toDo).toBe(2);
    const open = await get(client, '/Board/ToDoItems?associationId=101&status=open');
    expect(itemsOf(open.body).map((item) => item.id)).toEqual([16601, 16602]);
    await post(client, '/Board/ToDoItems/16603/Status', { status: 'open' });
    expect((await overview(client)).toDo).toBe(3);

    const members = await get(client, '/Board/Members?associationId=101');
    expect(members.body).toEqual([
      { userId: 1001, name: 'Jordan Rivera' },
      { userId: 1003, name: 'Marcus Chen' },
    ]);
    expect((await post(client, '/Board/ToDoItems/16603/Assignee', { userId: 1002 })).status).toBe(
      422,
    );
    const given = await post(client, '/Board/ToDoItems/16603/Assignee', { userId: 1003 });
    expect(given.body).toMatchObject({ assignedTo: 'Marcus Chen', assignedToUserId: 1003 });
    expect((await overview(client)).toDo).toBe(2);
    await client.signIn(MARCUS);
    const marcus = await get(client, '/Board/ToDoItems?associationId=101');
    expect(itemsOf(marcus.body).map((item) => item.id)).toEqual([16603, 16604]);
  });
});

describe('violations', () => {
  it('holds Priya’s open trash-can violation, curable in ten days', async () => {
    const client = await signedIn();
    const list = await get(client, '/Board/Violations?associationId=101');
    const priya = itemsOf(list.body).find((item) => item.propertyId === 2007);
    expect(priya).toMatchObject({
      ownerId: 5007,
      ownerName: 'Priya Shah',
      category: 'Trash containers',
      status: 'open',
      stage: 'courtesyNotice',
    });
    expect(priya?.cureByDate).toBe(addDaysToDay(dayInZone(new Date()), 10));
    expect(typeof priya?.lastNoticeSentAt).toBe('string');
  });

  it('sends the next notice, escalates, and closes with a note once', async () => {
    const client = await signedIn();
    const second = await post(client, '/Board/Violations/16301/Notice');
    expect(second.body).toMatchObject({ stage: 'secondNotice', status: 'open' });
    expect(Date.parse(text(second.body.lastNoticeSentAt))).toBeGreaterThan(Date.now() - 60_000);
    const hearing = await post(client, '/Board/Violations/16301/Notice');
    expect(hearing.body).toMatchObject({ stage: 'hearing', status: 'escalated' });
    expect((await post(client, '/Board/Violations/16302/Notice')).status).toBe(409);

    const closed = await post(client, '/Board/Violations/16301/Close', {
      note: 'Containers are now stored in the garage.',
    });
    expect(closed.body).toMatchObject({
      status: 'closed',
      closingNote: 'Containers are now stored in the garage.',
    });
    expect((await overview(client)).violationsOpen).toBe(2);
    expect((await post(client, '/Board/Violations/16301/Close', { note: 'again' })).status).toBe(
      409,
    );
    expect((await post(client, '/Board/Violations/16301/Notice')).status).toBe(409);
    const open = await get(client, '/Board/Violations?associationId=101&status=closed');
    expect(itemsOf(open.body).map((item) => item.id)).toEqual([16301]);
  });
});

describe('inspections', () => {
  it('marks a completed inspection reviewed once, and only a completed one', async () => {
    const client = await signedIn();
    const reviewed = await post(client, '/Board/Inspections/16202/Review');
    expect(reviewed.body).toMatchObject({ id: 16202, reviewedBy: 'Jordan Rivera' });
    expect(typeof reviewed.body.reviewedAt).toBe('string');
    expect((await post(client, '/Board/Inspections/16202/Review')).status).toBe(409);
    expect((await post(client, '/Board/Inspections/16201/Review')).status).toBe(409);
    const list = await get(client, '/Board/Inspections?associationId=101');
    expect(itemsOf(list.body).map((item) => item.id)).toEqual([16201, 16202]);
    expect(itemsOf(list.body)[1]?.reviewedBy).toBe('Jordan Rivera');
  });
});

describe('the read-only lists and reports', () => {
  it('answers bank accounts, collections and the roster with filters', async () => {
    const client = await signedIn();
    expect((await get(client, '/Board/BankAccounts?associationId=101')).body.totalCount).toBe(3);
    const plans = await get(client, '/Board/Collections?associationId=101&status=paymentPlan');
    expect(itemsOf(plans.body).map((item) => item.id)).toEqual([16102]);
    const roster = await get(client, '/Board/Homeowners?associationId=101&pageSize=2&page=2');
    expect(roster.body).toMatchObject({ totalCount: 5, page: 2 });
    expect(itemsOf(roster.body).map((item) => item.propertyId)).toEqual([2007, 2008]);
  });

  it('downloads each report as a real file of its listed size', async () => {
    const client = await signedIn();
    const reports = await get(client, '/Board/Reports?associationId=101');
    const sizes = new Map(itemsOf(reports.body).map((item) => [item.id, item.size]));
    const pdf = await client.fetch('action-items', '/Board/Reports/16701', {
      headers: { accept: 'application/pdf' },
    });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(bytes.length).toBe(sizes.get(16701));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const csv = await client.fetch('action-items', '/Board/Reports/16704', {
      headers: { accept: 'text/csv' },
    });
    expect(await csv.text()).toContain('Priya Shah,MG-1007,18 Maple Court,priya.shah@example.com');
    const xlsx = await client.fetch('action-items', '/Board/Reports/16703', {
      headers: { accept: 'application/octet-stream' },
    });
    const parts = unzipSync(new Uint8Array(await xlsx.arrayBuffer()));
    expect(Object.keys(parts)).toContain('xl/workbook.xml');
    expect(strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array())).toContain(
      'Thomas Nguyen',
    );
    expect((await get(client, '/Board/Reports/99999')).status).toBe(404);
    const financial = await get(client, '/Board/Reports?associationId=101&category=financial');
    expect(financial.body.totalCount).toBe(2);
  });
});
