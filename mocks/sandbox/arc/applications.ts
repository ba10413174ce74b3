// The homeowner's side of ARC review (x-courtyard-extension arcApplications): an application is
// an ARC request row the board then votes on; the homeowner follows its status, reads and
// answers the board's messages and sees the chair's decision with its conditions.
import type { Selectable } from 'kysely';
import type {
  components,
  operations as actionItems,
} from '../../../generated/action-items/schema.d.ts';
import { addDaysToDay, dayInZone } from '../clock.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { formOf } from '../multipart.ts';
import { signedIn, type SignedIn } from '../services/people.ts';
import {
  attachmentOf,
  decisionOf,
  filesOf,
  messagesOf,
  messageTextOf,
  nameOf,
  storeArcFiles,
  storeMessage,
} from './handlers.ts';
import {
  applicationStatus,
  applicationTitle,
  DECISION_DAYS,
  instant,
  isProjectType,
  PROJECT_TYPE_LABELS,
} from './rules.ts';
import type { ArcAddress, ArcRequestTable } from './tables.ts';

type Schemas = components['schemas'];
type ArcRow = Selectable<ArcRequestTable>;
type Db = Context<unknown>['db'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the form sends it, or null when it is not one. */
function dayOf(value: string | undefined): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** One of the caller's applications, or the operation's 404 (another person's is not there). */
async function ownApplication(context: Context<unknown>, person: SignedIn, id: number) {
  const row = person.ownerIds.length
    ? await context.db
        .selectFrom('arc_requests')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', 'in', person.ownerIds)
        .executeTakeFirst()
    : undefined;
  if (!row) throw problemOf(context, 404);
  return row;
}

/** Per request: ballots cast and the messages the board (or management) wrote. */
async function activityOf(db: Db, ids: readonly number[]) {
  const activity = new Map<number, { ballots: number; boardMessages: number }>();
  if (!ids.length) return activity;
  const ballots = await db
    .selectFrom('arc_votes')
    .select(['arc_request_id', db.fn.countAll<string>().as('n')])
    .where('arc_request_id', 'in', ids)
    .groupBy('arc_request_id')
    .execute();
  const messages = await db
    .selectFrom('arc_messages')
    .select(['arc_request_id', db.fn.countAll<string>().as('n')])
    .where('arc_request_id', 'in', ids)
    .where('author_role', '!=', 'homeowner')
    .groupBy('arc_request_id')
    .execute();
  for (const id of ids)
    activity.set(id, {
      ballots: Number(ballots.find((b) => b.arc_request_id === id)?.n ?? 0),
      boardMessages: Number(messages.find((m) => m.arc_request_id === id)?.n ?? 0),
    });
  return activity;
}

function summaryOf(
  row: ArcRow,
  activity: { ballots: number; boardMessages: number },
): Schemas['ArcApplicationSummary'] {
  return {
    id: row.id,
    associationId: row.association_id,
    propertyId: row.property_id,
    propertyAddress: row.property_address,
    projectType: row.project_type,
    title: row.title,
    submittedAt: instant(row.submitted_at),
    status: applicationStatus(row, activity),
    decisionDueDate: row.decision_due_date,
    plannedStartDate: row.planned_start_date,
    plannedEndDate: row.planned_end_date,
    boardMessageCount: activity.boardMessages,
    decision: decisionOf(row),
  };
}

async function applicationOf(
  db: Db,
  row: ArcRow,
  person: SignedIn,
): Promise<Schemas['ArcApplication']> {
  const activity = (await activityOf(db, [row.id])).get(row.id) ?? { ballots: 0, boardMessages: 0 };
  const files = await db
    .selectFrom('arc_attachments')
    .selectAll()
    .where('arc_request_id', '=', row.id)
    .where('message_id', 'is', null)
    .orderBy('id')
    .execute();
  return {
    ...summaryOf(row, activity),
    description: row.description,
    contractor: row.contractor,
    attachments: files.map(attachmentOf),
    messages: await messagesOf(db, row.id, person.userId),
  };
}

/** The 422 naming each field of the form with its problem, in the contract's shape. */
function invalid(context: Context<unknown>, errors: Record<string, string[]>) {
  return problemOf(context, 422, undefined, { errors });
}

export const arcApplicationHandlers: Handlers<actionItems> = {
  async listMyArcApplications(context) {
    const person = await signedIn(context);
    const rows = person.ownerIds.length
      ? await context.db
          .selectFrom('arc_requests')
          .selectAll()
          .where('association_id', '=', Number(context.query.associationId))
          .where('owner_id', 'in', person.ownerIds)
          .orderBy('submitted_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      : [];
    const activity = await activityOf(
      context.db,
      rows.map((r) => r.id),
    );
    return {
      status: 200,
      body: rows.map((row) =>
        summaryOf(row, activity.get(row.id) ?? { ballots: 0, boardMessages: 0 }),
      ),
    };
  },

  async createArcApplication(context) {
    const person = await signedIn(context);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const associationId = Number(form.field('associationId'));
    const propertyId = Number(form.field('propertyId'));
    if (!Number.isInteger(associationId) || !Number.isInteger(propertyId))
      throw problemOf(context, 400);
    const projectType = form.field('projectType');
    const description = form.field('description')?.trim() ?? '';
    const contractor = form.field('contractor')?.trim() ?? '';
    const start = dayOf(form.field('plannedStartDate'));
    const endText = form.field('plannedEndDate')?.trim() ?? '';
    const end = endText ? dayOf(endText) : null;
    const today = dayInZone(context.now);
    const files = filesOf(context, form);
    const errors: Record<string, string[]> = {};
    if (!isProjectType(projectType)) errors.projectType = ['Choose the kind of project.'];
    if (!description) errors.description = ['Describe the change.'];
    else if (description.length > 4000)
      errors.description = ['Description must be at most 4000 characters.'];
    if (!start) errors.plannedStartDate = ['Give the planned start date.'];
    else if (start < today) errors.plannedStartDate = ['The planned start cannot be in the past.'];
    if (endText && !end) errors.plannedEndDate = ['Give the planned end as a date.'];
    else if (end && start && end < start)
      errors.plannedEndDate = ['The planned end cannot be before the start.'];
    if (contractor.length > 200) errors.contractor = ['At most 200 characters.'];
    if (!files.length) errors.files = ['Attach at least one photo or plan.'];
    if (Object.keys(errors).length || !isProjectType(projectType) || !start)
      throw invalid(context, errors);

    const property = person.ownerIds.length
      ? await context.db
          .selectFrom('properties')
          .select(['id', 'owner_id', 'association_id', 'record'])
          .where('id', '=', propertyId)
          .where('owner_id', 'in', person.ownerIds)
          .executeTakeFirst()
      : undefined;
    // Only the caller's own property at that association takes an application.
    if (!property || property.association_id !== associationId) throw problemOf(context, 404);
    const address = (property.record as { address?: ArcAddress }).address;
    if (!address) throw problemOf(context, 500);
    const name = await nameOf(context.db, person.userId);

    const id = await context.db.transaction().execute(async (trx) => {
      // The board as large as its last request counted it (the story's board has members who
      // are not portal users), or its portal members when there is none yet.
      const last = await trx
        .selectFrom('arc_requests')
        .select('eligible_voters')
        .where('association_id', '=', associationId)
        .orderBy('submitted_at', 'desc')
        .executeTakeFirst();
      const eligible = last?.eligible_voters ?? 1;
      const stored = await trx
        .insertInto('arc_requests')
        .values({
          association_id: associationId,
          title: applicationTitle(projectType, description),
          category: PROJECT_TYPE_LABELS[projectType],
          project_type: projectType,
          description,
          owner_id: property.owner_id,
          owner_name: name,
          property_id: property.id,
          property_address: JSON.stringify(address),
          submitted_at: context.now.toISOString(),
          status: 'open',
          decision_due_date: addDaysToDay(today, DECISION_DAYS),
          planned_start_date: start,
          planned_end_date: end,
          contractor: contractor || null,
          eligible_voters: eligible,
          decision: null,
          decision_comment: null,
          decision_conditions: null,
          decided_at: null,
          decided_by_id: null,
          decided_by_name: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await storeArcFiles(trx, stored.id, null, files, context.now);
      return stored.id;
    });
    const row = await ownApplication(context, person, id);
    return { status: 201, body: await applicationOf(context.db, row, person) };
  },

  async getMyArcApplication(context) {
    const person = await signedIn(context);
    const row = await ownApplication(context, person, context.params.id);
    return { status: 200, body: await applicationOf(context.db, row, person) };
  },

  async sendArcApplicationMessage(context) {
    const person = await signedIn(context);
    const row = await ownApplication(context, person, context.params.id);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const message = messageTextOf(context, form.field('message'));
    const files = filesOf(context, form);
    const name = await nameOf(context.db, person.userId);
    const id = await context.db
      .transaction()
      .execute((trx) =>
        storeMessage(
          trx,
          row.id,
          { userId: person.userId, name, role: 'homeowner' },
          message,
          files,
          context.now,
        ),
      );
    const [sent] = await messagesOf(context.db, row.id, person.userId, id);
    if (!sent) throw problemOf(context, 500);
    return { status: 201, body: sent };
  },
};
