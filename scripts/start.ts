// npm start: the Prism mocks plus the portal (Vite dev server), on localhost.
// E2E=1 serves the production build with `vite preview` instead (used by Playwright and the bench).
// Quiet: a line per service and the portal's address, then only what needs attention (a request
// Prism rejected, a server's errors); `npm start -- --verbose` shows Prism's and Vite's own logs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { listing, startMocks } from './mock.ts';
import { assertPortsFree, startProcess, stopOnExit, waitForPort, watchExit } from './processes.ts';

stopOnExit();
const started = Date.now();
const appPort = Number(process.env.APP_PORT ?? '5173');
const preview = process.env.E2E === '1';

await assertPortsFree([{ port: appPort, what: 'portal' }]);
// Playwright's runs log every Prism answer here (scripts/contract-log.ts); each run starts empty.
const contractLog = process.env.CONTRACT_LOG;
if (contractLog) {
  mkdirSync(dirname(contractLog), { recursive: true });
  writeFileSync(contractLog, '');
}
// The portal's mock proxy prints each rejected request (scripts/ports.ts), so Prism's own report
// of it would say it twice.
const mocks = await startMocks(false);
let ready = false;
const app = startProcess('portal', process.execPath, [
  'node_modules/.bin/vite',
  preview ? 'preview' : 'dev',
  '--host',
  '127.0.0.1',
  '--port',
  String(appPort),
  '--strictPort',
]);
watchExit(app, () => ready);
app.child.on('exit', (code) => {
  process.exit(code ?? 1);
});
await waitForPort(appPort);
ready = true;
const url = `http://127.0.0.1:${appPort}/`;
console.info(
  `${listing([
    ...mocks,
    {
      name: 'portal',
      url,
      detail: preview ? 'production build (vite preview)' : 'Vite dev server',
    },
  ])}\nCourtyard is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url} — ` +
    'log in with any email and password.',
);
