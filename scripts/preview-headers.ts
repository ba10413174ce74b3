// Applies the security headers of scripts/security-headers.ts to every response of `vite preview`
// (`preview.headers` cannot vary by path; /embed/* may be framed by the configured parents).
// The dev server gets none: its React refresh preamble is an inline script.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  HASHED_ASSET_CACHE_CONTROL,
  installFileHeaders,
  isHashedAsset,
  readHeaderInputs,
  securityHeaders,
  type HeaderInputs,
} from './security-headers.ts';
import { bootScriptSource } from './prerender.ts';

/**
 * EXTRA_EMBED_PARENT_ORIGINS (comma-separated) adds parents for local test runs: Playwright's
 * parent pages listen on ports of their own (playwright.config.ts).
 */
export function previewSecurityHeaders(): Plugin {
  return {
    name: 'courtyard:preview-security-headers',
    async configurePreviewServer(server) {
      const extra = (process.env.EXTRA_EMBED_PARENT_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      // The configuration this server actually serves: the build's copy of public/config.json.
      const outDir = server.config.build.outDir;
      const inputs: HeaderInputs = {
        ...readHeaderInputs(join(outDir, 'config.json'), 'deploy/headers.json', extra),
        // The boot script as `npm run headers` hashes it for deploy/nginx.conf (not as the served
        // page has it): the journeys then fail if the build inlined other bytes than the host allows.
        inlineScripts: [await bootScriptSource(server.config.root)],
      };
      const uncompressed = process.env.PREVIEW_UNCOMPRESSED === '1';
      server.middlewares.use((request, response, next) => {
        // The journeys' server (PREVIEW_UNCOMPRESSED=1, playwright.config.ts) sends every file as
        // it is: on 127.0.0.1 gzipping each chunk for every journey's page load only cost CPU
        // (about 9% of a journey's). `npm run bench` keeps gzip: Lighthouse reads transfer sizes.
        if (uncompressed) delete request.headers['accept-encoding'];
        const path = request.url ?? '/';
        // As deploy/nginx.conf: the build's manifest (dist/.vite/) is not served.
        if (path.startsWith('/.vite/')) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of Object.entries(securityHeaders(path, inputs)))
          response.setHeader(name, value);
        // The manifest's type and the icons' caching, as nginx sends them.
        for (const [name, value] of Object.entries(installFileHeaders(path)))
          response.setHeader(name, value);
        // As deployed: a page opened again (a journey's second visit) takes its chunks from the
        // browser's cache instead of revalidating each one (the file server keeps a header set here).
        // A missing file is not kept (the SPA fallback would answer it).
        const file = join(outDir, path.split('?')[0] ?? '');
        if (isHashedAsset(path) && existsSync(file)) {
          response.setHeader('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
          // The build's compressed copy, as nginx's brotli_static and gzip_static send it
          // (scripts/precompress.ts); Vite's own compression leaves an encoded answer alone.
          const copy = precompressedCopy(file, request.headers['accept-encoding']);
          if (copy) {
            response.setHeader('Content-Encoding', copy.encoding);
            response.setHeader('Content-Type', contentTypeOf(file));
            response.setHeader('Content-Length', String(statSync(copy.file).size));
            response.setHeader('Vary', 'Accept-Encoding');
            if (request.method === 'HEAD') response.end();
            else createReadStream(copy.file).pipe(response);
            return;
          }
        }
        next();
      });
    },
  };
}

/** The compressed copy of `file` the request accepts, brotli first; null when none fits. */
export function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted) && existsSync(`${file}.br`))
    return { file: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(accepted) && existsSync(`${file}.gz`))
    return { file: `${file}.gz`, encoding: 'gzip' };
  return null;
}

/** The type of a hashed file the build compresses (scripts/precompress.ts: scripts, stylesheets). */
function contentTypeOf(file: string): string {
  return file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
}
