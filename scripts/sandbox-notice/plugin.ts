// The dev and preview servers' side of the sandbox (mocks/README.md, "The sandbox"):
// - which calls the sandbox answers: under `npm start` the sandbox *is* the mocks (or Prism is,
//   with MOCKS=prism); in Playwright's runs Prism serves the mock ports and a journey that carries
//   the tenant cookie has its /mock/<service> calls sent to the sandbox beside it instead;
// - the sandbox's own calls the page makes, same-origin: the provider form's confirmation and
//   Reset demo data (/__sandbox/…), passed to the sandbox or answered 404 where none is behind;
// - the Demo data notice (client.ts), served at /__sandbox/notice.js and added to every page
//   served against the sandbox. `vite build` never loads this plugin: no bundle holds any of it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import { TENANT_COOKIE } from '../../mocks/sandbox/demo.ts';
import { readCookie } from '../mock-force/rules.ts';
import { backend, mockServices, SIDE_SANDBOX_PREFIX, sideSandboxPortBase } from '../ports.ts';

const NOTICE = '/__sandbox/notice.js';
export const NOTICE_TAG = `<script type="module" src="${NOTICE}"></script>`;
const here = fileURLToPath(new URL('.', import.meta.url));

type Next = (error?: unknown) => void;

/** Whether this request is served by the sandbox, and where its calls go. */
export function sandboxFor(request: IncomingMessage): { prefix: string } | null {
  if (sideSandboxPortBase() !== null)
    return readCookie(request.headers.cookie, TENANT_COOKIE)
      ? { prefix: SIDE_SANDBOX_PREFIX }
      : null;
  return backend() === 'sandbox' ? { prefix: '/mock/' } : null;
}

function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ detail: 'No sandbox behind this server.' }));
}

/** The notice's module, types stripped by Vite's own transformer, started on the page. */
async function serveNotice(response: ServerResponse, next: Next): Promise<void> {
  try {
    const file = join(here, 'client.ts');
    const { code: module } = await transformWithOxc(await readFile(file, 'utf8'), file, {
      lang: 'ts',
    });
    const code = `${module}\nstartDemoNotice(window);\n`;
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(code);
  } catch (error: unknown) {
    next(error);
  }
}

function routing(request: IncomingMessage, response: ServerResponse, next: Next): void {
  const url = request.url ?? '/';
  const [path = '/'] = url.split('?');
  if (path === NOTICE) {
    void serveNotice(response, next);
    return;
  }
  if (path.startsWith('/__sandbox/')) {
    const sandbox = sandboxFor(request);
    if (!sandbox) {
      notFound(response);
      return;
    }
    // The sandbox's own calls live on each of its ports; the users service's is as good as any.
    request.url = `${sandbox.prefix}users${url}`;
    next();
    return;
  }
  if (path.startsWith('/mock/') && sideSandboxPortBase() !== null && sandboxFor(request)) {
    const service = mockServices.find(
      (s) => path.startsWith(`/mock/${s.path}/`) || path === `/mock/${s.path}`,
    );
    if (service) request.url = `${SIDE_SANDBOX_PREFIX}${url.slice('/mock/'.length)}`;
  }
  next();
}

/** The page with the notice's script before its first script (or at the end of its head). */
export function withNotice(html: string): string {
  if (html.includes(NOTICE_TAG)) return html;
  const at = html.search(/<script\b/i);
  if (at !== -1) return `${html.slice(0, at)}${NOTICE_TAG}\n    ${html.slice(at)}`;
  return html.replace(/<\/head>/i, `  ${NOTICE_TAG}\n  </head>`);
}

export function sandboxNotice(): Plugin {
  return {
    name: 'courtyard:sandbox',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(routing);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.server && sideSandboxPortBase() === null && backend() === 'sandbox'
          ? withNotice(html)
          : html,
    },
    configurePreviewServer(server) {
      server.middlewares.use(routing);
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // After Vite's HTML fallback has pointed a page address at its .html (index.html or a
      // prerendered page's): a page served against the sandbox gets the notice, as built otherwise.
      return () => {
        server.middlewares.use((request, response, next) => {
          const [path] = (request.url ?? '').split('?');
          if (!path?.endsWith('.html') || !sandboxFor(request)) {
            next();
            return;
          }
          const file = resolve(outDir, `.${path}`);
          if (!file.startsWith(outDir) || !existsSync(file)) {
            next();
            return;
          }
          readFile(file, 'utf8').then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(request.method === 'HEAD' ? undefined : withNotice(html));
          }, next);
        });
      };
    },
  };
}
