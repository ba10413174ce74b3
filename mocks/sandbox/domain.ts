// A part of the sandbox beyond platform and money (documents, ARC, requests, …): its tables, its
// rows of the demo community and its handlers, each in its own folder, plugged in by domains.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { ServiceName } from './contracts.ts';
import type { Handler, Handlers } from './handler.ts';
import type { Database } from './schema.ts';

/** What a migration sees: the tables it makes, not yet typed. */
export type MigrationDb = Kysely<Record<string, never>>;

/** A record of a contract's example, with its dates moved to today (clock.ts). */
export type ExampleRecord = Record<string, unknown> & Record<string, unknown>[];

export interface SeedContext {
  trx: Transaction<Database>;
  now: Date;
  /** Days from the contracts' story day (2026-11-22) to today, New York time. */
  days: number;
  /** An operation's example (its first, or the one named), dates moved to today. */
  example(service: ServiceName, operationId: string, name?: string, status?: number): ExampleRecord;
  /** Any value with its story dates moved to today. */
  moved<T>(value: T): T;
}

export type ServiceHandlers = Record<string, Handler<never> | undefined>;

export interface Domain {
  /**
   * Its migrations by name, each name starting with the domain's number in domains.ts so they run
   * in that order; a migration already run never changes (add one instead).
   */
  migrations(schema: string): Record<string, Migration>;
  /** Its rows of the demo community, written after the platform's in the same transaction. */
  seed?(context: SeedContext): Promise<void>;
  /** Its handlers by contract and operationId; they take over from a platform handler of the same id. */
  handlers: Partial<Record<ServiceName, ServiceHandlers>>;
  /** Its tables whose ids the database makes, with where new ids start (above the story's ids). */
  idFloors?: Record<string, number>;
}

/** A contract's typed handlers as the router holds them. */
export function serviceHandlers<Operations>(handlers: Handlers<Operations>): ServiceHandlers {
  return handlers as ServiceHandlers;
}
