// Applies the security headers of scripts/security-headers.ts to every response of `vite preview`
// (`preview.headers` cannot vary by path; /embed/* may be framed by the configured parents).
// The dev server gets none: its React refresh preamble is an inline script.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readHeaderInputs, securityHeaders, type HeaderInputs } from './security-headers.ts';

/**
 * EXTRA_EMBED_PARENT_ORIGINS (comma-separated) adds parents for local test runs: Playwright's
 * parent pages listen on ports of their own (playwright.config.ts).
 */
export function previewSecurityHeaders(): Plugin {
  return {
    name: 'courtyard:preview-security-headers',
    configurePreviewServer(server) {
      const extra = (process.env.EXTRA_EMBED_PARENT_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      // The configuration this server actually serves: the build's copy of public/config.json.
      const inputs: HeaderInputs = readHeaderInputs(
        join(server.config.build.outDir, 'config.json'),
        'deploy/headers.json',
        extra,
      );
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(securityHeaders(request.url ?? '/', inputs)))
          response.setHeader(name, value);
        next();
      });
    },
  };
}
