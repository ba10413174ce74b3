// A confirmation under way at the payment processor: the sandbox claims the confirm key first (in
// a transaction of its own), lets the processor take the tenant's processing time, then settles
// the key with its answer in a second one. Meanwhile another confirmation of the same setup, with
// the same key (a duplicated tab, a retry) or another, is answered "still being processed"
// (`confirmationInProgress`), and the setup cannot be cancelled. A claim left by a sandbox killed
// mid-way lapses after CLAIM_LAPSE_MS, so the same key can then be confirmed again.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;

/** The status a claimed, not yet answered key is kept with (RFC 2518's 102 Processing). */
export const PROCESSING = 102;
export const CLAIM_LAPSE_MS = 120_000;
const PROCESSING_META = 'processing_ms';
/** The longest processing time a tenant may ask for: a journey's slow processor, not a hang. */
export const MAX_PROCESSING_MS = 60_000;

export interface Claim {
  setupId: number;
  /** Real time, not the tenant's clock: a fixed clock would never let a claim lapse. */
  since: string;
}

function live(claim: Claim, nowMs: number): boolean {
  return nowMs - new Date(claim.since).getTime() < CLAIM_LAPSE_MS;
}

/** A live claim on this setup by any key of its scope, if one is under way. */
export async function claimOf(
  db: Db,
  scopePrefix: string,
  setupId: number,
  nowMs: number = Date.now(),
): Promise<{ key: string; claim: Claim } | undefined> {
  const rows = await db
    .selectFrom('confirmations')
    .select(['key', 'answer'])
    .where('status', '=', PROCESSING)
    .where('scope', 'like', `${scopePrefix}%`)
    .where(sql<string>`answer->>'setupId'`, '=', String(setupId))
    .execute();
  for (const row of rows) {
    const claim = row.answer as unknown as Claim;
    if (live(claim, nowMs)) return { key: row.key, claim };
  }
  return undefined;
}

/** Claims the key for this setup; a lapsed claim of the key is taken over. */
export async function claimKey(
  db: Db,
  scope: string,
  key: string,
  setupId: number,
  nowMs: number = Date.now(),
): Promise<void> {
  const claim: Claim = { setupId, since: new Date(nowMs).toISOString() };
  await db
    .insertInto('confirmations')
    .values({ scope, key, status: PROCESSING, answer: JSON.stringify(claim) })
    .onConflict((c) =>
      c
        .columns(['scope', 'key'])
        .doUpdateSet({ status: PROCESSING, answer: JSON.stringify(claim) }),
    )
    .execute();
}

/** The key's answer, once the processor is done: a repeat of the key gets it again. */
export async function settleKey(
  db: Db,
  scope: string,
  key: string,
  status: number,
  answer: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('confirmations')
    .set({ status, answer: JSON.stringify(answer) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** A refusal is not remembered: the key is free again (its next confirmation is judged anew). */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('confirmations')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', PROCESSING)
    .execute();
}

/** How long this tenant's processor takes to answer a confirmation (0 unless a journey asks). */
export async function processingTime(db: Db): Promise<number> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', PROCESSING_META)
    .executeTakeFirst();
  const ms = Number(row?.value ?? 0);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_PROCESSING_MS) : 0;
}

export async function setProcessingTime(db: Db, ms: number): Promise<void> {
  const value = String(Math.max(0, Math.min(Math.round(ms), MAX_PROCESSING_MS)));
  await db
    .insertInto('meta')
    .values({ key: PROCESSING_META, value })
    .onConflict((c) => c.column('key').doUpdateSet({ value }))
    .execute();
}
