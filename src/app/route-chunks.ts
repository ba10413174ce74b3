// The route code plan the build writes into the HTML (scripts/route-chunks.ts): read by the
// router's preload (src/app/route-preload.ts) and, for the page being opened, by the boot script
// (src/app/prerender/boot-entry.ts). Imports nothing the build's plugin, which reads this too, cannot.
import { chromeKey } from './route-namespaces.gen';

/** The id of the HTML's `<script type="application/json">` holding the plan. */
export const routeChunksElementId = 'route-chunks';

/**
 * Each route's (and the chrome's) script files beyond its ancestors', as indexes into `files`: a
 * name under /assets/ without its `.js` (most of them), else a path from the root.
 */
export interface RouteChunks {
  files: string[];
  routes: Record<string, number[]>;
}

let plan: RouteChunks | null | undefined;
let preloaded: Set<string> | undefined;

/** The files some `<link rel="modulepreload">` asks for already (the boot script's, ours). */
function preloadedFiles(): Set<string> {
  preloaded ??= new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('href')?.replace(/^\/assets\/(.*)\.js$/, '$1') ?? '',
    ),
  );
  return preloaded;
}

function readPlan(): RouteChunks | null {
  if (plan !== undefined) return plan;
  plan = null;
  const text = document.getElementById(routeChunksElementId)?.textContent;
  if (!text) return plan; // the dev server, a test: modules load as they are imported
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof RouteChunks, unknown>> | null;
    if (Array.isArray(parsed?.files) && typeof parsed.routes === 'object' && parsed.routes !== null)
      plan = { files: parsed.files as string[], routes: parsed.routes as RouteChunks['routes'] };
  } catch {
    // a broken plan only costs the preload: the imports still load what they need
  }
  return plan;
}

/**
 * Starts fetching, together, every script file the given routes' code needs, each file once per
 * page. The modules run when the router imports them.
 */
export function preloadRouteCode(keys: Iterable<string>): void {
  const current = readPlan();
  if (!current) return;
  const asked = preloadedFiles();
  for (const key of keys)
    for (const index of current.routes[key] ?? []) {
      const file = current.files[index];
      if (file === undefined || asked.has(file)) continue;
      asked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file.startsWith('/') ? file : `/assets/${file}.js`;
      document.head.append(link);
    }
}

/** The routes behind login (`_authed` and its pages), whose code a signed-out visit never runs. */
export const signedInRoutes = '/_app/_authed';
/** What the router strips from an embedded page's path (src/app/embed.ts). */
const embedPrefix = /^\/embed(?=\/|$)/;

/**
 * How well route id `id` (`/_app/_authed/billing/`, `/_express/epay/$strategy/$link/`) matches the
 * path's segments: the number of its fixed segments, higher for a closer match; null when it does
 * not match. Pathless layouts (`_app`) take no segment; `$name` takes one, `{-$name}` one or none;
 * a lone `$` (the not-found page) is never matched here.
 */
function matchScore(id: string, segments: readonly string[]): number | null {
  const parts = id.split('/').filter((part) => part !== '' && !part.startsWith('_'));
  let score = 0;
  let at = 0;
  for (const part of parts) {
    if (part === '$') return null;
    const optional = /^\{-\$[^}]+\}$/.test(part);
    if (optional) {
      if (at < segments.length) at += 1;
      continue;
    }
    const segment = segments[at];
    if (segment === undefined) return null;
    if (part.startsWith('$')) {
      at += 1;
      continue;
    }
    if (part.toLowerCase() !== segment.toLowerCase()) return null;
    score += 1;
    at += 1;
  }
  return at === segments.length ? score : null;
}

/**
 * The plan's keys the router will load for a visit to `pathname`, as the root route's preload
 * picks them (src/routes/__root.tsx): the closest-matching route and its ancestors, the chrome's
 * when signed in, and no page behind login for a visit signed out. Empty when no route's pattern
 * fits (a legacy link, which redirects; an unknown address).
 */
export function routeKeysAt(
  pathname: string,
  signedIn: boolean,
  keys: readonly string[] = Object.keys(readPlan()?.routes ?? {}),
): string[] {
  const segments = pathname
    .replace(embedPrefix, '')
    .split('/')
    .filter((segment) => segment !== '');
  let best: string | undefined;
  let bestScore = -1;
  for (const key of keys) {
    if (!key.startsWith('/')) continue;
    const score = matchScore(key, segments);
    // On a tie the deeper route: a layout's index page (`billing/`) rather than the layout.
    if (score === null || score < bestScore) continue;
    if (score > bestScore || key.length > (best?.length ?? 0)) [best, bestScore] = [key, score];
  }
  if (best === undefined) return [];
  const leaf = best;
  const matched = keys.filter((key) => key === leaf || leaf.startsWith(`${key}/`));
  const allowed = matched.filter((key) => signedIn || !key.startsWith(signedInRoutes));
  return signedIn && leaf.startsWith('/_app') ? [...allowed, chromeKey] : allowed;
}

/** Tests: forget the plan read and the files preloaded. */
export function resetRouteCodeForTests(): void {
  plan = undefined;
  preloaded = undefined;
}
