// npm run mock: one Prism process per contract, request validation on (a request that breaks its
// contract gets 422). MOCK_PORT_BASE moves every port (default 4010).
import { fileURLToPath } from 'node:url';
import { mockPortBase, mockServices } from './ports.ts';
import { assertPortsFree, startProcess, stopOnExit, waitForPort } from './processes.ts';

export async function startMocks(): Promise<void> {
  const base = mockPortBase();
  const ports = mockServices.map((s) => ({ ...s, port: base + s.offset }));
  await assertPortsFree(ports.map((s) => ({ port: s.port, what: `${s.file} mock` })));
  const started = Date.now();
  for (const service of ports) {
    startProcess(`mock:${service.file}`, process.execPath, [
      'node_modules/.bin/prism',
      'mock',
      `openapi/${service.file}.yaml`,
      '--host',
      '127.0.0.1',
      '--port',
      String(service.port),
      '--errors',
    ]);
  }
  await Promise.all(ports.map((s) => waitForPort(s.port)));
  console.info(
    `Mocks ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      ports.map((s) => `${s.file} http://127.0.0.1:${s.port}`).join(', '),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  stopOnExit();
  startMocks().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
