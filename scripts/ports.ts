// Where the Prism mocks listen. One place for the port map, shared by the mock launcher, the dev
// and preview proxies, and Playwright.
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
        `Prism rejected ${record.method} /mock/${service}${record.path}: ${record.rejection}`,
      );
    if (logPath) appendRecord(logPath, record);
  });
}

/** Vite proxy table: /mock/<service>/... → http://127.0.0.1:<port>/... */
export function mockProxy() {
  const base = mockPortBase();
  return Object.fromEntries(
    mockServices.map((service) => [
      `/mock/${service.path}`,
      {
        target: `http://127.0.0.1:${base + service.offset}`,
        changeOrigin: true,
        rewrite: (path: string) => path.slice(`/mock/${service.path}`.length) || '/',
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
