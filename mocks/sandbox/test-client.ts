// The sandbox as its HTTP tests meet it: one sandbox per test file on free ports (embedded, or on
// PostgreSQL with SANDBOX_TEST_DATABASE_URL), a fresh copy of the demo community per test, and
// every answer checked against its contract (no `sl-violations`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { SERVICES, type ServiceName } from './contracts.ts';
import { DEMO_PASSWORD, TENANT_HEADER } from './demo.ts';
import { freePortBase } from './free-ports.ts';
import { startSandbox, type RunningSandbox } from './main.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export interface JsonObject {
  [key: string]: Json;
}
/** An answer as parsed: an object or a list, each test reads the fields it checks. */
export type Answer = JsonObject & JsonObject[];

/** A field read as the text of an address or header; a test fails on anything else. */
export function text(value: Json | undefined): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error(`expected a string or number, got ${JSON.stringify(value)}`);
}

export interface Client {
  call(
    service: ServiceName,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Answer }>;
  /** The raw answer, for files and headers; still checked against its contract. */
  fetch(service: ServiceName, path: string, init?: RequestInit): Promise<Response>;
  signIn(email: string, password?: string): Promise<string>;
  token: string | null;
  tenant: string;
}

export interface TestSandbox {
  /** Where a service listens. */
  url(service: ServiceName | 'control', path: string): string;
  /** A fresh copy of the demo community, on its own clock when `now` is given. */
  tenant(now?: string): Promise<Client>;
  readonly portBase: number;
}

/** Starts a sandbox before the file's tests and stops it after them. */
export function useTestSandbox(): TestSandbox {
  const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  let running: RunningSandbox | undefined;
  let portBase = 0;

  beforeAll(async () => {
    portBase = await freePortBase();
    running = await startSandbox({
      portBase,
      dataFolder: 'memory://',
      ...(databaseUrl ? { databaseUrl } : {}),
      quiet: true,
    });
  }, 60_000);

  afterAll(async () => {
    await running?.close();
  });

  const url = (service: ServiceName | 'control', path: string) =>
    `http://127.0.0.1:${String(portBase + (service === 'control' ? 0 : SERVICES.indexOf(service)))}${path}`;

  async function tenant(now?: string): Promise<Client> {
    const name = `t${randomUUID().slice(0, 8)}`;
    const created = await fetch(url('control', '/__sandbox/tenants'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, ...(now ? { now } : {}) }),
    });
    expect(created.status).toBe(201);
    const client: Client = {
      token: null,
      tenant: name,
      async fetch(service, path, init = {}) {
        const response = await fetch(url(service, path), {
          ...init,
          headers: {
            [TENANT_HEADER]: name,
            ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
            ...(init.headers as Record<string, string> | undefined),
          },
        });
        expect(response.headers.get('sl-violations'), `${init.method ?? 'GET'} ${path}`).toBeNull();
        return response;
      },
      async call(service, method, path, body, headers = {}) {
        const response = await client.fetch(service, path, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const answer = await response.text();
        return { status: response.status, body: (answer ? JSON.parse(answer) : {}) as Answer };
      },
      async signIn(email, password = DEMO_PASSWORD) {
        const answer = await client.call('users', 'POST', '/Users/Authenticate', {
          email,
          password,
        });
        expect(answer.status).toBe(200);
        client.token = text(answer.body.token);
        return client.token;
      },
    };
    return client;
  }

  return {
    url,
    tenant,
    get portBase() {
      return portBase;
    },
  };
}
