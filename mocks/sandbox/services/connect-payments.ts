// The payments service: accounts and their ledgers, saved methods, one-time, scheduled and
// recurring payments, auto-draft. Every write runs in one transaction; a confirm key's first
// answer is stored with the payment it made, so a repeated confirmation answers it again and
// never pays twice (docs/payments.md).
import { randomBytes } from 'node:crypto';
import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { components, operations } from '../../../generated/connect-payments/schema.d.ts';
import { dayInZone, editableUntil, isEditable } from '../clock.ts';
import { exampleOf } from '../contracts.ts';
import { problemOf, type Context, type Handlers, type Problem } from '../handler.ts';
import {
  autoDraftRefusal,
  dollars,
  isDuplicate,
  optionFor,
  oneTimeConsent,
  price,
  recurringConsent,
  scheduledConsent,
  type MethodFacts,
  type Price,
  brandShort,
} from '../money.ts';
import { recordPayment } from '../ledger.ts';
import type {
  Database,
  FuturePaymentTable,
  MethodSummary,
  PaymentMethodTable,
  RecurringPaymentTable,
  SetupTable,
} from '../schema.ts';
import {
  claimKey,
  claimOf,
  PROCESSING,
  processingTime,
  releaseKey,
  settleKey,
} from '../processing.ts';
import { statementPdf } from '../statements.ts';
import { signedIn, type SignedIn } from './people.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
type AnyContext = Context<unknown>;
type MethodRow = Selectable<PaymentMethodTable>;

const COMPANY = 'Harborview Community Management';
const ACK_OFFSET = 16000;

// ---- reading ------------------------------------------------------------------------------

async function ownedLedger(context: AnyContext, db: Db, person: SignedIn, subLedgerId: number) {
  const ledger = person.ownerIds.length
    ? await db
        .selectFrom('sub_ledgers')
        .innerJoin('associations', 'associations.id', 'sub_ledgers.association_id')
        .selectAll('sub_ledgers')
        .select([
          'associations.name as association_name',
          'associations.auto_draft_type',
          'associations.payment_options',
        ])
        .where('sub_ledgers.id', '=', subLedgerId)
        .where('sub_ledgers.owner_id', 'in', person.ownerIds)
        .executeTakeFirst()
    : undefined;
  if (!ledger) throw problemOf(context, 404);
  return ledger;
}

async function ownedMethod(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  id: number,
): Promise<MethodRow> {
  const method = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', person.userId)
    .executeTakeFirst();
  if (!method) throw problemOf(context, 404);
  return method;
}

/** A saved method by its id: the one a payment or enrolment already checked funds it. */
function methodById(db: Db, id: number): Promise<MethodRow> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function summary(method: MethodRow): MethodSummary {
  return JSON.parse(
    JSON.stringify({
      id: method.id,
      type: method.type,
      brand: method.brand ?? undefined,
      bankType: method.bank_type ?? undefined,
      bankName: method.bank_name ?? undefined,
      last4: method.last4,
      nickname: method.nickname ?? undefined,
    }),
  ) as MethodSummary;
}

function facts(method: MethodRow): MethodFacts {
  return {
    type: method.type,
    brand: method.brand,
    bankType: method.bank_type,
    last4: method.last4,
  };
}

interface Linked {
  recurring: number[];
  future: number[];
}

/** The active recurring and scheduled payments each method funds: two queries for any number. */
async function linkedByMethod(db: Db, methodIds: number[]): Promise<Map<number, Linked>> {
  const linked = new Map<number, Linked>(
    methodIds.map((id) => [id, { recurring: [], future: [] }]),
  );
  if (methodIds.length === 0) return linked;
  const [recurring, future] = await Promise.all([
    db
      .selectFrom('recurring_payments')
      .select(['id', 'payment_method_id'])
      .where('payment_method_id', 'in', methodIds)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('future_payments')
      .select(['id', 'payment_method_id'])
      .where('payment_method_id', 'in', methodIds)
      .where('status', '=', 'scheduled')
      .orderBy('id')
      .execute(),
  ]);
  for (const row of recurring) linked.get(row.payment_method_id)?.recurring.push(row.id);
  for (const row of future) linked.get(row.payment_method_id)?.future.push(row.id);
  return linked;
}

async function linkedIds(db: Db, methodId: number): Promise<Linked> {
  return (await linkedByMethod(db, [methodId])).get(methodId) ?? { recurring: [], future: [] };
}

function methodBody(method: MethodRow, linked: Linked): Schemas['PaymentMethod'] {
  return JSON.parse(
    JSON.stringify({
      ...summary(method),
      expMonth: method.exp_month ?? undefined,
      expYear: method.exp_year ?? undefined,
      isDefault: method.is_default,
      isActive: method.is_active,
      linkedRecurringPaymentIds: linked.recurring,
      linkedFuturePaymentIds: linked.future,
    }),
  ) as Schemas['PaymentMethod'];
}

async function methodAnswer(db: Db, method: MethodRow): Promise<Schemas['PaymentMethod']> {
  return methodBody(method, await linkedIds(db, method.id));
}

/** Payments with their account's number, as a payment answers. */
function paymentsWithAccount(db: Db) {
  return db
    .selectFrom('payments')
    .innerJoin('sub_ledgers', 'sub_ledgers.id', 'payments.sub_ledger_id')
    .selectAll('payments')
    .select('sub_ledgers.account_number');
}
type PaymentRow = Awaited<
  ReturnType<ReturnType<typeof paymentsWithAccount>['executeTakeFirstOrThrow']>
>;

function paymentAnswer(row: PaymentRow): Schemas['Payment'] {
  return JSON.parse(
    JSON.stringify({
      id: row.id,
      setupId: row.setup_id ?? undefined,
      subLedgerId: row.sub_ledger_id,
      ownerId: row.owner_id,
      accountNumber: row.account_number,
      amount: row.amount,
      fee: row.fee,
      total: row.amount + row.fee,
      paymentMethod: row.method,
      paymentType: row.payment_type,
      recurringPaymentId: row.recurring_payment_id ?? undefined,
      status: row.status,
      submittedAt: row.submitted_at.toISOString(),
      scheduledDate: row.scheduled_date,
      confirmationNumber: row.confirmation_number,
      notes: row.notes ?? undefined,
    }),
  ) as Schemas['Payment'];
}

const asList = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/**
 * A list's date-time bound as the association's calendar day: payment dates are days (text
 * YYYY-MM-DD), and compared as text with an instant a day always sorts before the instant's own
 * UTC date (tomorrow's payment left the list from 7:00 pm Eastern, when that date begins in UTC).
 */
function dayOfBound(bound: string): string {
  const at = new Date(bound);
  return /^\d{4}-\d{2}-\d{2}$/.test(bound) || Number.isNaN(at.getTime()) ? bound : dayInZone(at);
}

/**
 * PA020 on demand: like Stripe's test card 4000 0000 0000 0341 (it saves, then every charge fails)
 * and its test bank account 000111111113, a saved method ending in these digits is refused.
 */
export const REFUSING_LAST4 = { card: '0341', bank: '1113' } as const;

export function refusesPayments(method: { type: string; last4: string }): boolean {
  return method.last4 === (method.type === 'eCheck' ? REFUSING_LAST4.bank : REFUSING_LAST4.card);
}

// ---- pricing a setup ------------------------------------------------------------------------

interface Priced {
  ledger: Awaited<ReturnType<typeof ownedLedger>>;
  method: MethodRow;
  priced: Price;
}

async function priceFor(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  subLedgerId: number,
  methodId: number,
  amount: number,
): Promise<Priced> {
  const ledger = await ownedLedger(context, db, person, subLedgerId);
  if (ledger.is_blocked) throw problemOf(context, 400, 'paymentsBlocked');
  const method = await ownedMethod(context, db, person, methodId);
  if (!method.is_active || refusesPayments(method))
    throw problemOf(context, 400, 'methodUnavailable', {
      detail: `Payment Method Unavailable. Retry later or use ${method.type === 'eCheck' ? 'a card' : 'a bank'}.`,
    });
  const option = optionFor(ledger.payment_options.options, method.type, amount);
  if (option === 'disabled') throw problemOf(context, 400, 'methodUnavailable');
  if (option === 'outOfRange') {
    const range = ledger.payment_options.options.find((o) => o.methodType === method.type);
    throw problemOf(context, 422, undefined, {
      detail: `The amount must be between ${dollars(range?.minAmount ?? 0)} and ${dollars(range?.maxAmount ?? 0)}.`,
      errors: {
        amount: [
          `The amount must be between ${dollars(range?.minAmount ?? 0)} and ${dollars(range?.maxAmount ?? 0)}.`,
        ],
      },
    });
  }
  return { ledger, method, priced: price(amount, option) };
}

async function duplicateOf(db: Db, subLedgerId: number, amount: number, now: Date) {
  const recent = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'submitted_at'])
    .where('sub_ledger_id', '=', subLedgerId)
    .where('status', 'in', ['pending', 'completed'])
    .orderBy('submitted_at', 'desc')
    .limit(20)
    .execute();
  const found = recent.find((p) =>
    isDuplicate({ amount: p.amount, submittedAt: p.submitted_at }, amount, now),
  );
  return found
    ? {
        previousPaymentId: found.id,
        submittedAt: found.submitted_at.toISOString(),
        amount: found.amount,
      }
    : undefined;
}

type SetupRow = Awaited<ReturnType<typeof setupRow>>;
async function setupRow(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  id: number,
  kind: Database['setups']['kind'],
) {
  const row = await db
    .selectFrom('setups')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('user_id', '=', person.userId)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

/** A setup priced as it stands. */
function priceSetup(context: AnyContext, db: Db, person: SignedIn, setup: SetupRow) {
  return priceFor(
    context,
    db,
    person,
    setup.sub_ledger_id,
    setup.payment_method_id ?? 0,
    setup.amount,
  );
}

function termText(setup: SetupRow, key: string): string | undefined {
  const value = setup.terms[key];
  return typeof value === 'string' ? value : undefined;
}

function termNumber(setup: SetupRow, key: string): number | undefined {
  const value = setup.terms[key];
  return typeof value === 'number' ? value : undefined;
}

/** What a kind of setup shows besides its price and method, and the consent it asks for. */
interface SetupShown {
  fields: Record<string, unknown>;
  consent: string;
  duplicateWarning?: Awaited<ReturnType<typeof duplicateOf>>;
}

/**
 * A setup as it answers, priced as it stands: its price and method, the fields its kind shows
 * (`shown`), the acknowledgement in its kind's words, and its state.
 */
async function setupAnswer(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  setup: SetupRow,
  shown: (priced: Priced) => SetupShown | Promise<SetupShown>,
): Promise<unknown> {
  const found = await priceSetup(context, db, person, setup);
  const { ledger, method, priced } = found;
  const { fields, consent, duplicateWarning } = await shown(found);
  return JSON.parse(
    JSON.stringify({
      id: setup.id,
      subLedgerId: setup.sub_ledger_id,
      ownerId: setup.owner_id,
      accountNumber: ledger.account_number,
      amount: priced.amount,
      convenienceFee: priced.convenienceFee,
      largeAmountFee: priced.largeAmountFee,
      total: priced.total,
      paymentMethod: summary(method),
      ...fields,
      acknowledgement: { id: setup.acknowledgement_id, text: consent, required: true },
      duplicateWarning,
      status: setup.status,
      idempotencyKey: setup.idempotency_key,
    }),
  );
}

async function oneTimeAnswer(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  setup: SetupRow,
): Promise<Schemas['PaymentSetup']> {
  return (await setupAnswer(context, db, person, setup, async ({ method, priced }) => ({
    fields: { paymentDate: termText(setup, 'paymentDate'), notes: termText(setup, 'notes') },
    consent: oneTimeConsent(COMPANY, facts(method), priced),
    duplicateWarning:
      setup.status === 'awaitingConfirmation'
        ? await duplicateOf(db, setup.sub_ledger_id, setup.amount, context.now)
        : undefined,
  }))) as Schemas['PaymentSetup'];
}

async function createSetup(
  db: Db,
  values: Omit<Insertable<SetupTable>, 'acknowledgement_id' | 'terms'> & {
    terms: Record<string, unknown>;
  },
) {
  // The same create key from the same person is the same attempt: its setup again.
  const existing = await db
    .selectFrom('setups')
    .selectAll()
    .where('kind', '=', values.kind)
    .where('user_id', '=', values.user_id)
    .where('idempotency_key', '=', values.idempotency_key)
    .executeTakeFirst();
  if (existing) return existing;
  const inserted = await db
    .insertInto('setups')
    .values({ ...values, terms: JSON.stringify(values.terms), acknowledgement_id: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .updateTable('setups')
    .set({ acknowledgement_id: ACK_OFFSET + inserted.id })
    .where('id', '=', inserted.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A confirm key answered before: its first answer again. */
async function earlierAnswer(db: Db, scope: string, key: string) {
  return db
    .selectFrom('confirmations')
    .select(['status', 'answer'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * A setup confirms only while it awaits confirmation with its acknowledgement accepted; `unaccepted`
 * adds to the refusal of an unaccepted one (a one-time setup names the field).
 */
function refuseUnconfirmable(
  context: AnyContext,
  setup: SetupRow,
  unaccepted: Record<string, unknown> = {},
) {
  if (setup.status !== 'awaitingConfirmation')
    throw problemOf(context, 400, 'badRequest', {
      detail: 'This payment setup was cancelled; start a new payment.',
    });
  if (!setup.acknowledgement_accepted)
    throw problemOf(context, 422, undefined, {
      detail: 'Accept the payment authorization first.',
      ...unaccepted,
    });
}

/** Locks the setup row for the rest of the transaction: two confirmations at once take turns. */
async function lockSetup(db: Db, id: number) {
  await db.selectFrom('setups').select('id').where('id', '=', id).forUpdate().execute();
}

function idempotencyKeyOf(context: AnyContext): string {
  const key = context.headers['idempotency-key'];
  if (!key) throw problemOf(context, 422);
  return key;
}

// ---- scheduled and recurring ----------------------------------------------------------------

type FutureRow = Selectable<FuturePaymentTable>;
type RecurringRow = Selectable<RecurringPaymentTable>;

/**
 * What a scheduled and a recurring payment answer alike: the account, the method, and the price
 * as the method pays now (no fee where the association has no option for the method).
 */
async function pricedSummary(db: Db, row: FutureRow | RecurringRow) {
  const ledger = await db
    .selectFrom('sub_ledgers')
    .innerJoin('associations', 'associations.id', 'sub_ledgers.association_id')
    .select(['sub_ledgers.account_number', 'associations.payment_options'])
    .where('sub_ledgers.id', '=', row.sub_ledger_id)
    .executeTakeFirstOrThrow();
  const method = await methodById(db, row.payment_method_id);
  const option = ledger.payment_options.options.find((o) => o.methodType === method.type);
  const priced = option
    ? price(row.amount, option)
    : { convenienceFee: 0, largeAmountFee: 0, total: row.amount };
  return {
    id: row.id,
    subLedgerId: row.sub_ledger_id,
    ownerId: row.owner_id,
    accountNumber: ledger.account_number,
    amount: row.amount,
    convenienceFee: priced.convenienceFee + priced.largeAmountFee,
    total: priced.total,
    paymentMethodId: row.payment_method_id,
    paymentMethod: summary(method),
  };
}

async function futureAnswer(db: Db, row: FutureRow): Promise<Schemas['FuturePayment']> {
  return JSON.parse(
    JSON.stringify({
      ...(await pricedSummary(db, row)),
      scheduledDate: row.scheduled_date,
      editableUntil: editableUntil(row.scheduled_date),
      notes: row.notes ?? undefined,
      status: row.status,
      isActive: row.status === 'scheduled',
      cancelled: row.status === 'cancelled',
      processed: row.status === 'processed',
      createdAt: row.created_at.toISOString(),
    }),
  ) as Schemas['FuturePayment'];
}

async function recurringAnswer(db: Db, row: RecurringRow): Promise<Schemas['RecurringPayment']> {
  return JSON.parse(
    JSON.stringify({
      ...(await pricedSummary(db, row)),
      interval: row.interval,
      startDate: row.start_date,
      nextPaymentDate: row.next_payment_date,
      endDate: row.end_date ?? undefined,
      editableUntil: editableUntil(row.next_payment_date),
      status: row.status,
      isActive: row.status === 'active',
      createdAt: row.created_at.toISOString(),
    }),
  ) as Schemas['RecurringPayment'];
}

function ownedBy(person: SignedIn) {
  return person.ownerIds.length ? person.ownerIds : [-1];
}

function refuseAfterCutoff(context: AnyContext, day: string) {
  if (!isEditable(day, context.now)) throw problemOf(context, 400, 'pastCutoff');
}

async function scheduledSetupAnswer(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  setup: SetupRow,
): Promise<Schemas['FuturePaymentSetup']> {
  return (await setupAnswer(context, db, person, setup, ({ ledger, method, priced }) => {
    const day = termText(setup, 'scheduledDate') ?? '';
    return {
      fields: {
        scheduledDate: day,
        editableUntil: editableUntil(day),
        notes: termText(setup, 'notes'),
      },
      consent: scheduledConsent(ledger.association_name, facts(method), priced, day),
    };
  })) as Schemas['FuturePaymentSetup'];
}

function intervalOf(setup: SetupRow): RecurringRow['interval'] {
  return (termText(setup, 'interval') as RecurringRow['interval'] | undefined) ?? 'monthly';
}

async function recurringSetupAnswer(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  setup: SetupRow,
): Promise<Schemas['RecurringPaymentSetup']> {
  return (await setupAnswer(context, db, person, setup, ({ ledger, method, priced }) => {
    const start = termText(setup, 'startDate') ?? '';
    const interval = intervalOf(setup);
    return {
      fields: {
        interval,
        startDate: start,
        nextPaymentDate: start,
        endDate: termText(setup, 'endDate'),
        notes: termText(setup, 'notes'),
      },
      consent: recurringConsent(ledger.association_name, facts(method), priced, interval, start),
    };
  })) as Schemas['RecurringPaymentSetup'];
}

// ---- auto-draft -------------------------------------------------------------------------------

type DraftRow = Selectable<Database['auto_drafts']>;
async function draftAnswer(db: Db, row: DraftRow): Promise<Schemas['AutoDraftEnrollment']> {
  const ledger = await db
    .selectFrom('sub_ledgers')
    .select('account_number')
    .where('id', '=', row.sub_ledger_id)
    .executeTakeFirstOrThrow();
  const method = await methodById(db, row.payment_method_id);
  return JSON.parse(
    JSON.stringify({
      id: row.id,
      ownerId: row.owner_id,
      subLedgerId: row.sub_ledger_id,
      accountNumber: ledger.account_number,
      paymentMethodId: row.payment_method_id,
      paymentMethod: summary(method),
      startDate: row.start_date,
      amountType: row.amount_type,
      fixedAmount: row.fixed_amount ?? undefined,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    }),
  ) as Schemas['AutoDraftEnrollment'];
}

function refuseAutoDraft(context: AnyContext, ledger: Awaited<ReturnType<typeof ownedLedger>>) {
  const refusal = autoDraftRefusal({
    balance: ledger.balance,
    isSubLedger: ledger.is_sub_ledger,
    isBlocked: ledger.is_blocked,
    legacy: ledger.auto_draft_type === 'legacy',
  });
  if (refusal === 'hasBalance')
    throw problemOf(context, 400, 'hasBalance', {
      detail: `Accounts with a balance cannot enroll in auto-draft. Pay the balance of ${dollars(ledger.balance)} first.`,
    });
  if (refusal === 'subLedger') throw problemOf(context, 400, 'subLedgerUnavailable');
  if (refusal === 'blocked') throw problemOf(context, 400, 'paymentsBlocked');
  if (refusal === 'legacyAssociation')
    throw problemOf(context, 400, 'badRequest', {
      detail: 'This association enrols in auto-draft with its own form.',
    });
}

// ---- the steps the kinds of payment share -------------------------------------------------------

interface SetupAnswers {
  oneTime: Schemas['PaymentSetup'];
  future: Schemas['FuturePaymentSetup'];
  recurring: Schemas['RecurringPaymentSetup'];
}
/** The setups of a payment: one-time, scheduled (`future`) and recurring. */
type PaymentKind = keyof SetupAnswers;

const setupAnswers: {
  [Kind in PaymentKind]: (
    context: AnyContext,
    db: Db,
    person: SignedIn,
    setup: SetupRow,
  ) => Promise<SetupAnswers[Kind]>;
} = { oneTime: oneTimeAnswer, future: scheduledSetupAnswer, recurring: recurringSetupAnswer };

/** What every kind of new setup asks for. */
interface SetupRequest {
  subLedgerId: number;
  paymentMethodId: number;
  amount: number;
  idempotencyKey: string;
}

/**
 * A new setup, priced (and refused) as its payment would be; one on a later `day` is refused
 * after that day's cut-off. `asked` reads the request. The same create key answers its setup again.
 */
async function openSetup<Kind extends PaymentKind>(
  context: AnyContext,
  kind: Kind,
  asked: () => { body: SetupRequest; terms: Record<string, unknown>; day?: string },
): Promise<{ status: 201; body: SetupAnswers[Kind] }> {
  const person = await signedIn(context);
  return context.db.transaction().execute(async (db) => {
    const { body, terms, day } = asked();
    const { ledger } = await priceFor(
      context,
      db,
      person,
      body.subLedgerId,
      body.paymentMethodId,
      body.amount,
    );
    if (day !== undefined) refuseAfterCutoff(context, day);
    const setup = await createSetup(db, {
      kind,
      user_id: person.userId,
      idempotency_key: body.idempotencyKey,
      sub_ledger_id: ledger.id,
      owner_id: ledger.owner_id,
      payment_method_id: body.paymentMethodId,
      amount: body.amount,
      status: 'awaitingConfirmation',
      terms,
      created_at: context.now.toISOString(),
    });
    return { status: 201 as const, body: await setupAnswers[kind](context, db, person, setup) };
  });
}

/** What every kind of setup change may carry. */
interface SetupChange {
  amount?: number;
  paymentMethodId?: number;
  notes?: string;
}

/**
 * An unconfirmed setup changed: priced again with its new amount and method, its `terms` changed
 * (an empty one left as it is), and a new `day` refused after its cut-off. Its acknowledgement
 * must be accepted again. `asked` reads the change.
 */
async function reviseSetup<Kind extends PaymentKind>(
  context: AnyContext,
  id: number,
  kind: Kind,
  asked: () => { change: SetupChange; terms: Record<string, string | undefined>; day?: string },
): Promise<{ status: 200; body: SetupAnswers[Kind] }> {
  const person = await signedIn(context);
  return context.db.transaction().execute(async (db) => {
    await lockSetup(db, id);
    const setup = await setupRow(context, db, person, id, kind);
    if (setup.status !== 'awaitingConfirmation')
      throw problemOf(context, 400, 'badRequest', {
        detail: 'This payment was already confirmed or cancelled.',
      });
    const { change, terms, day } = asked();
    const amount = change.amount ?? setup.amount;
    const methodId = change.paymentMethodId ?? setup.payment_method_id ?? 0;
    await priceFor(context, db, person, setup.sub_ledger_id, methodId, amount);
    if (day) refuseAfterCutoff(context, day);
    const updated = await db
      .updateTable('setups')
      .set({
        amount,
        payment_method_id: methodId,
        terms: JSON.stringify({
          ...setup.terms,
          ...Object.fromEntries(Object.entries(terms).filter(([, value]) => value)),
          ...(change.notes !== undefined ? { notes: change.notes } : {}),
        }),
        acknowledgement_accepted: false,
      })
      .where('id', '=', setup.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 200 as const, body: await setupAnswers[kind](context, db, person, updated) };
  });
}

/** An unconfirmed setup given up; once confirmed, `confirmed` is the refusal. */
async function cancelSetup(
  context: AnyContext,
  id: number,
  kind: PaymentKind,
  confirmed: () => Problem,
): Promise<{ status: 204 }> {
  const person = await signedIn(context);
  return context.db.transaction().execute(async (db) => {
    await lockSetup(db, id);
    const setup = await setupRow(context, db, person, id, kind);
    // Being paid is as good as paid: a setup the processor has is not cancelled.
    if (setup.status === 'confirmed' || (await claimOf(db, `${CONFIRM_SCOPE[kind]}:`, id)))
      throw confirmed();
    await db
      .updateTable('setups')
      .set({ status: 'cancelled' })
      .where('id', '=', setup.id)
      .execute();
    return { status: 204 as const };
  });
}

/** The scope of each kind's confirm keys (docs/payments.md). */
const CONFIRM_SCOPE = {
  oneTime: 'payment',
  future: 'future',
  recurring: 'recurring',
  autoDraft: 'autoDraft',
} as const;

/**
 * A setup confirmed under a confirm key, once. The key is claimed first (the setup locked for that
 * transaction): a key answered before gets its first answer again, a setup that `made` its
 * payment already answers with it whatever the key, and a setup another confirmation is still
 * processing is answered `confirmationInProgress`. The processor then takes the tenant's
 * processing time (processing.ts), and what `make` makes, in a second transaction, is the key's
 * answer; a refusal frees the key.
 */
async function confirmOnce<Answer extends Record<string, unknown>>(
  context: AnyContext,
  kind: keyof typeof CONFIRM_SCOPE,
  setupId: () => number,
  steps: {
    made?: (db: Db, setup: SetupRow) => Promise<Answer | undefined>;
    make: (db: Db, setup: SetupRow, person: SignedIn) => Promise<Answer>;
  },
): Promise<{ status: 200; body: Answer }> {
  const person = await signedIn(context);
  const key = idempotencyKeyOf(context);
  const scopePrefix = `${CONFIRM_SCOPE[kind]}:`;
  const scope = `${scopePrefix}${String(person.userId)}`;
  const id = setupId();
  const claimed = await context.db.transaction().execute(async (db) => {
    await lockSetup(db, id);
    const earlier = await earlierAnswer(db, scope, key);
    if (earlier && earlier.status !== PROCESSING)
      return { status: 200 as const, body: earlier.answer as Answer };
    if (await claimOf(db, scopePrefix, id)) throw problemOf(context, 409, 'confirmationInProgress');
    const setup = await setupRow(context, db, person, id, kind);
    const made = await steps.made?.(db, setup);
    if (made !== undefined) return { status: 200 as const, body: made };
    await claimKey(db, scope, key, id);
    return null;
  });
  if (claimed) return claimed;
  const processing = await processingTime(context.db);
  if (processing > 0) await new Promise((resolve) => setTimeout(resolve, processing));
  try {
    return await context.db.transaction().execute(async (db) => {
      await lockSetup(db, id);
      const setup = await setupRow(context, db, person, id, kind);
      const answer = await steps.make(db, setup, person);
      await settleKey(db, scope, key, 200, answer);
      return { status: 200 as const, body: answer };
    });
  } catch (error) {
    await releaseKey(context.db, scope, key);
    throw error;
  }
}

type PlanRow = FutureRow | RecurringRow;

/** A scheduled (`future`) or a recurring payment, as the steps both share know it. */
interface Plan<Row extends PlanRow, Answer> {
  kind: 'future' | 'recurring';
  table: 'future_payments' | 'recurring_payments';
  /** The status it pays in, and the words refusing a change once it is no longer in it. */
  live: Row['status'];
  ended: string;
  /** The day it pays next: it changes until that day's cut-off. */
  day: (row: Row) => string;
  /** Its setup's terms: the payment's (first) day, and the payment's id once confirmed. */
  dayTerm: string;
  madeTerm: string;
  answer: (db: Db, row: Row) => Promise<Answer>;
}

const FUTURE: Plan<FutureRow, Schemas['FuturePayment']> = {
  kind: 'future',
  table: 'future_payments',
  live: 'scheduled',
  ended: 'This scheduled payment is no longer active.',
  day: (row) => row.scheduled_date,
  dayTerm: 'scheduledDate',
  madeTerm: 'futurePaymentId',
  answer: futureAnswer,
};

const RECURRING: Plan<RecurringRow, Schemas['RecurringPayment']> = {
  kind: 'recurring',
  table: 'recurring_payments',
  live: 'active',
  ended: 'This recurring payment is no longer active.',
  day: (row) => row.next_payment_date,
  dayTerm: 'startDate',
  madeTerm: 'recurringPaymentId',
  answer: recurringAnswer,
};

function planRows<Row extends PlanRow>(db: Db, plan: Plan<Row, unknown>) {
  return db.selectFrom(plan.table).selectAll().$castTo<Row>();
}

/** The person's own payment of a plan, locked for the rest of the transaction. */
async function lockedPlan<Row extends PlanRow>(
  context: AnyContext,
  db: Db,
  person: SignedIn,
  plan: Plan<Row, unknown>,
  id: number,
): Promise<Row> {
  // Kysely answers a generic row as its simplified copy: the same row, typed anew.
  const row = (await planRows(db, plan)
    .where('id', '=', id)
    .where('owner_id', 'in', ownedBy(person))
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw problemOf(context, 404);
  return row;
}

/**
 * A scheduled or recurring setup confirmed once (confirmOnce): refused unless it awaits
 * confirmation, its acknowledgement is accepted and its day's cut-off is still ahead; its payment
 * (`insert`) is kept in its terms, so a confirmation under another key answers with it again.
 */
async function confirmPlan<Row extends PlanRow, Answer extends Record<string, unknown>>(
  context: AnyContext,
  id: number,
  plan: Plan<Row, Answer>,
  insert: (db: Db, setup: SetupRow, day: string) => Promise<Row>,
): Promise<{ status: 200; body: Answer }> {
  return confirmOnce(context, plan.kind, () => id, {
    made: async (db, setup) => {
      const made = termNumber(setup, plan.madeTerm);
      if (made === undefined) return undefined;
      const row = await planRows(db, plan).where('id', '=', made).executeTakeFirstOrThrow();
      return plan.answer(db, row);
    },
    make: async (db, setup) => {
      refuseUnconfirmable(context, setup);
      const day = termText(setup, plan.dayTerm) ?? '';
      refuseAfterCutoff(context, day);
      const row = await insert(db, setup, day);
      await db
        .updateTable('setups')
        .set({
          status: 'confirmed',
          terms: JSON.stringify({ ...setup.terms, [plan.madeTerm]: row.id }),
        })
        .where('id', '=', setup.id)
        .execute();
      return plan.answer(db, row);
    },
  });
}

/** A change to a scheduled or recurring payment: its amount, the day it moves to, its columns. */
interface PlanChange<Row extends PlanRow> {
  amount?: number;
  day?: string;
  columns: (
    row: Row,
    amount: number,
  ) => Updateable<FuturePaymentTable> | Updateable<RecurringPaymentTable>;
}

/**
 * A scheduled or recurring payment changed: refused once it no longer pays, and after the cut-off
 * of its own day or of the `day` it moves to; priced again at its new amount. `asked` reads the
 * change.
 */
async function revisePlan<Row extends PlanRow, Answer>(
  context: AnyContext,
  id: number,
  plan: Plan<Row, Answer>,
  asked: () => PlanChange<Row>,
): Promise<{ status: 200; body: Answer }> {
  const person = await signedIn(context);
  return context.db.transaction().execute(async (db) => {
    const row = await lockedPlan(context, db, person, plan, id);
    if (row.status !== plan.live)
      throw problemOf(context, 400, 'badRequest', { detail: plan.ended });
    // Both the payment's own date and the date it moves to must be before their cut-offs.
    refuseAfterCutoff(context, plan.day(row));
    const change = asked();
    if (change.day) refuseAfterCutoff(context, change.day);
    const amount = change.amount ?? row.amount;
    await priceFor(context, db, person, row.sub_ledger_id, row.payment_method_id, amount);
    const updated = await db
      .updateTable(plan.table)
      .set(change.columns(row, amount))
      .where('id', '=', row.id)
      .returningAll()
      .$castTo<Row>()
      .executeTakeFirstOrThrow();
    return { status: 200 as const, body: await plan.answer(db, updated) };
  });
}

/** A scheduled or recurring payment cancelled, until its day's cut-off. */
async function cancelPlan<Row extends PlanRow>(
  context: AnyContext,
  id: number,
  plan: Plan<Row, unknown>,
): Promise<{ status: 204 }> {
  const person = await signedIn(context);
  return context.db.transaction().execute(async (db) => {
    const row = await lockedPlan(context, db, person, plan, id);
    refuseAfterCutoff(context, plan.day(row));
    await db
      .updateTable(plan.table)
      .set({ status: 'cancelled' })
      .where('id', '=', row.id)
      .execute();
    return { status: 204 as const };
  });
}

// ---- the handlers -----------------------------------------------------------------------------

export const connectPaymentsHandlers: Handlers<operations> = {
  async listAccounts(context) {
    const person = await signedIn(context);
    const { portalEnabled, ownerId, accountNumber } = context.query;
    let query = context.db
      .selectFrom('sub_ledgers')
      .innerJoin('associations', 'associations.id', 'sub_ledgers.association_id')
      .selectAll('sub_ledgers')
      .select(['associations.name as association_name', 'associations.auto_draft_type'])
      .where('sub_ledgers.owner_id', 'in', ownedBy(person))
      .orderBy('sub_ledgers.id');
    const owners = asList(ownerId);
    if (owners) query = query.where('sub_ledgers.owner_id', 'in', owners.length ? owners : [-1]);
    const numbers = asList(accountNumber);
    if (numbers)
      query = query.where('sub_ledgers.account_number', 'in', numbers.length ? numbers : ['']);
    if (portalEnabled !== undefined)
      query = query.where('sub_ledgers.portal_enabled', '=', portalEnabled);
    const rows = await query.execute();
    const enrolled = new Set(
      (
        await context.db
          .selectFrom('auto_drafts')
          .select('sub_ledger_id')
          .where('status', '=', 'active')
          .execute()
      ).map((r) => r.sub_ledger_id),
    );
    return {
      status: 200,
      body: rows.map((row) => {
        const refusal = autoDraftRefusal({
          balance: row.balance,
          isSubLedger: row.is_sub_ledger,
          isBlocked: row.is_blocked,
          legacy: row.auto_draft_type === 'legacy',
        });
        return JSON.parse(
          JSON.stringify({
            subLedgerId: row.id,
            ownerId: row.owner_id,
            propertyId: row.property_id,
            accountNumber: row.account_number,
            associationId: row.association_id,
            associationName: row.association_name,
            name: row.name,
            ledgerType: enrolled.has(row.id)
              ? 'autoDraft'
              : row.ledger_type === 'autoDraft'
                ? 'none'
                : row.ledger_type,
            balance: row.balance,
            isBlocked: row.is_blocked,
            portalEnabled: row.portal_enabled,
            autoDraftEligible:
              refusal === null ||
              (refusal === 'legacyAssociation' && row.balance === 0 && !row.is_sub_ledger),
            autoDraftIneligibleReason:
              refusal === 'legacyAssociation'
                ? row.balance > 0
                  ? 'hasBalance'
                  : undefined
                : (refusal ?? undefined),
            autoDraftEnrolled: enrolled.has(row.id),
          }),
        ) as Schemas['SubLedger'];
      }),
    };
  },

  async listLedgerEntries(context) {
    const person = await signedIn(context);
    await ownedLedger(context, context.db, person, context.query.subLedgerId ?? 0);
    let query = context.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('sub_ledger_id', '=', context.query.subLedgerId ?? 0)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc');
    if (context.query.from) query = query.where('date', '>=', context.query.from);
    if (context.query.to) query = query.where('date', '<=', context.query.to);
    const types = asList(context.query.type);
    if (types?.length) query = query.where('type', 'in', types);
    const rows = await query.execute();
    return {
      status: 200,
      body: rows.map(
        (row) =>
          JSON.parse(
            JSON.stringify({
              id: row.id,
              date: row.date,
              description: row.description,
              type: row.type,
              chargeType: row.charge_type ?? undefined,
              amount: row.amount,
              runningBalance: row.running_balance,
              reference: row.reference ?? undefined,
            }),
          ) as Schemas['LedgerEntry'],
      ),
    };
  },

  async exportLedger(context) {
    const person = await signedIn(context);
    const ledger = await ownedLedger(context, context.db, person, context.query.subLedgerId ?? 0);
    const rows = await context.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('sub_ledger_id', '=', ledger.id)
      .orderBy('date')
      .orderBy('id')
      .execute();
    const file = await statementPdf({
      title: `${ledger.association_name} — account ${ledger.account_number}`,
      subtitle: `${ledger.name} · statement of ${dayInZone(context.now)}`,
      rows: rows.map((row) => ({
        date: row.date,
        description: row.description,
        amount: row.amount,
        balance: row.running_balance,
      })),
      balance: ledger.balance,
    });
    return {
      status: 200,
      file,
      contentType: 'application/pdf',
      fileName: `statement-${ledger.account_number}.pdf`,
    };
  },

  async getBalanceHistory(context) {
    const person = await signedIn(context);
    const ledger = await ownedLedger(context, context.db, person, context.query.subLedgerId ?? 0);
    const months = Math.min(Math.max(context.query.months ?? 12, 1), 36);
    const rows = await context.db
      .selectFrom('ledger_entries')
      .select(['date', 'running_balance', 'id'])
      .where('sub_ledger_id', '=', ledger.id)
      .orderBy('date')
      .orderBy('id')
      .execute();
    const today = dayInZone(context.now);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const points: Schemas['BalanceHistoryPoint'][] = [];
    for (let back = months - 1; back >= 0; back -= 1) {
      const first = new Date(Date.UTC(year, month - 1 - back, 1));
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
      const label = first.toISOString().slice(0, 7);
      const current = back === 0;
      const periodEnd = current ? today : last.toISOString().slice(0, 10);
      const before = rows.filter((row) => row.date <= periodEnd).at(-1);
      points.push({
        month: label,
        periodEnd,
        closingBalance: current ? ledger.balance : (before?.running_balance ?? 0),
        ...(current ? { isCurrentMonth: true } : {}),
      });
    }
    return {
      status: 200,
      body: { subLedgerId: ledger.id, accountNumber: ledger.account_number, points },
    };
  },

  async listCharges(context) {
    const person = await signedIn(context);
    let query = context.db
      .selectFrom('charges')
      .innerJoin('sub_ledgers', 'sub_ledgers.id', 'charges.sub_ledger_id')
      .selectAll('charges')
      .select('sub_ledgers.account_number')
      .where('sub_ledgers.owner_id', 'in', ownedBy(person))
      .orderBy('charges.due_date')
      .orderBy('charges.id');
    const ids = asList(context.query.subLedgerId);
    if (ids) query = query.where('charges.sub_ledger_id', 'in', ids.length ? ids : [-1]);
    if (context.query.dueBefore)
      query = query.where('charges.due_date', '<', context.query.dueBefore);
    if (context.query.dueAfter)
      query = query.where('charges.due_date', '>', context.query.dueAfter);
    const rows = await query.execute();
    return {
      status: 200,
      body: rows.map((row) => ({
        id: row.id,
        subLedgerId: row.sub_ledger_id,
        accountNumber: row.account_number,
        description: row.description,
        chargeType: row.charge_type,
        amount: row.amount,
        dueDate: row.due_date,
      })),
    };
  },

  async listPayments(context) {
    const person = await signedIn(context);
    let query = paymentsWithAccount(context.db)
      .where('payments.owner_id', 'in', ownedBy(person))
      .orderBy('payments.submitted_at', 'desc')
      .orderBy('payments.id', 'desc');
    if (context.query.ownerId !== undefined)
      query = query.where('payments.owner_id', '=', context.query.ownerId);
    const ids = asList(context.query.subLedgerId);
    if (ids) query = query.where('payments.sub_ledger_id', 'in', ids.length ? ids : [-1]);
    if (context.query.from)
      query = query.where('payments.scheduled_date', '>=', context.query.from);
    const rows = await query.execute();
    return { status: 200, body: rows.map(paymentAnswer) };
  },

  async createPaymentSetup(context) {
    return openSetup(context, 'oneTime', () => {
      const body = context.body;
      return { body, terms: { paymentDate: body.paymentDate, notes: body.notes } };
    });
  },

  async updatePaymentSetup(context) {
    return reviseSetup(context, context.params.id, 'oneTime', () => {
      const change = context.body;
      return { change, terms: { paymentDate: change.paymentDate } };
    });
  },

  async cancelPaymentSetup(context) {
    // A confirmed setup has made its payment: it is not cancelled any more (docs/payments.md).
    return cancelSetup(context, context.params.id, 'oneTime', () =>
      problemOf(context, 400, 'sameDayPayment'),
    );
  },

  async confirmPaymentSetup(context) {
    return confirmOnce(context, 'oneTime', () => context.params.id, {
      // A setup pays once, whatever key a second confirmation carries.
      made: async (db, setup) => {
        const made = await paymentsWithAccount(db)
          .where('payments.setup_id', '=', setup.id)
          .where('payments.channel', '=', 'portal')
          .executeTakeFirst();
        return made ? paymentAnswer(made) : undefined;
      },
      make: async (db, setup, person) => {
        refuseUnconfirmable(context, setup, {
          errors: { acknowledgement: ['Accept the payment authorization first.'] },
        });
        const { ledger, method, priced } = await priceSetup(context, db, person, setup);
        const duplicate = await duplicateOf(db, setup.sub_ledger_id, setup.amount, context.now);
        if (duplicate && context.body?.acknowledgeDuplicate !== true)
          throw problemOf(context, 409, 'duplicatePayment', {
            detail: `A payment of ${dollars(setup.amount)} for this account was submitted in the past 12 hours. Confirm that you want to pay again.`,
          });
        const payment = await recordPayment(db, {
          setupId: setup.id,
          subLedgerId: ledger.id,
          ownerId: ledger.owner_id,
          priced,
          method: summary(method),
          now: context.now,
          scheduledDate: termText(setup, 'paymentDate'),
          notes: termText(setup, 'notes') ?? null,
          channel: 'portal',
          receiptEmail: null,
          description: `Online payment – ${method.nickname ?? method.last4}`,
        });
        const row = await paymentsWithAccount(db)
          .where('payments.id', '=', payment.id)
          .executeTakeFirstOrThrow();
        return paymentAnswer(row);
      },
    });
  },

  async confirmAcknowledgement(context) {
    const person = await signedIn(context);
    const updated = await context.db
      .updateTable('setups')
      .set({ acknowledgement_accepted: true })
      .where('acknowledgement_id', '=', context.params.id)
      .where('user_id', '=', person.userId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw problemOf(context, 404);
    return { status: 204 };
  },

  // Scheduled payments.
  async listFuturePayments(context) {
    const person = await signedIn(context);
    const q = context.query;
    let query = context.db
      .selectFrom('future_payments')
      .innerJoin('sub_ledgers', 'sub_ledgers.id', 'future_payments.sub_ledger_id')
      .selectAll('future_payments')
      .where('future_payments.owner_id', 'in', ownedBy(person))
      .orderBy('future_payments.scheduled_date')
      .orderBy('future_payments.id');
    const numbers = asList(q.accountNumber);
    if (numbers)
      query = query.where('sub_ledgers.account_number', 'in', numbers.length ? numbers : ['']);
    const ids = asList(q.subLedgerId);
    if (ids) query = query.where('future_payments.sub_ledger_id', 'in', ids.length ? ids : [-1]);
    if (q.scheduledDateAfter)
      query = query.where('future_payments.scheduled_date', '>=', dayOfBound(q.scheduledDateAfter));
    if (q.scheduledDateBefore)
      query = query.where(
        'future_payments.scheduled_date',
        '<=',
        dayOfBound(q.scheduledDateBefore),
      );
    if (q.scheduledDateStrictlyAfter)
      query = query.where(
        'future_payments.scheduled_date',
        '>',
        dayOfBound(q.scheduledDateStrictlyAfter),
      );
    if (q.scheduledDateStrictlyBefore)
      query = query.where(
        'future_payments.scheduled_date',
        '<',
        dayOfBound(q.scheduledDateStrictlyBefore),
      );
    if (q.cancelled !== undefined)
      query = q.cancelled
        ? query.where('future_payments.status', '=', 'cancelled')
        : query.where('future_payments.status', '!=', 'cancelled');
    if (q.processed !== undefined)
      query = q.processed
        ? query.where('future_payments.status', '=', 'processed')
        : query.where('future_payments.status', '!=', 'processed');
    const rows = await query.execute();
    return {
      status: 200,
      body: await Promise.all(rows.map((row) => futureAnswer(context.db, row))),
    };
  },

  async createFuturePaymentSetup(context) {
    return openSetup(context, 'future', () => {
      const body = context.body;
      const terms = { scheduledDate: body.scheduledDate, notes: body.notes };
      return { body, terms, day: body.scheduledDate };
    });
  },

  async updateFuturePaymentSetup(context) {
    return reviseSetup(context, context.params.id, 'future', () => {
      const change = context.body;
      return { change, terms: { scheduledDate: change.scheduledDate }, day: change.scheduledDate };
    });
  },

  async cancelFuturePaymentSetup(context) {
    return cancelSetup(context, context.params.id, 'future', () =>
      problemOf(context, 400, 'badRequest', {
        detail: 'This scheduled payment was already confirmed.',
      }),
    );
  },

  async confirmFuturePaymentSetup(context) {
    return confirmPlan(context, context.params.id, FUTURE, (db, setup, day) =>
      db
        .insertInto('future_payments')
        .values({
          sub_ledger_id: setup.sub_ledger_id,
          owner_id: setup.owner_id,
          amount: setup.amount,
          payment_method_id: setup.payment_method_id ?? 0,
          scheduled_date: day,
          notes: termText(setup, 'notes') ?? null,
          status: 'scheduled',
          created_at: context.now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  },

  async updateFuturePayment(context) {
    return revisePlan(context, context.params.id, FUTURE, () => {
      const change = context.body;
      return {
        amount: change.amount,
        day: change.scheduledDate,
        columns: (row, amount) => ({
          amount,
          scheduled_date: change.scheduledDate ?? row.scheduled_date,
          notes: change.notes ?? row.notes,
        }),
      };
    });
  },

  async cancelFuturePayment(context) {
    return cancelPlan(context, context.params.id, FUTURE);
  },

  // Recurring payments.
  async listRecurringPayments(context) {
    const person = await signedIn(context);
    const q = context.query;
    let query = context.db
      .selectFrom('recurring_payments')
      .innerJoin('sub_ledgers', 'sub_ledgers.id', 'recurring_payments.sub_ledger_id')
      .selectAll('recurring_payments')
      .where('recurring_payments.owner_id', 'in', ownedBy(person))
      .orderBy('recurring_payments.next_payment_date')
      .orderBy('recurring_payments.id');
    const numbers = asList(q.accountNumber);
    if (numbers)
      query = query.where('sub_ledgers.account_number', 'in', numbers.length ? numbers : ['']);
    const ids = asList(q.subLedgerId);
    if (ids) query = query.where('recurring_payments.sub_ledger_id', 'in', ids.length ? ids : [-1]);
    if (q.nextPaymentDateAfter)
      query = query.where(
        'recurring_payments.next_payment_date',
        '>=',
        dayOfBound(q.nextPaymentDateAfter),
      );
    if (q.nextPaymentDateBefore)
      query = query.where(
        'recurring_payments.next_payment_date',
        '<=',
        dayOfBound(q.nextPaymentDateBefore),
      );
    if (q.nextPaymentDateStrictlyAfter)
      query = query.where(
        'recurring_payments.next_payment_date',
        '>',
        dayOfBound(q.nextPaymentDateStrictlyAfter),
      );
    if (q.nextPaymentDateStrictlyBefore)
      query = query.where(
        'recurring_payments.next_payment_date',
        '<',
        dayOfBound(q.nextPaymentDateStrictlyBefore),
      );
    const rows = await query.execute();
    return {
      status: 200,
      body: await Promise.all(rows.map((row) => recurringAnswer(context.db, row))),
    };
  },

  async createRecurringPaymentSetup(context) {
    return openSetup(context, 'recurring', () => {
      const body = context.body;
      const terms = {
        interval: body.interval,
        startDate: body.startDate,
        endDate: body.endDate,
        notes: body.notes,
      };
      return { body, terms, day: body.startDate };
    });
  },

  async updateRecurringPaymentSetup(context) {
    return reviseSetup(context, context.params.id, 'recurring', () => {
      const change = context.body;
      const terms = { interval: change.interval, startDate: change.startDate };
      return { change, terms, day: change.startDate };
    });
  },

  async cancelRecurringPaymentSetup(context) {
    return cancelSetup(context, context.params.id, 'recurring', () =>
      problemOf(context, 400, 'badRequest', {
        detail: 'This recurring payment was already confirmed.',
      }),
    );
  },

  async confirmRecurringPaymentSetup(context) {
    return confirmPlan(context, context.params.id, RECURRING, (db, setup, start) =>
      db
        .insertInto('recurring_payments')
        .values({
          sub_ledger_id: setup.sub_ledger_id,
          owner_id: setup.owner_id,
          amount: setup.amount,
          payment_method_id: setup.payment_method_id ?? 0,
          interval: intervalOf(setup),
          start_date: start,
          next_payment_date: start,
          end_date: termText(setup, 'endDate') ?? null,
          notes: termText(setup, 'notes') ?? null,
          status: 'active',
          created_at: context.now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  },

  async updateRecurringPayment(context) {
    return revisePlan(context, context.params.id, RECURRING, () => {
      const change = context.body;
      return {
        amount: change.amount,
        day: change.nextPaymentDate,
        columns: (row, amount) => ({
          amount,
          interval: change.interval ?? row.interval,
          next_payment_date: change.nextPaymentDate ?? row.next_payment_date,
          end_date: change.endDate ?? row.end_date,
        }),
      };
    });
  },

  async cancelRecurringPayment(context) {
    return cancelPlan(context, context.params.id, RECURRING);
  },

  // Saved methods.
  async listPaymentMethods(context) {
    const person = await signedIn(context);
    const rows = await context.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', person.userId)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
    const linked = await linkedByMethod(
      context.db,
      rows.map((row) => row.id),
    );
    return {
      status: 200,
      body: {
        paymentMethods: rows.map((row) =>
          methodBody(row, linked.get(row.id) ?? { recurring: [], future: [] }),
        ),
      },
    };
  },

  async getPaymentMethod(context) {
    const person = await signedIn(context);
    const method = await ownedMethod(context, context.db, person, context.params.id);
    return { status: 200, body: await methodAnswer(context.db, method) };
  },

  async createPaymentMethodSetup(context) {
    const person = await signedIn(context);
    const id = `seti_sandbox_${randomBytes(9).toString('hex')}`;
    await context.db
      .insertInto('method_setups')
      .values({
        setup_intent_id: id,
        user_id: person.userId,
        type: context.body.type,
        payment_method_id: null,
        created_at: context.now.toISOString(),
      })
      .execute();
    return {
      status: 200,
      body: { setupIntentId: id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` },
    };
  },

  async completePaymentMethodSetup(context) {
    const person = await signedIn(context);
    return context.db.transaction().execute(async (db) => {
      const setup = await db
        .selectFrom('method_setups')
        .selectAll()
        .where('setup_intent_id', '=', context.params.setupIntentId)
        .where('user_id', '=', person.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!setup) throw problemOf(context, 404);
      if (setup.payment_method_id !== null) {
        const method = await ownedMethod(context, db, person, setup.payment_method_id);
        return { status: 201, body: await methodAnswer(db, method) };
      }
      const confirmed = await db
        .selectFrom('provider_confirmations')
        .select('facts')
        .where('secret_id', '=', setup.setup_intent_id)
        .executeTakeFirst();
      if (!confirmed) throw problemOf(context, 400, 'setupNotConfirmed');
      const card = confirmed.facts;
      const nickname =
        card.type === 'eCheck'
          ? `${card.bankType === 'savings' ? 'Savings' : 'Checking'} ••${card.last4}`
          : `${brandShort(card.brand)}${card.type === 'debitCard' ? ' debit' : ''} ••${card.last4}`;
      const method = await db
        .insertInto('payment_methods')
        .values({
          user_id: person.userId,
          type: card.type,
          brand: card.brand ?? null,
          bank_type: card.bankType ?? null,
          bank_name: card.bankName ?? null,
          last4: card.last4,
          exp_month: card.expMonth ?? null,
          exp_year: card.expYear ?? null,
          nickname,
          is_default: false,
          is_active: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .updateTable('method_setups')
        .set({ payment_method_id: method.id })
        .where('setup_intent_id', '=', setup.setup_intent_id)
        .execute();
      return { status: 201, body: await methodAnswer(db, method) };
    });
  },

  async deletePaymentMethod(context) {
    const person = await signedIn(context);
    return context.db.transaction().execute(async (db) => {
      const method = await ownedMethod(context, db, person, context.params.id);
      // SPEC §4: removing a method deactivates the recurring and future payments it funds.
      const linked = await linkedIds(db, method.id);
      if (linked.recurring.length)
        await db
          .updateTable('recurring_payments')
          .set({ status: 'inactive' })
          .where('id', 'in', linked.recurring)
          .execute();
      if (linked.future.length)
        await db
          .updateTable('future_payments')
          .set({ status: 'inactive' })
          .where('id', 'in', linked.future)
          .execute();
      await db
        .updateTable('payment_methods')
        .set({ is_active: false, is_default: false })
        .where('id', '=', method.id)
        .execute();
      return {
        status: 200,
        body: {
          paymentMethodId: method.id,
          deactivatedRecurringPaymentIds: linked.recurring,
          deactivatedFuturePaymentIds: linked.future,
        },
      };
    });
  },

  async getPaymentOptions(context) {
    await signedIn(context);
    const association = await context.db
      .selectFrom('associations')
      .select('payment_options')
      .where('id', '=', context.params.id)
      .executeTakeFirst();
    if (!association) throw problemOf(context, 404);
    return { status: 200, body: association.payment_options };
  },

  // Auto-draft, standard.
  async listAutoDraftEnrollments(context) {
    const person = await signedIn(context);
    let query = context.db
      .selectFrom('auto_drafts')
      .selectAll()
      .where('owner_id', 'in', ownedBy(person))
      .where('status', '=', 'active')
      .orderBy('id');
    if (context.query.ownerId !== undefined)
      query = query.where('owner_id', '=', context.query.ownerId);
    const rows = await query.execute();
    return {
      status: 200,
      body: await Promise.all(rows.map((row) => draftAnswer(context.db, row))),
    };
  },

  async createAutoDraftSetup(context) {
    const person = await signedIn(context);
    const body = context.body;
    return context.db.transaction().execute(async (db) => {
      const ledger = await ownedLedger(context, db, person, body.subLedgerId);
      refuseAutoDraft(context, ledger);
      const method = await ownedMethod(context, db, person, body.paymentMethodId);
      if (method.type !== 'eCheck' || !method.is_active)
        throw problemOf(context, 400, 'methodUnavailable');
      const setup = await createSetup(db, {
        kind: 'autoDraft',
        user_id: person.userId,
        idempotency_key:
          body.idempotencyKey ??
          `autodraft-${String(body.subLedgerId)}-${String(body.paymentMethodId)}-${body.startDate}-${body.amountType}-${String(body.fixedAmount ?? '')}`,
        sub_ledger_id: ledger.id,
        owner_id: ledger.owner_id,
        payment_method_id: method.id,
        amount: body.fixedAmount ?? 0,
        status: 'awaitingConfirmation',
        terms: {
          startDate: body.startDate,
          amountType: body.amountType,
          fixedAmount: body.fixedAmount,
        },
        created_at: context.now.toISOString(),
      });
      const full = body.amountType === 'full';
      const starts = new Date(`${body.startDate}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return {
        status: 201,
        body: JSON.parse(
          JSON.stringify({
            id: setup.id,
            ownerId: ledger.owner_id,
            subLedgerId: ledger.id,
            accountNumber: ledger.account_number,
            paymentMethod: summary(method),
            startDate: body.startDate,
            amountType: body.amountType,
            fixedAmount: body.fixedAmount,
            acknowledgement: {
              id: setup.acknowledgement_id,
              text: `I authorize ${ledger.association_name} to debit ${full ? `the full balance of account ${ledger.account_number}` : `${dollars(body.fixedAmount ?? 0)} for account ${ledger.account_number}`} from my ${method.bank_type ?? 'checking'} account ending in ${method.last4} each month starting ${starts}, until I cancel.`,
              required: true,
            },
            status: setup.status,
          }),
        ) as Schemas['AutoDraftSetup'],
      };
    });
  },

  async confirmAutoDraftSetup(context) {
    return confirmOnce(context, 'autoDraft', () => context.body.setupId, {
      make: async (db, setup, person) => {
        if (setup.status !== 'awaitingConfirmation')
          throw problemOf(context, 400, 'badRequest', {
            detail: 'This enrolment was already confirmed or cancelled.',
          });
        const ledger = await ownedLedger(context, db, person, setup.sub_ledger_id);
        refuseAutoDraft(context, ledger);
        const row = await db
          .insertInto('auto_drafts')
          .values({
            owner_id: setup.owner_id,
            sub_ledger_id: setup.sub_ledger_id,
            payment_method_id: setup.payment_method_id ?? 0,
            start_date: termText(setup, 'startDate') ?? '',
            amount_type: (termText(setup, 'amountType') as 'full' | 'fixed' | undefined) ?? 'full',
            fixed_amount: termNumber(setup, 'fixedAmount') ?? null,
            status: 'active',
            created_at: context.now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await db
          .updateTable('setups')
          .set({ status: 'confirmed' })
          .where('id', '=', setup.id)
          .execute();
        return draftAnswer(db, row);
      },
    });
  },

  async updateAutoDraftEnrollment(context) {
    const person = await signedIn(context);
    return context.db.transaction().execute(async (db) => {
      const row = await db
        .selectFrom('auto_drafts')
        .selectAll()
        .where('id', '=', context.params.id)
        .where('owner_id', 'in', ownedBy(person))
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw problemOf(context, 404);
      const change = context.body;
      if (change.paymentMethodId !== undefined) {
        const method = await ownedMethod(context, db, person, change.paymentMethodId);
        if (method.type !== 'eCheck' || !method.is_active)
          throw problemOf(context, 400, 'methodUnavailable');
      }
      const amountType = change.amountType ?? row.amount_type;
      const updated = await db
        .updateTable('auto_drafts')
        .set({
          payment_method_id: change.paymentMethodId ?? row.payment_method_id,
          start_date: change.startDate ?? row.start_date,
          amount_type: amountType,
          fixed_amount: amountType === 'fixed' ? (change.fixedAmount ?? row.fixed_amount) : null,
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { status: 200, body: await draftAnswer(db, updated) };
    });
  },

  async cancelAutoDraftEnrollment(context) {
    const person = await signedIn(context);
    const updated = await context.db
      .updateTable('auto_drafts')
      .set({ status: 'cancelled' })
      .where('id', '=', context.params.id)
      .where('owner_id', 'in', ownedBy(person))
      .where('status', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw problemOf(context, 404);
    return { status: 204 };
  },

  // Auto-draft, legacy (the association's own form).
  async createLegacyAutoDraftSetup(context) {
    const person = await signedIn(context);
    const ledger = await ownedLedger(context, context.db, person, context.body.subLedgerId);
    if (ledger.auto_draft_type !== 'legacy')
      throw problemOf(context, 400, 'badRequest', {
        detail: 'This association enrols in auto-draft online.',
      });
    if (ledger.is_blocked) throw problemOf(context, 400, 'paymentsBlocked');
    const form = exampleOf(
      context.contract,
      'createLegacyAutoDraftSetup',
      200,
    ) as Schemas['LegacyAutoDraftForm'];
    const user = await context.db
      .selectFrom('users')
      .select('profile')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    const profile = user.profile as { firstName?: string; lastName?: string };
    const today = dayInZone(context.now);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const startMonthOptions = [1, 2, 3].map((ahead) => {
      const at = new Date(Date.UTC(year, month - 1 + ahead, 1));
      return {
        value: at.toISOString().slice(0, 7),
        label: at.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      };
    });
    return {
      status: 200,
      body: {
        ...form,
        ownerId: ledger.owner_id,
        subLedgerId: ledger.id,
        accountNumber: ledger.account_number,
        associationName: ledger.association_name,
        ownerName: `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim(),
        startMonthOptions,
      },
    };
  },

  async enrollLegacyAutoDraft(context) {
    const person = await signedIn(context);
    const key = idempotencyKeyOf(context);
    return context.db.transaction().execute(async (db) => {
      const earlier = await db
        .selectFrom('legacy_enrollments')
        .select('answer')
        .where('user_id', '=', person.userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (earlier)
        return {
          status: 200 as const,
          body: earlier.answer as Schemas['LegacyAutoDraftEnrollment'],
        };
      const body = context.body;
      const ledger = await ownedLedger(context, db, person, body.subLedgerId);
      if (ledger.is_blocked) throw problemOf(context, 400, 'paymentsBlocked');
      const inserted = await db
        .insertInto('legacy_enrollments')
        .values({
          user_id: person.userId,
          idempotency_key: key,
          sub_ledger_id: ledger.id,
          answer: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const startMonth = body.startMonth;
      const label = new Date(`${startMonth}-01T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const answer: Schemas['LegacyAutoDraftEnrollment'] = {
        referenceNumber: `LAD-${dayInZone(context.now).slice(0, 4)}-${String(inserted.id).padStart(6, '0')}`,
        ownerId: ledger.owner_id,
        subLedgerId: ledger.id,
        startMonth,
        status: 'pending',
        submittedAt: context.now.toISOString(),
        message: `Your auto-draft form was received. Drafts begin in ${label} once ${COMPANY} processes it.`,
      };
      await db
        .updateTable('legacy_enrollments')
        .set({ answer: JSON.stringify(answer) })
        .where('id', '=', inserted.id)
        .execute();
      return { status: 200 as const, body: answer };
    });
  },
};
