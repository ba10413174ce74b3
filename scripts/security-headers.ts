// The one definition of the portal's security headers. The preview server applies it per request
// (scripts/preview-headers.ts) and `npm run headers` renders it as the nginx server block a static
// host ships (deploy/nginx.conf); `npm run check:headers` fails when that file has drifted.
//
// Inputs: the runtime configuration the deployment serves (public/config.json: service base URLs,
// embedParentOrigins, captchaProvider) and deploy/headers.json (the hosts the services link files
// and images on). README "Security headers" lists what each directive allows and why.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfig } from '../src/app/config.ts';
import { bootScriptSource } from './prerender.ts';

export interface HeaderInputs {
  /** Service base URLs; an absolute one adds its origin (a `/path` one is the app's own origin). */
  services: readonly string[];
  /** The only pages allowed to frame `/embed/*`. */
  embedParentOrigins: readonly string[];
  /** reCAPTCHA's origins join the policy only when the deployment uses it. */
  captchaProvider: 'sandbox' | 'recaptcha';
  /** Hosts of the files and images service answers link to (attachments, association logos). */
  contentOrigins: readonly string[];
  /** Where browsers send Content-Security-Policy reports (an https URL), when the host has one. */
  cspReportEndpoint?: string | undefined;
  /** The pages' inline scripts (the prerendered pages' boot script, scripts/prerender.ts), by hash. */
  inlineScripts?: readonly string[] | undefined;
}

// Stripe's documented sources for Stripe.js and the Payment Element: the script and its frames,
// the 3D Secure frames (hooks), the fraud-signal frame (m.stripe.network) and the API.
export const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://m.stripe.network',
  ],
  connect: ['https://api.stripe.com'],
} as const;

// Google's documented sources for reCAPTCHA v2 (src/components/captcha/recaptcha-captcha.ts).
export const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/**
 * Powerful features the portal never uses are off for it and every frame; the Payment Request API
 * is for the portal and Stripe's frames only (Stripe's documented policy for wallets).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/** Two years, subdomains included (no `preload`: that is a separate, hard-to-undo commitment). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Same test as src/app/embed.ts isEmbedPath, on a request path that may carry a query. */
export function isEmbedRequest(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

function originOf(url: string): string | null {
  if (url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** A CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The inline scripts of `html` that `policy` (a Content-Security-Policy) would refuse: a build
 * served with another build's policy runs without its boot script, and nothing on screen says so.
 * JSON data blocks are not run, so not counted.
 */
export function refusedInlineScripts(html: string, policy: string): string[] {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  // Without script-src, default-src decides; without either, nothing is refused.
  const scriptSources = (
    directives.find(([name]) => name === 'script-src') ??
    directives.find(([name]) => name === 'default-src')
  )?.slice(1);
  const refused: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes)) continue;
    const hash = scriptHashSource(body);
    if (
      scriptSources &&
      !scriptSources.includes(hash) &&
      !scriptSources.includes("'unsafe-inline'")
    )
      refused.push(body.slice(0, 60));
  }
  return refused;
}

/** The Content-Security-Policy for a page: `embed` decides who may frame it. */
export function contentSecurityPolicy(inputs: HeaderInputs, embed: boolean): string {
  const serviceOrigins = unique(
    inputs.services.map(originOf).filter((o): o is string => o !== null),
  );
  const recaptcha = inputs.captchaProvider === 'recaptcha';
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Files from the app's origin, and the prerendered pages' one inline script by its hash (their
    // boot script, scripts/prerender.ts): no 'unsafe-inline', no nonce
    // (modulePreload's polyfill is off). No 'unsafe-eval': the JSON forms validate with functions
    // compiled when generating (generated/forms/, scripts/generate-forms.ts), not by ajv in the
    // browser.
    [
      'script-src',
      "'self'",
      ...(inputs.inlineScripts ?? []).map(scriptHashSource),
      ...STRIPE.script,
      ...(recaptcha ? RECAPTCHA.script : []),
    ],
    // 'unsafe-inline' for styles only: the toasts (sonner) and Radix's scroll lock insert <style>
    // elements at run time, and Radix positions popovers with style attributes. Styles cannot run
    // script; scripts stay locked down above.
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: for document previews (object URLs); data: for inline SVG in the stylesheet.
    ['img-src', "'self'", 'data:', 'blob:', ...serviceOrigins, ...inputs.contentOrigins],
    ['font-src', "'self'"],
    // blob: — the page's own object URLs (attachment thumbnails, document previews); Playwright's
    // trace snapshots read them from inside the page too.
    [
      'connect-src',
      "'self'",
      'blob:',
      ...serviceOrigins,
      ...inputs.contentOrigins,
      ...STRIPE.connect,
    ],
    // blob: for the PDF preview frame (documents); the payment and captcha providers' frames.
    ['frame-src', 'blob:', ...STRIPE.frame, ...(recaptcha ? RECAPTCHA.frame : [])],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    [
      'frame-ancestors',
      ...(embed && inputs.embedParentOrigins.length > 0 ? inputs.embedParentOrigins : ["'none'"]),
    ],
    // report-to names the Reporting-Endpoints entry; report-uri serves browsers without it.
    ...(inputs.cspReportEndpoint
      ? ([
          ['report-to', 'csp'],
          ['report-uri', inputs.cspReportEndpoint],
        ] satisfies [string, ...string[]][])
      : []),
  ];
  return directives.map((d) => unique(d).join(' ')).join('; ');
}

/** Every security header for a request path. */
export function securityHeaders(path: string, inputs: HeaderInputs): Record<string, string> {
  const embed = isEmbedRequest(path);
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs, embed),
    // Browsers without frame-ancestors: DENY outside /embed; /embed has no XFO equivalent for a
    // list of parents, so it relies on frame-ancestors alone.
    ...(embed ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    // Another origin sees at most ours, never a path (express-pay links carry tokens in theirs).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': HSTS,
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Our window keeps no reference to a page it did not open as a popup, and none to us; the
    // payment providers' popups (3D Secure, bank login) still report back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(inputs.cspReportEndpoint
      ? { 'Reporting-Endpoints': `csp="${inputs.cspReportEndpoint}"` }
      : {}),
  };
}

interface DeployHeaderSettings {
  contentOrigins: string[];
  cspReportEndpoint?: string | undefined;
}

function readDeploySettings(path: string): DeployHeaderSettings {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<DeployHeaderSettings>;
  const origins = raw.contentOrigins;
  if (
    !Array.isArray(origins) ||
    !origins.every((o) => typeof o === 'string' && /^https?:\/\/[^\s/]+$/.test(o))
  ) {
    throw new Error(`${path}: contentOrigins must be a list of origins (https://host, no path)`);
  }
  const endpoint = raw.cspReportEndpoint;
  if (
    endpoint !== undefined &&
    (typeof endpoint !== 'string' || !/^https:\/\/[^\s";,]+$/.test(endpoint))
  )
    throw new Error(`${path}: cspReportEndpoint must be an https URL`);
  return { contentOrigins: origins, cspReportEndpoint: endpoint };
}

/**
 * The inputs from a runtime configuration file and the deploy settings. `extraEmbedParentOrigins`
 * is for local test runs only (Playwright's parent pages listen on ports of their own).
 */
export function readHeaderInputs(
  configPath: string,
  settingsPath = 'deploy/headers.json',
  extraEmbedParentOrigins: readonly string[] = [],
): HeaderInputs {
  const config = parseRuntimeConfig(JSON.parse(readFileSync(configPath, 'utf8')));
  return {
    services: Object.values(config.services),
    embedParentOrigins: unique([...config.embedParentOrigins, ...extraEmbedParentOrigins]),
    captchaProvider: config.captchaProvider,
    ...(existsSync(settingsPath)
      ? readDeploySettings(settingsPath)
      : { contentOrigins: [], cspReportEndpoint: undefined }),
  };
}

const nginxQuote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function nginxHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${nginxQuote(value)} always;`)
    .join('\n');
}

// Without \`always\`: nginx then sends them on success only, so no cache keeps a 404 for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The build's content-hashed files are kept for a year, as the nginx block below serves them. */
export function isHashedAsset(path: string): boolean {
  return path.startsWith('/assets/');
}
export const HASHED_ASSET_CACHE_CONTROL = IMMUTABLE;

/** The web app manifest (public/manifest.webmanifest): nginx's mime.types may not know the name. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json';
/**
 * The install icons (public/icons/, `npm run icons`): a day, since their names carry no hash and a
 * new icon is in no hurry (browsers reread an installed app's icons on their own schedule).
 */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';
export function isAppIcon(path: string): boolean {
  return path.startsWith('/icons/');
}

/** What the host adds for these two kinds of file (the preview server, like nginx below). */
export function installFileHeaders(path: string): Record<string, string> {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname === MANIFEST_PATH)
    return { 'Content-Type': MANIFEST_CONTENT_TYPE, 'Cache-Control': REVALIDATE };
  if (isAppIcon(pathname)) return { 'Cache-Control': ICON_CACHE_CONTROL };
  return {};
}

/**
 * What a real host must not ship: a page framed by, or talking to, a plain-http origin (the mock
 * configuration's localhost parents belong to development and the journeys only).
 */
export function releaseProblems(inputs: HeaderInputs): string[] {
  return [
    ...inputs.embedParentOrigins
      .filter((o) => o.startsWith('http:'))
      .map((o) => `frame-ancestors: ${o} is plain http`),
    ...inputs.services
      .filter((s) => s.startsWith('http:'))
      .map((s) => `connect-src: ${s} is plain http`),
  ];
}

/** An nginx server block serving the build with these headers (a SPA: unknown paths → index). */
export function renderNginx(inputs: HeaderInputs, source: string): string {
  const problems = releaseProblems(inputs);
  if (problems.length > 0)
    throw new Error(`${source} cannot be shipped to a host:\n${problems.join('\n')}`);
  return `# Generated by \`npm run headers\` from ${source} and deploy/headers.json
# (scripts/security-headers.ts). Do not edit: change the inputs and regenerate;
# \`npm run check:headers\` (part of npm test) fails when this file is stale.
#
# nginx drops server-level add_header lines in any location that has its own, so each location
# repeats the whole set. TLS, server_name and the listen lines belong to the host's own config.
server {
    listen 80;
    root /usr/share/nginx/html;
    index index.html;

    # Compressed: the pages, config.json, the translations and the manifest per request; the build's
    # scripts and stylesheets from its own .br and .gz copies (/assets/ below, scripts/precompress.ts).
    gzip on;
    gzip_vary on;
    gzip_types application/json application/manifest+json image/svg+xml text/css application/javascript text/javascript;

    # /embed and /embed/*: only the configured parent pages may frame these. Every such path is a
    # page of the app: index.html is served here, not through an internal redirect that would
    # re-match \`location /\` and send its frame-ancestors 'none'.
    location ~ ^/embed(?:/|$) {
${nginxHeaders(securityHeaders('/embed', inputs), '        ')}
        add_header Cache-Control "${REVALIDATE}";
        try_files /index.html =404;
    }

    # The build's content-hashed files: kept for a year. A missing one is a 404, never index.html
    # with a 200: a page still open from an older release must fail to load an old chunk (the
    # router's error screen offers a reload), not run HTML as a script.
    # Each script and stylesheet is sent as the build compressed it, brotli where the browser takes
    # it: the host needs nginx's brotli static module (Debian: libnginx-mod-http-brotli-static).
    location /assets/ {
${nginxHeaders(securityHeaders('/assets/', inputs), '        ')}
        add_header Cache-Control "${IMMUTABLE}";
        brotli_static on;
        gzip_static on;
        try_files $uri =404;
    }

    # The web app manifest, with its own type (a host's mime.types may lack .webmanifest) and
    # revalidated like the pages that link it. No service worker is served: docs/architecture.md.
    location = ${MANIFEST_PATH} {
${nginxHeaders(securityHeaders(MANIFEST_PATH, inputs), '        ')}
        types { }
        default_type ${MANIFEST_CONTENT_TYPE};
        add_header Cache-Control "${REVALIDATE}";
        try_files $uri =404;
    }

    # The install icons: image/png by the host's mime.types; a missing one is a 404, not a page.
    location /icons/ {
${nginxHeaders(securityHeaders('/icons/', inputs), '        ')}
        add_header Cache-Control "${ICON_CACHE_CONTROL}";
        try_files $uri =404;
    }

    # The build's manifest (dist/.vite/, read by npm run budgets) maps every source file to its
    # chunk: a map of the code for anyone who asks. Never served.
    location ^~ /.vite/ {
        return 404;
    }

    # Everything else, including config.json and locales: never framed, always revalidated (their
    # names carry no hash, and a release or a configuration change must reach the next visit).
    # A prerendered page's path is its .html (/login is login.html, /billing/account-history is
    # billing/account-history.html: scripts/prerender.ts). No $uri/: /billing/ is the app's
    # page too, not a folder's listing or a 403.
    location / {
${nginxHeaders(securityHeaders('/', inputs), '        ')}
        add_header Cache-Control "${REVALIDATE}";
        try_files $uri $uri.html /index.html;
    }
}
`;
}

// npm run headers [-- --config path/to/config.json] [--out path]: writes the nginx server block,
// from the production configuration by default (deploy/config.production.json); it refuses a
// configuration with plain-http parents or services.
// npm run check:headers: fails when deploy/nginx.conf differs from a fresh rendering.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
  };
  const configPath = option('--config', 'deploy/config.production.json');
  const out = option('--out', 'deploy/nginx.conf');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const inputs = { ...readHeaderInputs(configPath), inlineScripts: [await bootScriptSource(root)] };
  const rendered = renderNginx(inputs, configPath);
  if (args.includes('--check')) {
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (current !== rendered) {
      console.error(
        `${out} is stale: it no longer matches scripts/security-headers.ts with ${configPath} and ` +
          'deploy/headers.json. Run `npm run headers` and commit the result.',
      );
      process.exit(1);
    }
    console.info(`${out} matches the header definition.`);
  } else {
    writeFileSync(out, rendered);
    console.info(`Wrote ${out} from ${configPath}.`);
  }
}
