// npm run mock: one Prism process per contract, request validation on (a request that breaks its
// contract gets 422). MOCK_PORT_BASE moves every port (default 4010). Quiet: a line per service
// and each rejected request; `-- --verbose` shows Prism's listing and request log. Prism runs
// through scripts/prism-server.ts, which logs its records as JSON for scripts/prism-log.ts.
import { fileURLToPath } from 'node:url';
import { mockPortBase, mockServices } from './ports.ts';
import { describePrismLine, prismProblems } from './prism-log.ts';
import {
  assertPortsFree,
  quietServers,
  startProcess,
  stopOnExit,
  waitForPort,
  watchExit,
  type Managed,
} from './processes.ts';

export interface Started {
  name: string;
  url: string;
  detail: string;
}

/** The start-up listing: one aligned line per server. */
export function listing(servers: Started[]): string {
  const width = Math.max(...servers.map((s) => s.name.length));
  const urlWidth = Math.max(...servers.map((s) => s.url.length));
  return servers
    .map((s) => `  ${s.name.padEnd(width)}  ${s.url.padEnd(urlWidth)}  ${s.detail}`)
    .join('\n');
}

/**
 * One Prism process (`mock …` or `proxy …`, scripts/prism-server.ts). Quiet, its log is dropped
 * except, with `reportProblems`, one line per rejected request or broken answer
 * (`users: GET /x: …`).
 */
export function startPrism(
  service: string,
  args: string[],
  reportProblems: boolean,
  isReady: () => boolean,
): Managed {
  const quiet = quietServers();
  const onLine = quiet
    ? reportProblems
      ? prismProblems((problem) => console.warn(`${service}: ${problem}`))
      : () => undefined
    : undefined;
  // A log nobody reads is not written: in a loop of dashboard loads Prism's info lines took a third
  // to a half of its CPU.
  const level = quiet && !reportProblems ? ['--verboseLevel', 'silent'] : [];
  const managed = startProcess(
    `mock:${service}`,
    process.execPath,
    ['scripts/prism-server.ts', ...args, ...level],
    { onLine, format: describePrismLine },
  );
  watchExit(managed, isReady);
  return managed;
}

/**
 * Starts the five mocks and waits for their ports. `reportProblems`: print each rejected request
 * (`npm run mock`); under `npm start` the portal's proxy prints them (scripts/ports.ts).
 */
export async function startMocks(reportProblems: boolean): Promise<Started[]> {
  const base = mockPortBase();
  const ports = mockServices.map((s) => ({ ...s, port: base + s.offset }));
  await assertPortsFree(ports.map((s) => ({ port: s.port, what: `${s.file} mock` })));
  let ready = false;
  for (const service of ports) {
    startPrism(
      service.file,
      [
        'mock',
        `openapi/${service.file}.yaml`,
        '--host',
        '127.0.0.1',
        '--port',
        String(service.port),
        '--errors',
      ],
      reportProblems,
      () => ready,
    );
  }
  await Promise.all(ports.map((s) => waitForPort(s.port)));
  ready = true;
  return ports.map((s) => ({
    name: s.file,
    url: `http://127.0.0.1:${s.port}`,
    detail: `mock of openapi/${s.file}.yaml`,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  stopOnExit();
  const started = Date.now();
  startMocks(true).then(
    (servers) => {
      console.info(
        `${listing(servers)}\nMocks ready in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
          'Rejected requests are printed here; Ctrl-C stops the mocks.',
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
