// The route code plan the build writes into the HTML (scripts/route-chunks.ts): read by the
// router's preload (src/app/route-preload.ts). No imports: the build's plugin reads this too.

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
const preloaded = new Set<string>();

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
  for (const key of keys)
    for (const index of current.routes[key] ?? []) {
      const file = current.files[index];
      if (file === undefined || preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file.startsWith('/') ? file : `/assets/${file}.js`;
      document.head.append(link);
    }
}

/** Tests: forget the plan read and the files preloaded. */
export function resetRouteCodeForTests(): void {
  plan = undefined;
  preloaded.clear();
}
