// npm start: the Prism mocks plus the portal (Vite dev server), on localhost.
// E2E=1 serves the production build with `vite preview` instead (used by Playwright).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startMocks } from './mock.ts';
import { assertPortsFree, startProcess, stopOnExit, waitForPort } from './processes.ts';

stopOnExit();
const appPort = Number(process.env.APP_PORT ?? '5173');
const preview = process.env.E2E === '1';

await assertPortsFree([{ port: appPort, what: 'portal' }]);
// Playwright's runs log every Prism answer here (scripts/contract-log.ts); each run starts empty.
const contractLog = process.env.CONTRACT_LOG;
if (contractLog) {
  mkdirSync(dirname(contractLog), { recursive: true });
  writeFileSync(contractLog, '');
}
await startMocks();
const app = startProcess('portal', process.execPath, [
  'node_modules/.bin/vite',
  preview ? 'preview' : 'dev',
  '--host',
  '127.0.0.1',
  '--port',
  String(appPort),
  '--strictPort',
]);
app.child.on('exit', (code) => {
  console.error(`The portal server stopped (exit ${String(code)}).`);
  process.exit(code ?? 1);
});
await waitForPort(appPort);
console.info(
  `\nCourtyard is ready: http://127.0.0.1:${appPort}/ — log in with any email and password.\n`,
);
