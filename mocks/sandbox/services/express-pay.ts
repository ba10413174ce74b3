// The express-pay service: a checkout link becomes an epay token; the guest pays the link's
// account once by card. The intent is a setup of kind `express`; its payment is a payment of the
// `express` channel, on the same ledger the homeowner's portal shows.
import {
  claimKey,
  claimOf,
  PROCESSING,
  processingTime,
  releaseKey,
  settleKey,
} from '../processing.ts';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { components, operations } from '../../../generated/express-pay/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { recordPayment } from '../ledger.ts';
import { dollars, optionFor, price, brandShort } from '../money.ts';
import type { Database, MethodSummary, PaymentOptionRecord } from '../schema.ts';
import { signToken } from '../tokens.ts';
import { checkoutVisitor, type CheckoutVisitor } from './people.ts';

/** The scope of an express checkout's confirm keys, by its setup. */
const EXPRESS_SCOPE = 'express:';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
const COMPANY = 'Harborview Community Management';
const ACK_OFFSET = 7300;

async function linkOf(context: Context<unknown>, db: Db, visitor: CheckoutVisitor) {
  const link = await db
    .selectFrom('checkout_links')
    .selectAll()
    .where('id', '=', visitor.linkId)
    .executeTakeFirst();
  if (!link) throw problemOf(context, 401);
  const ledger = await db
    .selectFrom('sub_ledgers')
    .innerJoin('associations', 'associations.id', 'sub_ledgers.association_id')
    .innerJoin('properties', 'properties.id', 'sub_ledgers.property_id')
    .innerJoin('owners', 'owners.id', 'sub_ledgers.owner_id')
    .selectAll('sub_ledgers')
    .select([
      'associations.name as association_name',
      'associations.payment_options',
      'associations.settings',
      'properties.record',
      'owners.user_id',
    ])
    .where('sub_ledgers.id', '=', link.sub_ledger_id)
    .executeTakeFirstOrThrow();
  return { link, ledger };
}

function cardOption(options: readonly PaymentOptionRecord[], amount: number) {
  return optionFor(options, 'creditCard', amount);
}

function consent(total: number, fee: number): string {
  return `I authorize ${COMPANY} to charge ${dollars(total)} to my card, including a ${dollars(fee)} convenience fee charged by the payment processor. Payment is pulled 2-4 business days after the authorized date.`;
}

async function intentAnswer(
  db: Db,
  id: number,
  amount: number,
  options: readonly PaymentOptionRecord[],
  secret: string,
): Promise<Schemas['ExpressPaymentIntent']> {
  const option = cardOption(options, amount);
  if (typeof option === 'string') throw new Error('priced an amount the card option refuses');
  const priced = price(amount, option);
  const fee = priced.convenienceFee + priced.largeAmountFee;
  const setup = await db
    .selectFrom('setups')
    .select('acknowledgement_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id,
    amount,
    convenienceFee: priced.convenienceFee,
    largeAmountFee: priced.largeAmountFee,
    total: priced.total,
    clientSecret: secret,
    acknowledgement: { id: setup.acknowledgement_id, text: consent(priced.total, fee) },
  };
}

function refuseAmount(
  context: Context<unknown>,
  options: readonly PaymentOptionRecord[],
  amount: number,
) {
  const option = cardOption(options, amount);
  if (option === 'disabled') throw problemOf(context, 400, 'methodUnavailable');
  if (option === 'outOfRange') {
    const card = options.find((o) => o.methodType === 'creditCard');
    throw problemOf(context, 400, 'amountOutOfRange', {
      detail: `Enter an amount between ${dollars(card?.minAmount ?? 0)} and ${dollars(card?.maxAmount ?? 0)}.`,
    });
  }
}

/** The express intent of this account, locked for the rest of the transaction. */
async function lockedIntent(context: Context<unknown>, db: Db, id: number, subLedgerId: number) {
  const setup = await db
    .selectFrom('setups')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'express')
    .where('sub_ledger_id', '=', subLedgerId)
    .forUpdate()
    .executeTakeFirst();
  if (!setup) throw problemOf(context, 404);
  return setup;
}

export const expressPayHandlers: Handlers<operations> = {
  async authenticateExpressPay(context) {
    const link = await context.db
      .selectFrom('checkout_links')
      .selectAll()
      .where('link', '=', context.body.link)
      .where('strategy', '=', context.body.strategy)
      .executeTakeFirst();
    if (!link) throw problemOf(context, 404, 'linkInvalid');
    if (link.payment_id !== null) throw problemOf(context, 401, 'linkUsed');
    if (link.expires_at.getTime() <= context.now.getTime())
      throw problemOf(context, 401, 'linkExpired');
    const owner = await context.db
      .selectFrom('owners')
      .select('user_id')
      .where('id', '=', link.owner_id)
      .executeTakeFirstOrThrow();
    const { token } = await signToken(
      context.tenant,
      {
        uid: String(owner.user_id),
        poid: String(link.owner_id),
        sub: String(link.id),
        slid: String(link.sub_ledger_id),
      },
      60,
    );
    return { status: 200, body: { token } };
  },

  async getExpressAccount(context) {
    const visitor = await checkoutVisitor(context);
    const { ledger } = await linkOf(context, context.db, visitor);
    const settings = ledger.settings as { logoUrl?: string };
    const record = ledger.record as { address?: Schemas['ExpressAccount']['propertyAddress'] };
    const user = await context.db
      .selectFrom('users')
      .select('profile')
      .where('id', '=', ledger.user_id)
      .executeTakeFirstOrThrow();
    const profile = user.profile as { firstName?: string; lastName?: string };
    const cards = await context.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', ledger.user_id)
      .where('is_active', '=', true)
      .where('type', 'in', ['creditCard', 'debitCard'])
      .orderBy('id')
      .execute();
    const card = ledger.payment_options.options.find((o) => o.methodType === 'creditCard');
    const cardOptions = ledger.payment_options.options.filter(
      (o): o is PaymentOptionRecord & { methodType: 'creditCard' | 'debitCard' } =>
        o.methodType !== 'eCheck',
    );
    return {
      status: 200,
      body: JSON.parse(
        JSON.stringify({
          ownerId: ledger.owner_id,
          subLedgerId: ledger.id,
          checkoutLinkId: visitor.linkId,
          accountNumber: ledger.account_number,
          associationName: ledger.association_name,
          propertyAddress: record.address,
          ownerName: `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim(),
          balance: ledger.balance,
          logoUrl: settings.logoUrl,
          paymentSetup: {
            allowPartial: true,
            minAmount: card?.minAmount ?? 100,
            maxAmount: card?.maxAmount ?? 1000000,
            consentRequired: true,
            consentText: card?.consentText,
          },
          paymentOptions: cardOptions.map((o) => ({
            methodType: o.methodType,
            enabled: o.enabled,
            convenienceFee: o.convenienceFee,
            largeAmountFee: o.largeAmountFee,
            minAmount: o.minAmount,
            maxAmount: o.maxAmount,
            disclosures: o.disclosures,
          })),
          paymentMethods: cards.map((m) => ({
            id: m.id,
            type: m.type,
            brand: m.brand ?? 'visa',
            last4: m.last4,
            expMonth: m.exp_month ?? 12,
            expYear: m.exp_year ?? 2030,
            isDefault: m.is_default,
          })),
        }),
      ) as Schemas['ExpressAccount'],
    };
  },

  async listExpressPayments(context) {
    const visitor = await checkoutVisitor(context);
    const rows = await context.db
      .selectFrom('payments')
      .selectAll()
      .where('sub_ledger_id', '=', visitor.subLedgerId)
      .orderBy('submitted_at', 'desc')
      .limit(10)
      .execute();
    return {
      status: 200,
      body: rows.map(
        (row) =>
          JSON.parse(
            JSON.stringify({
              // An express payment is found by its intent's id (docs/payments.md, "Express checkout").
              id: row.channel === 'express' && row.setup_id !== null ? row.setup_id : row.id,
              amount: row.amount,
              fee: row.fee,
              total: row.amount + row.fee,
              paymentMethod: {
                type: row.method.type,
                brand: row.method.brand,
                bankType: row.method.bankType,
                last4: row.method.last4,
              },
              status: row.status,
              submittedAt: row.submitted_at.toISOString(),
              confirmationNumber: row.confirmation_number,
            }),
          ) as Schemas['ExpressRecentPayment'],
      ),
    };
  },

  async createExpressPayment(context) {
    const visitor = await checkoutVisitor(context);
    return context.db.transaction().execute(async (db) => {
      const { link, ledger } = await linkOf(context, db, visitor);
      if (link.payment_id !== null)
        throw problemOf(context, 400, 'badRequest', {
          detail: 'This payment link has already been used.',
        });
      if (ledger.is_blocked) throw problemOf(context, 400, 'paymentsBlocked');
      refuseAmount(context, ledger.payment_options.options, context.body.amount);
      const existing = await db
        .selectFrom('setups')
        .selectAll()
        .where('kind', '=', 'express')
        .where('user_id', '=', ledger.user_id)
        .where('idempotency_key', '=', context.body.idempotencyKey)
        .executeTakeFirst();
      const setup =
        existing ??
        (await db
          .insertInto('setups')
          .values({
            kind: 'express',
            user_id: ledger.user_id,
            idempotency_key: context.body.idempotencyKey,
            sub_ledger_id: ledger.id,
            owner_id: ledger.owner_id,
            payment_method_id: null,
            amount: context.body.amount,
            status: 'awaitingConfirmation',
            terms: JSON.stringify({
              email: context.body.email,
              linkId: link.id,
              secret: `pi_sandbox_${randomBytes(9).toString('hex')}`,
            }),
            acknowledgement_id: 0,
            created_at: context.now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow());
      if (!existing)
        await db
          .updateTable('setups')
          .set({ acknowledgement_id: ACK_OFFSET + setup.id })
          .where('id', '=', setup.id)
          .execute();
      const secret = String(setup.terms.secret);
      return {
        status: 201,
        body: await intentAnswer(
          db,
          setup.id,
          setup.amount,
          ledger.payment_options.options,
          `${secret}_secret_${randomBytes(6).toString('hex')}`,
        ),
      };
    });
  },

  async updateExpressPayment(context) {
    const visitor = await checkoutVisitor(context);
    return context.db.transaction().execute(async (db) => {
      const { ledger } = await linkOf(context, db, visitor);
      const setup = await lockedIntent(context, db, context.params.id, ledger.id);
      if (setup.status !== 'awaitingConfirmation')
        throw problemOf(context, 400, 'badRequest', {
          detail: 'This payment was already confirmed.',
        });
      refuseAmount(context, ledger.payment_options.options, context.body.amount);
      await db
        .updateTable('setups')
        .set({ amount: context.body.amount, acknowledgement_accepted: false })
        .where('id', '=', setup.id)
        .execute();
      return {
        status: 200,
        body: await intentAnswer(
          db,
          setup.id,
          context.body.amount,
          ledger.payment_options.options,
          `${String(setup.terms.secret)}_secret_${randomBytes(6).toString('hex')}`,
        ),
      };
    });
  },

  async confirmExpressAcknowledgement(context) {
    const visitor = await checkoutVisitor(context);
    const updated = await context.db
      .updateTable('setups')
      .set({ acknowledgement_accepted: true })
      .where('acknowledgement_id', '=', context.params.id)
      .where('kind', '=', 'express')
      .where('sub_ledger_id', '=', visitor.subLedgerId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw problemOf(context, 404);
    return { status: 204 };
  },

  async confirmExpressPayment(context) {
    const visitor = await checkoutVisitor(context);
    const key = context.headers['idempotency-key'];
    if (!key) throw problemOf(context, 422);
    // Claimed first, answered after the processor's time (processing.ts): a second tab meanwhile
    // is told the payment is still being processed.
    type Claimed = { answered: Schemas['ExpressConfirmation'] } | { scope: string };
    const claimed = await context.db.transaction().execute(async (db): Promise<Claimed> => {
      const setup = await lockedIntent(context, db, context.params.id, visitor.subLedgerId);
      const scope = `${EXPRESS_SCOPE}${String(setup.id)}`;
      const earlier = await db
        .selectFrom('confirmations')
        .select(['status', 'answer'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (earlier && earlier.status !== PROCESSING)
        return { answered: earlier.answer as Schemas['ExpressConfirmation'] };
      if (await claimOf(db, EXPRESS_SCOPE, setup.id))
        throw problemOf(context, 409, 'confirmationInProgress');
      await claimKey(db, scope, key, setup.id);
      return { scope };
    });
    if ('answered' in claimed) return { status: 200 as const, body: claimed.answered };
    const { scope } = claimed;
    const processing = await processingTime(context.db);
    if (processing > 0) await new Promise((resolve) => setTimeout(resolve, processing));
    try {
      return await context.db.transaction().execute(async (db) => {
        const setup = await lockedIntent(context, db, context.params.id, visitor.subLedgerId);
        const { link, ledger } = await linkOf(context, db, visitor);
        const paid = await db
          .selectFrom('payments')
          .selectAll()
          .where('channel', '=', 'express')
          .where('setup_id', '=', setup.id)
          .executeTakeFirst();
        if (paid || link.payment_id !== null)
          throw problemOf(context, 400, 'badRequest', {
            detail: 'This payment link has already been used.',
          });
        if (!setup.acknowledgement_accepted)
          throw problemOf(context, 422, undefined, {
            detail: 'Accept the payment authorization first.',
          });
        let method: MethodSummary;
        if (context.body?.paymentMethodId !== undefined) {
          const saved = await db
            .selectFrom('payment_methods')
            .selectAll()
            .where('id', '=', context.body.paymentMethodId)
            .where('user_id', '=', ledger.user_id)
            .where('is_active', '=', true)
            .executeTakeFirst();
          if (!saved || saved.type === 'eCheck') throw problemOf(context, 400, 'methodUnavailable');
          method = JSON.parse(
            JSON.stringify({
              id: saved.id,
              type: saved.type,
              brand: saved.brand ?? undefined,
              last4: saved.last4,
              nickname: saved.nickname ?? undefined,
            }),
          ) as MethodSummary;
        } else {
          const confirmed = await db
            .selectFrom('provider_confirmations')
            .select('facts')
            .where('secret_id', '=', String(setup.terms.secret))
            .executeTakeFirst();
          if (!confirmed || confirmed.facts.type === 'eCheck')
            throw problemOf(context, 400, 'methodUnavailable');
          const card = confirmed.facts;
          method = {
            id: 0,
            type: card.type,
            ...(card.brand ? { brand: card.brand } : {}),
            last4: card.last4,
            nickname: `${brandShort(card.brand)} ••${card.last4}`,
          };
        }
        const option = cardOption(ledger.payment_options.options, setup.amount);
        if (typeof option === 'string') throw problemOf(context, 400, 'methodUnavailable');
        const priced = price(setup.amount, option);
        const email = setup.terms.email as string | undefined;
        const payment = await recordPayment(db, {
          setupId: setup.id,
          subLedgerId: ledger.id,
          ownerId: ledger.owner_id,
          priced,
          method,
          now: context.now,
          notes: null,
          channel: 'express',
          receiptEmail: email ?? null,
          description: `Express payment – ${method.nickname ?? method.last4}`,
        });
        await db
          .updateTable('checkout_links')
          .set({ payment_id: payment.id })
          .where('id', '=', link.id)
          .execute();
        const answer: Schemas['ExpressConfirmation'] = JSON.parse(
          JSON.stringify({
            id: setup.id,
            confirmationNumber: payment.confirmationNumber,
            amount: priced.amount,
            convenienceFee: priced.convenienceFee,
            largeAmountFee: priced.largeAmountFee,
            total: priced.total,
            paidAt: context.now.toISOString(),
            status: 'pending',
            paymentMethod: { type: method.type, brand: method.brand, last4: method.last4 },
            receiptEmail: email,
          }),
        ) as Schemas['ExpressConfirmation'];
        await settleKey(db, scope, key, 200, answer);
        return { status: 200 as const, body: answer };
      });
    } catch (error) {
      await releaseKey(context.db, scope, key);
      throw error;
    }
  },
};
