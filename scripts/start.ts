// npm start: the Prism mocks plus the portal (Vite dev server), on localhost.
// E2E=1 serves the production build with `vite preview` instead (used by Playwright).
import { startMocks } from './mock.ts';
import { assertPortsFree, startProcess, stopOnExit, waitForPort } from './processes.ts';

stopOnExit();
const appPort = Number(process.env.APP_PORT ?? '5173');
const preview = process.env.E2E === '1';

await assertPortsFree([{ port: appPort, what: 'portal' }]);
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
