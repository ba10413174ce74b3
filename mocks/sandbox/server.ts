// The sandbox's HTTP side: one listener per contract on the port Prism would use, each request
// routed to its operation and validated by openapi-backend from openapi/<service>.yaml, answered
// by its handler inside the tenant's data, and the answer checked against the contract before it
// leaves. An operation with no handler yet answers its first example and says so in the log.
// A `Prefer` header (the portal's `?mock=` forcing, a journey's preferStatus) answers the named
// example or status exactly as Prism would.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Request as RouteRequest } from 'openapi-backend';
import { type Contract, exampleNames, mediaTypeOf, type ServiceName } from './contracts.ts';
import { Problem, type Context, type Reply } from './handler.ts';
import { readCookie } from '../../scripts/mock-force/rules.ts';
import { control } from './control.ts';
import { TENANT_COOKIE, TENANT_HEADER } from './demo.ts';
import { handlersOf } from './services/index.ts';
import { DEFAULT_TENANT, isTenantName, type Store } from './store.ts';
import { verifyToken } from './tokens.ts';

// Above the document library's 25 MB limit, so an oversized upload meets its named refusal.
const BODY_LIMIT = 40 * 1024 * 1024;

export interface SandboxLog {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

export function tenantOf(request: IncomingMessage): string {
  const header = request.headers[TENANT_HEADER];
  const chosen =
    (typeof header === 'string' ? header : undefined) ??
    readCookie(request.headers.cookie, TENANT_COOKIE);
  return chosen && isTenantName(chosen) ? chosen : DEFAULT_TENANT;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new Problem(413, { title: 'Payload too large', status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Prism's `Prefer`: `code=400, example=PA037`, `example=noBalance`, `dynamic=true`. */
export function parsePrefer(header: string): { code?: number; example?: string } {
  const preference: { code?: number; example?: string } = {};
  for (const part of header.split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'code' && value && /^\d{3}$/.test(value)) preference.code = Number(value);
    if (key === 'example' && value) preference.example = value;
  }
  return preference;
}

interface Violation {
  location: string[];
  severity: 'Error';
  message: string;
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: Buffer | string,
): void {
  response.writeHead(status, { 'cache-control': 'no-store', ...headers });
  response.end(body);
}

function problemBody(status: number, title: string, detail: string): Record<string, unknown> {
  return {
    type: 'about:blank',
    title,
    status,
    detail,
    errorId: randomUUID(),
    errorCode: status >= 500 ? 'SV500' : `VA${String(status)}`,
  };
}

/**
 * The portal's own origins when nobody says otherwise (`npm run dev`, `npm start`): the sandbox is
 * the portal's, reached through its proxy, so a request from any other page is refused (issue 55
 * item 8). It sends no CORS headers at all: only the portal's origin, through its proxy, reads it.
 */
export const DEFAULT_PORTAL_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** SANDBOX_ALLOWED_ORIGINS (comma-separated, scripts/start.ts), else the default portal's. */
export function portalOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.SANDBOX_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : DEFAULT_PORTAL_ORIGINS;
}

/**
 * A request a browser sent from another page (its `Origin` is not the portal's): refused before
 * anything is read or changed, as a form posted from another site could otherwise change the demo.
 * Requests without an Origin (a tool, a test, a same-origin GET) are the portal's or a person's.
 */
export function isForeignOrigin(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && !allowed.includes(origin);
}

export function createServiceServer(
  contract: Contract,
  store: Store,
  log: SandboxLog,
  allowedOrigins: readonly string[] = portalOrigins(),
): Server {
  const handlers = handlersOf(contract.service);
  const unhandledSeen = new Set<string>();
  return createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      log.error(
        `${contract.service}: ${request.method ?? ''} ${request.url ?? ''}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!response.headersSent)
        send(
          response,
          500,
          { 'content-type': 'application/problem+json' },
          JSON.stringify(problemBody(500, 'Server error', 'The sandbox failed on this request.')),
        );
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.local');
    const method = (request.method ?? 'GET').toLowerCase();
    if (isForeignOrigin(request, allowedOrigins)) {
      send(
        response,
        403,
        { 'content-type': 'application/problem+json' },
        JSON.stringify(
          problemBody(403, 'Forbidden', 'The sandbox answers the portal only, not another site.'),
        ),
      );
      return;
    }
    const tenantName = tenantOf(request);
    if (url.pathname.startsWith('/__sandbox/')) {
      const raw = await readBody(request);
      const authorization = request.headers.authorization ?? '';
      const result = await control(
        store,
        tenantName,
        method,
        url.pathname,
        raw,
        authorization.startsWith('Bearer ') ? authorization.slice(7) : undefined,
      );
      send(
        response,
        result.status,
        { 'content-type': 'application/json' },
        JSON.stringify(result.body),
      );
      return;
    }
    const query = Object.fromEntries(
      [...new Set(url.searchParams.keys())].map((key) => {
        const values = url.searchParams.getAll(key);
        return [key, values.length > 1 ? values : (values[0] ?? '')];
      }),
    );
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers))
      if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
    const raw = await readBody(request);
    const contentType = headers['content-type'] ?? '';
    let body: unknown;
    if (raw.length > 0 && /json/.test(contentType)) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        send(
          response,
          400,
          { 'content-type': 'application/problem+json' },
          JSON.stringify(problemBody(400, 'Bad request', 'The body is not valid JSON.')),
        );
        return;
      }
    }
    const routed: RouteRequest = { method, path: url.pathname, query, headers, body };
    const operation = contract.api.matchOperation(routed);
    if (!operation) {
      send(
        response,
        404,
        { 'content-type': 'application/problem+json' },
        JSON.stringify(
          problemBody(
            404,
            'Not found',
            `${contract.service} has no ${method.toUpperCase()} ${url.pathname}`,
          ),
        ),
      );
      return;
    }
    const operationId = operation.operationId ?? '';
    const where = `${method.toUpperCase()} ${url.pathname}`;
    const prefer = headers.prefer;
    const handler = handlers[operationId];
    if (prefer || !handler) {
      const preference = prefer
        ? parsePrefer(prefer)
        : await storyFor(contract, operationId, store, tenantName, headers.authorization);
      const mock: { status: number; mock: unknown } = contract.api.mockResponseForOperation(
        operationId,
        preference,
      );
      if (!prefer && !unhandledSeen.has(operationId)) {
        unhandledSeen.add(operationId);
        log.warn(
          `${contract.service}: ${operationId} has no sandbox handler yet: answered from its examples (${where})`,
        );
      }
      const media = mediaTypeOf(contract, operationId, mock.status) ?? 'application/json';
      const marker = {
        'x-sandbox-answer': prefer ? `example (Prefer: ${prefer})` : 'example (no handler yet)',
      };
      if (
        mock.status === 204 ||
        mock.mock === undefined ||
        (typeof mock.mock === 'object' &&
          mock.mock !== null &&
          Object.keys(mock.mock).length === 0 &&
          !media.includes('json'))
      ) {
        send(response, mock.status, marker);
        return;
      }
      const payload =
        typeof mock.mock === 'string' && !media.includes('json')
          ? mock.mock
          : JSON.stringify(mock.mock);
      send(response, mock.status, { 'content-type': media, ...marker }, payload);
      return;
    }

    // Multipart bodies are read by the handlers that take them (issue 51); JSON ones are checked here.
    const validation =
      /json/.test(contentType) || raw.length === 0
        ? contract.api.validateRequest(routed, operation)
        : { valid: true, errors: null };
    if (!validation.valid) {
      const errors = validation.errors ?? [];
      const violations: Violation[] = errors.map((e) => ({
        location: ['request', ...e.instancePath.split('/').filter(Boolean)],
        severity: 'Error',
        message: e.message ?? 'invalid',
      }));
      const problem = {
        type: 'https://courtyard.example/problems/validation',
        title: 'Validation failed',
        status: 422,
        detail: 'One or more fields are invalid.',
        errorId: randomUUID(),
        errorCode: 'VA422',
        errors: Object.fromEntries(
          violations.map((v) => [
            v.location.slice(2).join('.') || v.location.join('.'),
            [v.message],
          ]),
        ),
      };
      log.warn(
        `${contract.service}: ${where}: the request breaks the contract: ${violations.map((v) => `${v.location.join('.')} ${v.message}`).join('; ')}`,
      );
      send(
        response,
        422,
        { 'content-type': 'application/problem+json', 'sl-violations': JSON.stringify(violations) },
        JSON.stringify(problem),
      );
      return;
    }

    const parsed = contract.api.router.parseRequest(routed, operation);
    const parameters = typedParameters(operation, {
      params: parsed.params as Record<string, unknown>,
      query: parsed.query as Record<string, unknown>,
    });
    const tenant = await store.tenant(tenantName);
    const authorization = headers.authorization ?? '';
    const context: Context<never> = {
      tenant,
      db: tenant.db,
      contract,
      operationId,
      params: parameters.params as never,
      query: parameters.query as never,
      body: body as never,
      raw,
      headers,
      now: await tenant.now(),
      bearer: authorization.startsWith('Bearer ') ? authorization.slice(7) : null,
    };
    let reply: Reply<unknown>;
    try {
      reply = await handler(context);
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      reply = { status: error.status as 200, body: error.body };
    }
    if ('file' in reply) {
      send(
        response,
        reply.status,
        {
          'content-type': reply.contentType,
          ...(reply.fileName
            ? { 'content-disposition': `attachment; filename="${reply.fileName}"` }
            : {}),
        },
        reply.file,
      );
      return;
    }
    if (reply.status === 204 || !('body' in reply)) {
      send(response, reply.status, reply.headers ?? {});
      return;
    }
    const check = contract.api.validateResponse(reply.body, operation, reply.status);
    const extra: Record<string, string> = {};
    if (!check.valid) {
      const violations: Violation[] = (check.errors ?? []).map((e) => ({
        location: ['response', String(reply.status), ...e.instancePath.split('/').filter(Boolean)],
        severity: 'Error',
        message: e.message ?? 'invalid',
      }));
      log.error(
        `${contract.service}: ${where}: the sandbox's answer breaks the contract: ${violations.map((v) => `${v.location.join('.')} ${v.message}`).join('; ')}`,
      );
      extra['sl-violations'] = JSON.stringify(violations);
    }
    const media =
      reply.status >= 400
        ? 'application/problem+json'
        : (mediaTypeOf(contract, operationId, reply.status) ?? 'application/json');
    send(
      response,
      reply.status,
      { 'content-type': media, ...extra, ...reply.headers },
      JSON.stringify(reply.body),
    );
  }
}

/** Who the contracts' examples are about: Jordan Rivera (docs/contracts.md). */
const STORY_USER = 1001;

/**
 * The example an operation without a handler yet answers: its first, which is Jordan's story, to
 * Jordan or a visitor without a token; to anyone else its empty example when it has one (`empty`,
 * `none`, `noPayments`…), so that Priya is never shown Jordan's messages or requests.
 */
async function storyFor(
  contract: Contract,
  operationId: string,
  store: Store,
  tenantName: string,
  authorization: string | undefined,
): Promise<{ example?: string }> {
  if (!authorization?.startsWith('Bearer ')) return {};
  const claims = await verifyToken(await store.tenant(tenantName), authorization.slice(7));
  if (!claims || Number(claims.UserId) === STORY_USER || claims.UserId === undefined) return {};
  const empty = exampleNames(contract, operationId).find((name) =>
    /^(empty|none|no[A-Z])/.test(name),
  );
  return empty ? { example: empty } : {};
}

interface ParameterObject {
  name: string;
  in: string;
  schema?: { type?: string | string[]; items?: { type?: string } };
}

/** Query and path values as their schemas type them (a query string only has strings). */
export function typedParameters(
  operation: { parameters?: unknown[] },
  values: { params: Record<string, unknown>; query: Record<string, unknown> },
): { params: Record<string, unknown>; query: Record<string, unknown> } {
  const cast = (value: unknown, type: string | undefined): unknown => {
    if (typeof value !== 'string') return value;
    if (type === 'integer' || type === 'number') return value === '' ? value : Number(value);
    if (type === 'boolean') return value === 'true';
    return value;
  };
  const typed = { params: { ...values.params }, query: { ...values.query } };
  for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
    const bag =
      parameter.in === 'path' ? typed.params : parameter.in === 'query' ? typed.query : null;
    if (!bag || !(parameter.name in bag)) continue;
    const type = Array.isArray(parameter.schema?.type)
      ? parameter.schema.type[0]
      : parameter.schema?.type;
    const value = bag[parameter.name];
    if (type === 'array') {
      const list = Array.isArray(value) ? value : [value];
      bag[parameter.name] = list.map((item) => cast(item, parameter.schema?.items?.type));
    } else bag[parameter.name] = cast(Array.isArray(value) ? value[0] : value, type);
  }
  return typed;
}

export type { ServiceName };
