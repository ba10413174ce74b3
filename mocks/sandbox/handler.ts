// What a handler is given and gives back. Handlers are keyed by the contract's operationId and
// typed from the generated `operations` (contract-types.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { exampleOf, type Contract } from './contracts.ts';
import type { PathOf, QueryOf, RequestBodyOf, SuccessOf } from './contract-types.ts';
import type { Database } from './schema.ts';
import type { TenantDb } from './store.ts';

export interface Context<Operation> {
  tenant: TenantDb;
  db: Kysely<Database>;
  contract: Contract;
  operationId: string;
  params: PathOf<Operation>;
  query: QueryOf<Operation>;
  body: RequestBodyOf<Operation>;
  /** The body's bytes as sent: a multipart form is read by the handler that takes it (multipart.ts). */
  raw: Buffer;
  headers: Record<string, string | undefined>;
  now: Date;
  /** The bearer token of the request, if any. */
  bearer: string | null;
}

export type Reply<Body> =
  | { status: 200 | 201 | 202; body: Body; headers?: Record<string, string> }
  | { status: 202 | 204; headers?: Record<string, string> }
  | { status: 200; file: Buffer; contentType: string; fileName?: string };

export type Handler<Operation> = (
  context: Context<Operation>,
) => Promise<Reply<SuccessOf<Operation>>>;

export type Handlers<Operations> = { [Id in keyof Operations]?: Handler<Operations[Id]> };

/** A refusal in the contract's words: thrown by a handler, answered as problem+json. */
export class Problem extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.detail === 'string' ? body.detail : `problem ${String(status)}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * The problem the contract names for this operation and status (a named example, else its first),
 * with a fresh Error ID: the texts people read stay in the contracts.
 */
export function problemOf(
  context: Pick<Context<unknown>, 'contract' | 'operationId'>,
  status: number,
  example?: string,
  overrides: Record<string, unknown> = {},
): Problem {
  let body: Record<string, unknown>;
  try {
    body = exampleOf(context.contract, context.operationId, status, example) as Record<
      string,
      unknown
    >;
  } catch {
    // The operation names no answer for this status: the shared problem shape, plainly worded.
    body = {
      type: 'about:blank',
      title: 'Request refused',
      status,
      detail: 'The request was refused.',
    };
  }
  return new Problem(status, { ...body, errorId: randomUUID(), ...overrides });
}
