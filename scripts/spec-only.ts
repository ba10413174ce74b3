// A portal whose services have only SPEC §7's calls (docs/contracts.md, "Extensions and
// capabilities"), on the dev and preview servers, for a browser that carries the
// `courtyard_spec_only` cookie: config.json offers no capability, and every call of an operation
// marked `x-courtyard-extension` in openapi/*.yaml is answered 404 before it reaches the mock
// (Prism or the sandbox) — as a service without the operation would. The `spec-only` Playwright
// project runs the portal so (tests/e2e/spec-only.journey.ts); a person can set the cookie by
// hand to see the same. Without the cookie nothing changes.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contractOperations, pathPattern } from './extension-marks.ts';
import { readCookie } from './mock-force/rules.ts';
import { mockServices } from './ports.ts';

export const SPEC_ONLY_COOKIE = 'courtyard_spec_only';

interface Extension {
  service: string;
  method: string;
  pattern: RegExp;
  capability: string;
}

/** Every extension operation of the contracts, as request matchers (read once per server). */
export function extensionMatchers(): Extension[] {
  return contractOperations().flatMap((op) =>
    op.capability
      ? [
          {
            service: op.service,
            method: op.method,
            pattern: pathPattern(op.path),
            capability: op.capability,
          },
        ]
      : [],
  );
}

/** The extension a call to `/mock/<service>/<path>` (or `/mock-sandbox/…`) is, if any. */
export function extensionOf(
  extensions: readonly Extension[],
  method: string,
  url: string,
): Extension | undefined {
  const [path = '/'] = url.split('?');
  const match = /^\/mock(?:-sandbox)?\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) return undefined;
  const service = mockServices.find((s) => s.path === match[1])?.file;
  const rest = match[2] ?? '/';
  return extensions.find(
    (e) => e.service === service && e.method === method.toUpperCase() && e.pattern.test(rest),
  );
}

type Next = (error?: unknown) => void;

function specOnly(request: IncomingMessage): boolean {
  return readCookie(request.headers.cookie, SPEC_ONLY_COOKIE) !== undefined;
}

function middleware(configFile: string) {
  const extensions = extensionMatchers();
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (!specOnly(request)) {
      next();
      return;
    }
    const url = request.url ?? '/';
    if (url.split('?')[0] === '/config.json') {
      readFile(configFile, 'utf8').then((text) => {
        const config = JSON.parse(text) as Record<string, unknown>;
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify({ ...config, capabilities: [] }));
      }, next);
      return;
    }
    const extension = extensionOf(extensions, request.method ?? 'GET', url);
    if (!extension) {
      next();
      return;
    }
    response.statusCode = 404;
    response.setHeader('Content-Type', 'application/problem+json');
    response.end(
      JSON.stringify({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: `This service has no ${extension.capability} (x-courtyard-extension).`,
      }),
    );
  };
}

export function specOnlyServices(): Plugin {
  return {
    name: 'courtyard:spec-only',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(middleware(resolve(server.config.publicDir, 'config.json')));
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(middleware(resolve(outDir, 'config.json')));
    },
  };
}
