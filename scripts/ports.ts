// Where the stand-ins for the five services listen. One place for the port map, shared by the
// launchers, the dev and preview proxies, and Playwright. `npm start` puts the sandbox
// (mocks/sandbox) on the mock ports, or Prism with MOCKS=prism; Playwright's runs have both: Prism
// on the mock ports for the error catalogue and the examples, the sandbox beside it for the
// journeys that ask for it (scripts/sandbox-notice/plugin.ts).
import type { IncomingMessage } from 'node:http';
import { appendRecord, classify, type ContractRecord } from './contract-log.ts';
export const mockServices = [
  { file: 'users', path: 'users', offset: 0 },
  { file: 'associations', path: 'associations', offset: 1 },
  { file: 'action-items', path: 'action-items', offset: 2 },
  { file: 'connect-payments', path: 'connect-payments', offset: 3 },
  { file: 'express-pay', path: 'express-pay', offset: 4 },
] as const;

export function mockPortBase(): number {
  const raw = process.env.MOCK_PORT_BASE ?? '4010';
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65000) {
    throw new Error(`MOCK_PORT_BASE must be a port number between 1024 and 65000, got "${raw}"`);
  }
  return base;
}

export type Backend = 'sandbox' | 'prism';

/** What `npm start` serves the portal against: `MOCKS=prism` or `--mocks=prism` picks Prism. */
export function backend(): Backend {
  const flag = process.argv.find((arg) => arg.startsWith('--mocks='))?.slice('--mocks='.length);
  const chosen = (flag ?? process.env.MOCKS ?? 'sandbox').toLowerCase();
  if (chosen !== 'sandbox' && chosen !== 'prism')
    throw new Error(`MOCKS must be sandbox or prism, got "${chosen}"`);
  return chosen;
}

/**
 * Where a sandbox listens beside Prism (Playwright's runs, E2E=1): SANDBOX_PORT_BASE, else ten
 * ports above the mocks. Null when the sandbox is the mocks themselves or is not started.
 */
export function sideSandboxPortBase(): number | null {
  if (process.env.E2E !== '1') return null;
  const raw = process.env.SANDBOX_PORT_BASE;
  return raw ? Number(raw) : mockPortBase() + 10;
}

/** Answers worth reading the body of: Prism's own problems are problem+json. */
const PROBLEM_BODY_LIMIT = 64 * 1024;

/**
 * Records every Prism answer (scripts/contract-log.ts): with CONTRACT_LOG set (Playwright runs)
 * one line each in that file; a rejected request is also printed, so `npm start` shows it too.
 */
function recordContract(service: string, proxyRes: IncomingMessage, request: IncomingMessage) {
  const logPath = process.env.CONTRACT_LOG;
  const violations = proxyRes.headers['sl-violations'];
  const header = Array.isArray(violations) ? violations.join(',') : violations;
  const problem = (proxyRes.headers['content-type'] ?? '').includes('problem+json');
  const chunks: Buffer[] = [];
  let size = 0;
  if (problem)
    proxyRes.on('data', (chunk: Buffer) => {
      if (size < PROBLEM_BODY_LIMIT) chunks.push(chunk);
      size += chunk.length;
    });
  proxyRes.on('end', () => {
    const status = proxyRes.statusCode ?? 0;
    const record: ContractRecord = {
      service,
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      status,
      ...classify(status, header, problem ? Buffer.concat(chunks).toString('utf8') : null),
    };
    if (record.rejection)
      console.warn(
        `The contract check rejected ${record.method} /mock/${service}${record.path}: ${record.rejection}`,
      );
    if (logPath) appendRecord(logPath, record);
  });
}

/** The address prefix of a service's calls sent to the side sandbox (scripts/sandbox-notice/plugin.ts). */
export const SIDE_SANDBOX_PREFIX = '/mock-sandbox/';

/**
 * Vite proxy table: /mock/<service>/... → http://127.0.0.1:<port>/..., and with a side sandbox
 * /mock-sandbox/<service>/... → its port.
 */
export function mockProxy() {
  const side = sideSandboxPortBase();
  return {
    ...proxyTable('/mock/', mockPortBase()),
    ...(side === null ? {} : proxyTable(SIDE_SANDBOX_PREFIX, side)),
  };
}

function proxyTable(prefix: string, base: number) {
  return Object.fromEntries(
    mockServices.map((service) => [
      `${prefix}${service.path}`,
      {
        target: `http://127.0.0.1:${base + service.offset}`,
        changeOrigin: true,
        rewrite: (path: string) => path.slice(`${prefix}${service.path}`.length) || '/',
        configure: (proxy: {
          on: (
            event: 'proxyRes',
            listener: (proxyRes: IncomingMessage, request: IncomingMessage) => void,
          ) => unknown;
        }) => {
          proxy.on('proxyRes', (proxyRes, request) => {
            recordContract(service.path, proxyRes, request);
          });
        },
      },
    ]),
  );
}
