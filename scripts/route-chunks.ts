// Which script files each route's code needs (docs/architecture.md, "Route code"). A route's chunk
// imports shared chunks, which import others: fetched as the browser discovers them, a signed-in
// page's code came in four round trips after the entry's, each waiting for the one before. The
// build writes, for each route (and the signed-in chrome), every chunk its code reaches by static
// imports into the HTML, as data (`<script type="application/json">`, which runs nothing); the
// router preloads the matched routes' files together as it starts loading them
// (src/app/route-preload.ts). The entry's own chunks are left out: they are there already.
import type { Plugin } from 'vite';
import { routeChunksElementId, type RouteChunks } from '../src/app/route-chunks.ts';
import { routeFiles } from './route-namespaces.ts';

/** The part of a bundled chunk the plan reads (Rollup's and Rolldown's `OutputChunk`). */
export interface PlannedChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/** Where the build's script files are, and how their names end: the plan leaves both out. */
const assetsPrefix = 'assets/';
const scriptSuffix = '.js';

/** The route ids of `key`'s ancestors among `keys` (the router matches them with it). */
function ancestors(key: string, keys: readonly string[]): string[] {
  return keys.filter(
    (other) => other !== key && (other === '__root__' || key.startsWith(`${other}/`)),
  );
}

/**
 * The plan for `chunks`: for each key of `sources` (a route id → its absolute source path), the
 * files of every chunk its split chunks (`<source>?tsr-split=…`, or the module itself when it is
 * a chunk's facade) reach by static imports, minus the `initial` files (the HTML loads them) and
 * those of the route's ancestors (matched with it, so preloaded with it).
 */
export function planRouteChunks(
  chunks: readonly PlannedChunk[],
  sources: readonly (readonly [key: string, file: string])[],
  initial: ReadonlySet<string>,
): RouteChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = (starts: Iterable<string>) => {
    const seen = new Set<string>();
    const stack = [...starts];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file) || initial.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const keyOf = new Map(sources.map(([key, file]) => [file, key]));
  const roots = new Map<string, string[]>();
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId?.split('?', 1)[0];
    const key = facade === undefined ? undefined : keyOf.get(facade);
    if (key !== undefined) roots.set(key, [...(roots.get(key) ?? []), chunk.fileName]);
  }
  const keys = sources.map(([key]) => key).filter((key) => roots.has(key));
  const reached = new Map(keys.map((key) => [key, reach(roots.get(key) ?? [])]));
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const routes: Record<string, number[]> = {};
  for (const key of keys) {
    const inherited = new Set(
      ancestors(key, keys).flatMap((other) => [...(reached.get(other) ?? [])]),
    );
    const needed = [...(reached.get(key) ?? [])].filter((file) => !inherited.has(file)).sort();
    if (needed.length === 0) continue;
    routes[key] = needed.map((file) => {
      let index = indexOf.get(file);
      if (index === undefined) {
        const short = file.startsWith(assetsPrefix) && file.endsWith(scriptSuffix);
        index =
          files.push(short ? file.slice(assetsPrefix.length, -scriptSuffix.length) : `/${file}`) -
          1;
        indexOf.set(file, index);
      }
      return index;
    });
  }
  return { files, routes };
}

/** The script files index.html loads itself (its module script and preload links). */
export function initialScripts(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

/** The plan as the HTML carries it: JSON that cannot end its own element. */
export function routeChunksElement(plan: RouteChunks): string {
  const json = JSON.stringify(plan).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${routeChunksElementId}">${json}</script>`;
}

/** Writes the plan into index.html, before the prerendered pages are made from it. */
export function routeChunksPlugin(root: string): Plugin {
  return {
    name: 'courtyard:route-chunks',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const chunks = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [file] : [],
        );
        const html = String(index.source);
        const plan = planRouteChunks(chunks, routeFiles(root), initialScripts(html));
        if (Object.keys(plan.routes).length === 0)
          throw new Error('no route chunk was found for the route code plan');
        // Before the boot status, which the boot script follows: the script preloads the opened
        // page's files from it while the page is parsed (src/app/prerender/boot-entry.ts).
        const at = html.indexOf('<p id="boot-status"');
        if (at < 0) throw new Error('index.html has no #boot-status for the route code plan');
        index.source = `${html.slice(0, at)}${routeChunksElement(plan)}\n  ${html.slice(at)}`;
      },
    },
  };
}
