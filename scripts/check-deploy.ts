// `npm run check:deploy -- <url>`: looks at a served portal as a browser would and fails when the
// page and the host's configuration were deployed out of step (issue 55 item 6). The prerendered
// pages show themselves through an inline boot script, which the Content-Security-Policy allows by
// hash (scripts/security-headers.ts): a page and a policy from different releases leave it on
// "Loading…". Checked: every inline script of each page is allowed by the policy served with it,
// the module scripts of the login page's head are served as JavaScript, and the build's manifest
// is not served (deploy/nginx.conf).
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { moduleScript } from './module-scripts.ts';

/** The pages whose inline scripts the policy must allow (the prerendered ones, and the others). */
export const CHECKED_PAGES = ['/login', '/dashboard', '/'] as const;

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The script-src sources of a Content-Security-Policy (default-src when it has none). */
export function scriptSources(policy: string): string[] {
  const directives = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0]);
  const named = (name: string) => directives.find((d) => d[0]?.toLowerCase() === name)?.slice(1);
  return named('script-src') ?? named('default-src') ?? [];
}

const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** What is wrong with the portal served at `baseUrl`; empty when nothing is. */
export async function checkDeploy(baseUrl: string, fetcher = fetch): Promise<string[]> {
  const problems: string[] = [];
  const at = (path: string) => new URL(path, baseUrl).toString();
  const modules = new Set<string>();
  for (const path of CHECKED_PAGES) {
    const response = await fetcher(at(path), { headers: { accept: 'text/html' } });
    if (!response.ok) {
      problems.push(`${path}: answered ${response.status}`);
      continue;
    }
    const html = await response.text();
    const policy = response.headers.get('content-security-policy');
    if (!policy) {
      problems.push(`${path}: no Content-Security-Policy header`);
      continue;
    }
    const allowed = new Set(scriptSources(policy));
    for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
      if (/type="(?!module|text\/javascript)[^"]*"/.test(attributes)) continue;
      const hash = hashSource(body);
      if (!allowed.has(hash))
        problems.push(
          `${path}: its inline script (${hash}) is not in the served policy’s script-src: ` +
            'the page and the host configuration are from different releases (npm run headers)',
        );
    }
    if (path === '/login') for (const [, src = ''] of html.matchAll(moduleScript)) modules.add(src);
  }
  if (modules.size === 0) problems.push('/login: its head loads no module script');
  for (const entry of modules) {
    const response = await fetcher(at(entry));
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/javascript/.test(type))
      problems.push(`${entry}: the app’s module script answered ${response.status} ${type}`);
  }
  const manifest = await fetcher(at('/.vite/manifest.json'));
  if (manifest.ok && /json/.test(manifest.headers.get('content-type') ?? ''))
    problems.push('/.vite/manifest.json is served: it maps every source file to its chunk');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: npm run check:deploy -- <url of the served portal>');
    process.exit(2);
  }
  const problems = await checkDeploy(url);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.info(`✓ ${url}: every page’s inline script is allowed, the app’s entry is served`);
}
