// The board's pages over the database: each list pages and filters the association's own rows,
// and each action changes the item it names (so the task overview's counts follow). Only a board
// member of the item's association may read or act (the operation's 403, BD403 for actions).
import type { Kysely, Selectable } from 'kysely';
import type { components, operations } from '../../../generated/action-items/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { fileReply } from '../file-reply.ts';
import type { Database } from '../schema.ts';
import { boardMember } from '../services/people.ts';
import { withViolationDetails } from '../violations/details.ts';
import { nextNotice, pageOf, workOrderMove, type Paging } from './rules.ts';
import type {
  BoardInspectionTable,
  BoardInvoiceTable,
  BoardToDoTable,
  BoardViolationTable,
  BoardWorkOrderHistoryTable,
  BoardWorkOrderTable,
} from './tables.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
type AnyContext = Context<unknown>;
/** `count(*)`, as the drivers give a bigint. */
type Count = string | number | bigint;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A portal user's display name, as their profile gives it. */
async function nameOf(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('profile')
    .where('id', '=', userId)
    .executeTakeFirst();
  const profile = user?.profile ?? {};
  return [profile.firstName, profile.lastName].filter((part) => typeof part === 'string').join(' ');
}

/** Everyone on the association's board, by name (who a to-do can go to). */
async function boardMembersOf(db: Db, associationId: number): Promise<Schemas['UserRef'][]> {
  const users = await db.selectFrom('users').select(['id', 'profile', 'security']).execute();
  return users
    .filter((user) => {
      const ids = (user.security as { boardAssociationIds?: unknown }).boardAssociationIds;
      return Array.isArray(ids) && ids.includes(associationId);
    })
    .map((user) => ({
      userId: user.id,
      name: [user.profile.firstName, user.profile.lastName]
        .filter((part) => typeof part === 'string')
        .join(' '),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

type BoardCounted =
  | 'board_violations'
  | 'board_work_orders'
  | 'board_invoices'
  | 'board_inspections'
  | 'board_list_items';

/** The association a list is asked for (the contract requires it; the router checked it). */
function associationOf(context: AnyContext, query: { associationId?: number }): number {
  if (query.associationId === undefined) throw problemOf(context, 400);
  return query.associationId;
}

function paging(query: { page?: number; pageSize?: number }): Paging {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 25 };
}

// ---- answers ------------------------------------------------------------------------------

async function invoiceAnswer(
  db: Db,
  row: Selectable<BoardInvoiceTable>,
  userId: number,
): Promise<Schemas['Invoice']> {
  const decisions = await db
    .selectFrom('board_invoice_decisions')
    .select(['user_id', 'decision', 'reason'])
    .where('invoice_id', '=', row.id)
    .execute();
  const mine = decisions.find((decision) => decision.user_id === userId);
  return {
    ...(row.record as unknown as Schemas['Invoice']),
    id: row.id,
    dueDate: row.due_date,
    status: row.status,
    approvals: {
      received: decisions.filter((decision) => decision.decision === 'approve').length,
      required: row.required_approvals,
    },
    myDecision: mine?.decision ?? null,
    myDeclineReason: mine?.decision === 'decline' ? mine.reason : null,
  };
}

function workOrderAnswer(row: Selectable<BoardWorkOrderTable>): Schemas['WorkOrder'] {
  return {
    ...(row.record as unknown as Schemas['WorkOrder']),
    id: row.id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

function entryAnswer(
  row: Selectable<BoardWorkOrderHistoryTable>,
): Schemas['WorkOrderHistoryEntry'] {
  return {
    id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    by: { userId: row.by_user_id, name: row.by_name },
    fromStatus: row.from_status as Schemas['WorkOrderStatus'] | null,
    toStatus: row.to_status as Schemas['WorkOrderStatus'] | null,
    text: row.text,
  };
}

function toDoAnswer(row: Selectable<BoardToDoTable>): Schemas['ToDoItem'] {
  return {
    ...(row.record as unknown as Schemas['ToDoItem']),
    id: row.id,
    dueDate: row.due_date,
    status: row.status,
    assignedTo: row.assigned_name,
    assignedToUserId: row.assigned_user_id,
  };
}

export function violationAnswer(row: Selectable<BoardViolationTable>): Schemas['Violation'] {
  const record = row.record as {
    ownerName: string;
    propertyAddress: Schemas['Violation']['propertyAddress'];
    category: string;
    description?: string;
  };
  return {
    id: row.id,
    ownerId: row.owner_id,
    ownerName: record.ownerName,
    propertyId: row.property_id,
    propertyAddress: record.propertyAddress,
    category: record.category,
    ...(record.description === undefined ? {} : { description: record.description }),
    reportedDate: row.reported_date,
    cureByDate: row.cure_by_date,
    stage: row.stage,
    status: row.status,
    fineAmount: row.fine_amount,
    closingNote: row.closing_note,
    lastNoticeSentAt: iso(row.last_notice_sent_at),
  };
}

async function violationWithDetails(
  db: Db,
  row: Selectable<BoardViolationTable>,
): Promise<Schemas['Violation']> {
  const [answer] = await withViolationDetails(db, [violationAnswer(row)]);
  return answer ?? violationAnswer(row);
}

function inspectionAnswer(row: Selectable<BoardInspectionTable>): Schemas['Inspection'] {
  return {
    ...(row.record as unknown as Schemas['Inspection']),
    id: row.id,
    scheduledDate: row.scheduled_date,
    status: row.status,
    reviewedAt: iso(row.reviewed_at),
    reviewedBy: row.reviewed_by,
  };
}

// ---- the item an action names -------------------------------------------------------------

async function invoiceFor(context: AnyContext, db: Db, id: number) {
  const row = await db
    .selectFrom('board_invoices')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

async function workOrderFor(context: AnyContext, db: Db, id: number) {
  const row = await db
    .selectFrom('board_work_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

async function toDoFor(context: AnyContext, db: Db, id: number) {
  const row = await db
    .selectFrom('board_todos')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

async function violationFor(context: AnyContext, db: Db, id: number) {
  const row = await db
    .selectFrom('board_violations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

async function inspectionFor(context: AnyContext, db: Db, id: number) {
  const row = await db
    .selectFrom('board_inspections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

/** A read-only list (bank accounts, collections, roster, reports), in its stored order. */
async function listItems(
  context: AnyContext,
  kind: 'bankAccount' | 'collection' | 'homeowner' | 'report',
  query: { associationId?: number; page?: number; pageSize?: number; status?: string[] },
  categories?: string[],
) {
  const associationId = associationOf(context, query);
  await boardMember(context, associationId);
  let select = context.db
    .selectFrom('board_list_items')
    .where('kind', '=', kind)
    .where('association_id', '=', associationId);
  if (query.status?.length) select = select.where('status', 'in', query.status);
  if (categories?.length) select = select.where('category', 'in', categories);
  const { page, pageSize } = paging(query);
  const { count } = await select
    .select((eb) => eb.fn.countAll<Count>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await select
    .select('record')
    .orderBy('position')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return pageOf(
    rows.map((row) => row.record),
    Number(count),
    { page, pageSize },
  );
}

// The ARC domain (arc/) owns ARC requests; until its table lands, the open ones are the
// contract's list of them.
export const boardHandlers: Handlers<operations> = {
  async getBoardMemberTaskOverview(context) {
    const associationId = associationOf(context, context.query);
    const person = await boardMember(context, associationId);
    const db = context.db;
    const counted = async (query: { executeTakeFirstOrThrow(): Promise<{ count: Count }> }) =>
      Number((await query.executeTakeFirstOrThrow()).count);
    const count = (table: BoardCounted) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<Count>().as('count'))
        .where('association_id', '=', associationId);
    return {
      status: 200,
      body: {
        associationId,
        arcPending: await counted(
          db
            .selectFrom('arc_requests')
            .select((eb) => eb.fn.countAll<Count>().as('count'))
            .where('association_id', '=', associationId)
            .where('status', '=', 'open'),
        ),
        violationsOpen: await counted(
          count('board_violations').where('status', 'in', ['open', 'escalated']),
        ),
        workOrdersOpen: await counted(
          count('board_work_orders').where('status', 'in', ['open', 'assigned', 'inProgress']),
        ),
        invoicesToApprove: await counted(
          count('board_invoices').where('status', '=', 'pendingApproval'),
        ),
        collections: await counted(
          count('board_list_items')
            .where('kind', '=', 'collection')
            .where('status', 'in', ['active', 'paymentPlan']),
        ),
        inspections: await counted(count('board_inspections').where('status', '=', 'scheduled')),
        toDo: await counted(
          db
            .selectFrom('board_todos')
            .select((eb) => eb.fn.countAll<Count>().as('count'))
            .where('association_id', '=', associationId)
            .where('status', '=', 'open')
            .where('assigned_user_id', '=', person.userId),
        ),
      },
    };
  },

  async listBoardBankAccounts(context) {
    const body = await listItems(context, 'bankAccount', context.query);
    return { status: 200, body: body as Schemas['BankAccountPage'] };
  },

  async listBoardCollections(context) {
    const body = await listItems(context, 'collection', context.query);
    return { status: 200, body: body as Schemas['CollectionCasePage'] };
  },

  async listBoardHomeowners(context) {
    const body = await listItems(context, 'homeowner', context.query);
    return { status: 200, body: body as Schemas['BoardHomeownerPage'] };
  },

  async listBoardReports(context) {
    const body = await listItems(context, 'report', context.query, context.query.category);
    return { status: 200, body: body as Schemas['BoardReportPage'] };
  },

  async downloadBoardReport(context) {
    const report = await context.db
      .selectFrom('board_list_items')
      .select(['association_id', 'status'])
      .where('kind', '=', 'report')
      .where('item_id', '=', context.params.id)
      .executeTakeFirst();
    if (!report) throw problemOf(context, 404);
    await boardMember(context, report.association_id);
    return fileReply(context, `report:${String(context.params.id)}`);
  },

  async listBoardInvoices(context) {
    const associationId = associationOf(context, context.query);
    const { status } = context.query;
    const person = await boardMember(context, associationId);
    let select = context.db
      .selectFrom('board_invoices')
      .where('association_id', '=', associationId);
    if (status?.length) select = select.where('status', 'in', status);
    const { page, pageSize } = paging(context.query);
    const total = await select
      .select((eb) => eb.fn.countAll<Count>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await select
      .selectAll()
      .orderBy('due_date')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const items = await Promise.all(
      rows.map((row) => invoiceAnswer(context.db, row, person.userId)),
    );
    return { status: 200, body: pageOf(items, Number(total.count), { page, pageSize }) };
  },

  async decideBoardInvoice(context) {
    const { decision } = context.body;
    const reason = context.body.reason?.trim() ?? '';
    const invoice = await invoiceFor(context, context.db, context.params.id);
    const person = await boardMember(context, invoice.association_id);
    if (decision === 'decline' && !reason) throw problemOf(context, 422);
    const row = await context.db.transaction().execute(async (trx) => {
      const current = await invoiceFor(context, trx, invoice.id);
      // Decisions close once the required approvals are in (or the invoice moved on).
      if (current.status !== 'pendingApproval') throw problemOf(context, 409);
      const values = {
        invoice_id: current.id,
        user_id: person.userId,
        decision,
        reason: decision === 'decline' ? reason : null,
        decided_at: context.now.toISOString(),
      };
      await trx
        .insertInto('board_invoice_decisions')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['invoice_id', 'user_id']).doUpdateSet({
            decision: values.decision,
            reason: values.reason,
            decided_at: values.decided_at,
          }),
        )
        .execute();
      const approvals = await trx
        .selectFrom('board_invoice_decisions')
        .select((eb) => eb.fn.countAll<Count>().as('count'))
        .where('invoice_id', '=', current.id)
        .where('decision', '=', 'approve')
        .executeTakeFirstOrThrow();
      if (Number(approvals.count) >= current.required_approvals)
        await trx
          .updateTable('board_invoices')
          .set({ status: 'approved' })
          .where('id', '=', current.id)
          .execute();
      return invoiceFor(context, trx, current.id);
    });
    return { status: 200, body: await invoiceAnswer(context.db, row, person.userId) };
  },

  async listBoardWorkOrders(context) {
    const associationId = associationOf(context, context.query);
    const { status } = context.query;
    await boardMember(context, associationId);
    let select = context.db
      .selectFrom('board_work_orders')
      .where('association_id', '=', associationId);
    if (status?.length) select = select.where('status', 'in', status);
    const { page, pageSize } = paging(context.query);
    const total = await select
      .select((eb) => eb.fn.countAll<Count>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await select
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      status: 200,
      body: pageOf(rows.map(workOrderAnswer), Number(total.count), { page, pageSize }),
    };
  },

  async changeBoardWorkOrderStatus(context) {
    const workOrder = await workOrderFor(context, context.db, context.params.id);
    const person = await boardMember(context, workOrder.association_id);
    const reason = context.body.reason?.trim() ?? '';
    const target = context.body.status;
    if (target === 'cancelled' && !reason) throw problemOf(context, 422);
    const name = await nameOf(context.db, person.userId);
    const result = await context.db.transaction().execute(async (trx) => {
      const current = await workOrderFor(context, trx, workOrder.id);
      const move = workOrderMove(current.status, target);
      if (move === 'closed') throw problemOf(context, 409);
      if (move === 'unchanged') throw problemOf(context, 422);
      await trx
        .updateTable('board_work_orders')
        .set({ status: target })
        .where('id', '=', current.id)
        .execute();
      const entry = await trx
        .insertInto('board_work_order_history')
        .values({
          work_order_id: current.id,
          kind: 'statusChange',
          at: context.now.toISOString(),
          by_user_id: person.userId,
          by_name: name,
          from_status: current.status,
          to_status: target,
          text: target === 'cancelled' ? reason : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { workOrder: await workOrderFor(context, trx, current.id), entry };
    });
    return {
      status: 200,
      body: { workOrder: workOrderAnswer(result.workOrder), entry: entryAnswer(result.entry) },
    };
  },

  async addBoardWorkOrderComment(context) {
    const workOrder = await workOrderFor(context, context.db, context.params.id);
    const person = await boardMember(context, workOrder.association_id);
    const comment = context.body.comment.trim();
    if (!comment) throw problemOf(context, 422);
    const entry = await context.db.transaction().execute(async (trx) =>
      trx
        .insertInto('board_work_order_history')
        .values({
          work_order_id: workOrder.id,
          kind: 'comment',
          at: context.now.toISOString(),
          by_user_id: person.userId,
          by_name: await nameOf(trx, person.userId),
          from_status: null,
          to_status: null,
          text: comment,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return {
      status: 200,
      body: { workOrder: workOrderAnswer(workOrder), entry: entryAnswer(entry) },
    };
  },

  async listBoardWorkOrderHistory(context) {
    const workOrder = await workOrderFor(context, context.db, context.params.id);
    await boardMember(context, workOrder.association_id);
    const rows = await context.db
      .selectFrom('board_work_order_history')
      .selectAll()
      .where('work_order_id', '=', workOrder.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return { status: 200, body: rows.map(entryAnswer) };
  },

  async listBoardToDoItems(context) {
    const associationId = associationOf(context, context.query);
    const { status } = context.query;
    const person = await boardMember(context, associationId);
    // The caller's own tasks: one given to another member leaves this list for theirs.
    let select = context.db
      .selectFrom('board_todos')
      .where('association_id', '=', associationId)
      .where('assigned_user_id', '=', person.userId);
    if (status?.length) select = select.where('status', 'in', status);
    const { page, pageSize } = paging(context.query);
    const total = await select
      .select((eb) => eb.fn.countAll<Count>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await select
      .selectAll()
      .orderBy('due_date', (ob) => ob.asc().nullsLast())
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      status: 200,
      body: pageOf(rows.map(toDoAnswer), Number(total.count), { page, pageSize }),
    };
  },

  async changeBoardToDoItemStatus(context) {
    const item = await toDoFor(context, context.db, context.params.id);
    await boardMember(context, item.association_id);
    const row = await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('board_todos')
        .set({ status: context.body.status })
        .where('id', '=', item.id)
        .execute();
      return toDoFor(context, trx, item.id);
    });
    return { status: 200, body: toDoAnswer(row) };
  },

  async assignBoardToDoItem(context) {
    const item = await toDoFor(context, context.db, context.params.id);
    await boardMember(context, item.association_id);
    const member = (await boardMembersOf(context.db, item.association_id)).find(
      (candidate) => candidate.userId === context.body.userId,
    );
    // Only someone on this association's board can take a task.
    if (!member) throw problemOf(context, 422);
    const row = await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('board_todos')
        .set({ assigned_user_id: member.userId, assigned_name: member.name })
        .where('id', '=', item.id)
        .execute();
      return toDoFor(context, trx, item.id);
    });
    return { status: 200, body: toDoAnswer(row) };
  },

  async listBoardMembers(context) {
    const associationId = associationOf(context, context.query);
    await boardMember(context, associationId);
    return { status: 200, body: await boardMembersOf(context.db, associationId) };
  },

  async listBoardViolations(context) {
    const associationId = associationOf(context, context.query);
    const { status } = context.query;
    await boardMember(context, associationId);
    let select = context.db
      .selectFrom('board_violations')
      .where('association_id', '=', associationId);
    if (status?.length) select = select.where('status', 'in', status);
    const { page, pageSize } = paging(context.query);
    const total = await select
      .select((eb) => eb.fn.countAll<Count>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await select
      .selectAll()
      .orderBy('reported_date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      status: 200,
      // With the owner's answers and photos (violations/): the board sees what the owner said.
      body: pageOf(
        await withViolationDetails(context.db, rows.map(violationAnswer)),
        Number(total.count),
        { page, pageSize },
      ),
    };
  },

  async sendBoardViolationNotice(context) {
    const violation = await violationFor(context, context.db, context.params.id);
    const person = await boardMember(context, violation.association_id);
    const row = await context.db.transaction().execute(async (trx) => {
      const current = await violationFor(context, trx, violation.id);
      const next = nextNotice(current);
      if (!next) throw problemOf(context, 409);
      const at = context.now.toISOString();
      await trx
        .updateTable('board_violations')
        .set({ stage: next.stage, status: next.status, last_notice_sent_at: at })
        .where('id', '=', current.id)
        .execute();
      await trx
        .insertInto('board_violation_notices')
        .values({
          violation_id: current.id,
          stage: next.stage,
          sent_at: at,
          sent_by_user_id: person.userId,
        })
        .execute();
      return violationFor(context, trx, current.id);
    });
    return { status: 200, body: await violationWithDetails(context.db, row) };
  },

  async closeBoardViolation(context) {
    const violation = await violationFor(context, context.db, context.params.id);
    await boardMember(context, violation.association_id);
    const note = context.body.note.trim();
    if (!note) throw problemOf(context, 422);
    const row = await context.db.transaction().execute(async (trx) => {
      const current = await violationFor(context, trx, violation.id);
      if (current.status === 'closed') throw problemOf(context, 409);
      await trx
        .updateTable('board_violations')
        .set({ status: 'closed', closing_note: note, closed_at: context.now.toISOString() })
        .where('id', '=', current.id)
        .execute();
      return violationFor(context, trx, current.id);
    });
    return { status: 200, body: await violationWithDetails(context.db, row) };
  },

  async listBoardInspections(context) {
    const associationId = associationOf(context, context.query);
    const { status } = context.query;
    await boardMember(context, associationId);
    let select = context.db
      .selectFrom('board_inspections')
      .where('association_id', '=', associationId);
    if (status?.length) select = select.where('status', 'in', status);
    const { page, pageSize } = paging(context.query);
    const total = await select
      .select((eb) => eb.fn.countAll<Count>().as('count'))
      .executeTakeFirstOrThrow();
    // Soonest first: what is still scheduled, then what was done, latest first.
    const rows = await select
      .selectAll()
      .orderBy((eb) => eb.case().when('status', '=', 'scheduled').then(0).else(1).end())
      .orderBy('scheduled_date')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      status: 200,
      body: pageOf(rows.map(inspectionAnswer), Number(total.count), { page, pageSize }),
    };
  },

  async reviewBoardInspection(context) {
    const inspection = await inspectionFor(context, context.db, context.params.id);
    const person = await boardMember(context, inspection.association_id);
    const name = await nameOf(context.db, person.userId);
    const row = await context.db.transaction().execute(async (trx) => {
      const current = await inspectionFor(context, trx, inspection.id);
      // Only a completed inspection is reviewed, and only once.
      if (current.status !== 'completed' || current.reviewed_at) throw problemOf(context, 409);
      await trx
        .updateTable('board_inspections')
        .set({ reviewed_at: context.now.toISOString(), reviewed_by: name })
        .where('id', '=', current.id)
        .execute();
      return inspectionFor(context, trx, current.id);
    });
    return { status: 200, body: inspectionAnswer(row) };
  },
};
