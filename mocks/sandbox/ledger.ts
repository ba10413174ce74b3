// A payment recorded on the ledger, as the portal's one-time payment and the express checkout
// both make one: the payment's row with its confirmation number, the setup it pays confirmed, and
// the payment's line on the ledger with the account's balance lowered. All on the caller's
// transaction, so a confirmation pays whole or not at all.
import type { Kysely } from 'kysely';
import { dayInZone } from './clock.ts';
import { confirmationNumber, settleSeconds, type Price } from './money.ts';
import type { Database, MethodSummary, PaymentTable } from './schema.ts';

type Db = Kysely<Database>;

export interface PaymentToRecord {
  /** The setup the payment confirms (a one-time setup, or an express intent). */
  setupId: number;
  subLedgerId: number;
  ownerId: number;
  priced: Price;
  /** The method as the payment keeps it. */
  method: MethodSummary;
  /** When it is made: its day in the association's zone dates the ledger line and the number. */
  now: Date;
  /** The day it is for; the day it is made unless said. */
  scheduledDate?: string | undefined;
  notes: string | null;
  channel: PaymentTable['channel'];
  receiptEmail: string | null;
  /** The ledger line's words. */
  description: string;
}

export interface RecordedPayment {
  id: number;
  confirmationNumber: string;
}

export async function recordPayment(db: Db, payment: PaymentToRecord): Promise<RecordedPayment> {
  const { priced, now } = payment;
  const today = dayInZone(now);
  const inserted = await db
    .insertInto('payments')
    .values({
      setup_id: payment.setupId,
      sub_ledger_id: payment.subLedgerId,
      owner_id: payment.ownerId,
      amount: priced.amount,
      fee: priced.convenienceFee + priced.largeAmountFee,
      convenience_fee: priced.convenienceFee,
      large_amount_fee: priced.largeAmountFee,
      method: JSON.stringify(payment.method),
      payment_type: 'oneTime',
      recurring_payment_id: null,
      status: 'pending',
      submitted_at: now.toISOString(),
      scheduled_date: payment.scheduledDate ?? today,
      confirmation_number: 'pending',
      notes: payment.notes,
      settles_at: new Date(now.getTime() + settleSeconds() * 1000).toISOString(),
      channel: payment.channel,
      receipt_email: payment.receiptEmail,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = confirmationNumber(today, inserted.id);
  await db
    .updateTable('payments')
    .set({ confirmation_number: number })
    .where('id', '=', inserted.id)
    .execute();
  await db
    .updateTable('setups')
    .set({ status: 'confirmed' })
    .where('id', '=', payment.setupId)
    .execute();
  await postPayment(db, payment.subLedgerId, priced.amount, today, payment.description, number);
  return { id: inserted.id, confirmationNumber: number };
}

/** A payment on the ledger: a row with the balance after it, and the account's balance lowered. */
async function postPayment(
  db: Db,
  subLedgerId: number,
  amount: number,
  day: string,
  description: string,
  reference: string,
) {
  const ledger = await db
    .selectFrom('sub_ledgers')
    .select('balance')
    .where('id', '=', subLedgerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const balance = ledger.balance - amount;
  await db
    .insertInto('ledger_entries')
    .values({
      sub_ledger_id: subLedgerId,
      date: day,
      description,
      type: 'payment',
      charge_type: null,
      amount: -amount,
      running_balance: balance,
      reference,
    })
    .execute();
  await db.updateTable('sub_ledgers').set({ balance }).where('id', '=', subLedgerId).execute();
}
