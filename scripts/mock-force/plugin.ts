// The server side of forcing mock answers (mocks/README.md): in the dev server and `vite preview`
// (both only ever run locally, against the Prism mocks) it
// - turns the `courtyard_mock` cookie into Prism's `Prefer` header on matching /mock/<service>
//   calls (an explicit Prefer wins), or drops the connection for an `abort` rule;
// - serves the page script (scripts/mock-force/client.ts) at /__qa/force.js;
// - adds that script to the page: always in the dev server, and in `vite preview` only when the
//   address has `?mock=` or the cookie is set, so every other preview page is the build as built.
// Nothing here reaches `vite build`: a deployment's bundle has neither the script nor the marker.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import { mockServices } from '../ports.ts';
import { sandboxFor, withNotice } from '../sandbox-notice/plugin.ts';
import { ABORT, MOCK_COOKIE, MOCK_PARAM, decodeRules, readCookie, ruleFor } from './rules.ts';

const BASE = '/__qa/';
export const ENTRY = `${BASE}force.js`;
/** The page's entry: starts the client module, which imports the rules module beside it. */
const ENTRY_SOURCE = "import { startMockForcing } from './client.ts';\nstartMockForcing(window);\n";
const MODULES = new Set(['client.ts', 'rules.ts']);
const here = fileURLToPath(new URL('.', import.meta.url));
/** A module script: deferred, and run before the app's own (it comes first in the document). */
export const SCRIPT_TAG = `<script type="module" src="${ENTRY}"></script>`;

type Next = (error?: unknown) => void;

export async function moduleCode(name: string): Promise<string | undefined> {
  if (name === 'force.js') return ENTRY_SOURCE;
  if (!MODULES.has(name)) return undefined;
  const file = join(here, name);
  // Types stripped by Vite's own transformer; the imports keep their `.ts` names, served here.
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  return code;
}

async function serveModule(name: string, response: ServerResponse, next: Next): Promise<void> {
  try {
    const code = await moduleCode(name);
    if (code === undefined) {
      next();
      return;
    }
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(code);
  } catch (error: unknown) {
    next(error);
  }
}

/** Applies the cookie's rule to one /mock/<service>/… call; false when the call was dropped. */
export function applyRule(request: IncomingMessage, response: ServerResponse): boolean {
  const [path = '/'] = (request.url ?? '/').split('?');
  const service = mockServices.find(
    (s) => path === `/mock/${s.path}` || path.startsWith(`/mock/${s.path}/`),
  );
  if (!service || request.headers.prefer) return true;
  const rules = decodeRules(readCookie(request.headers.cookie, MOCK_COOKIE));
  if (rules.length === 0) return true;
  const servicePath = path.slice(`/mock/${service.path}`.length) || '/';
  const rule = ruleFor(rules, request.method ?? 'GET', service.path, servicePath);
  if (!rule) return true;
  if (rule.prefer === ABORT) {
    // No answer at all: the browser's fetch fails as on a network error.
    request.socket.destroy();
    return false;
  }
  request.headers.prefer = rule.prefer;
  // Shown in the browser's network panel: which rule answered this call.
  response.setHeader('X-Mock-Forced', rule.text);
  return true;
}

function forcing(request: IncomingMessage, response: ServerResponse, next: Next): void {
  const url = request.url ?? '/';
  if (url.startsWith(BASE)) {
    void serveModule(url.slice(BASE.length).split('?')[0] ?? '', response, next);
    return;
  }
  if (url.startsWith('/mock/') && !applyRule(request, response)) return;
  next();
}

/** The page with the script added before its first script (or at the end of its head). */
export function withScript(html: string): string {
  const at = html.search(/<script\b/i);
  if (at !== -1) return `${html.slice(0, at)}${SCRIPT_TAG}\n    ${html.slice(at)}`;
  return html.replace(/<\/head>/i, `  ${SCRIPT_TAG}\n  </head>`);
}

/** Whether a page request asks for the script in `vite preview`: `?mock=` or the cookie. */
export function wantsScript(request: IncomingMessage): boolean {
  const original = (request as IncomingMessage & { originalUrl?: string }).originalUrl;
  const address = new URL(original ?? request.url ?? '/', 'http://localhost');
  return (
    address.searchParams.has(MOCK_PARAM) ||
    readCookie(request.headers.cookie, MOCK_COOKIE) !== undefined
  );
}

export function mockForcing(): Plugin {
  return {
    name: 'courtyard:mock-force',
    // Dev and preview servers only; `vite build` never loads it.
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(forcing);
    },
    transformIndexHtml: {
      // After Vite's own pass, which would try to transform the tag's address as a source file.
      order: 'post',
      handler: (html, context) => (context.server ? withScript(html) : html),
    },
    configurePreviewServer(server) {
      server.middlewares.use(forcing);
      const page = resolve(server.config.root, server.config.build.outDir, 'index.html');
      // After Vite's HTML fallback has pointed every page address at its .html: index.html, or a
      // prerendered page's (login.html, dashboard.html …, scripts/prerender.ts). Forced, every
      // page is index.html with the script, which then runs before the app's own as it always
      // did (a prerendered page's boot script starts the app's entry itself).
      return () => {
        server.middlewares.use((request, response, next) => {
          const [path] = (request.url ?? '').split('?');
          if (!path?.endsWith('.html') || !wantsScript(request)) {
            next();
            return;
          }
          readFile(page, 'utf8').then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            const page = withScript(html);
            // A journey against the sandbox keeps its Demo data notice on a forced page too.
            const served = sandboxFor(request) ? withNotice(page) : page;
            response.end(request.method === 'HEAD' ? undefined : served);
          }, next);
        });
      };
    },
  };
}
