import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  initialScripts,
  planRouteChunks,
  routeChunksElement,
  type PlannedChunk,
} from './route-chunks';
import { routeFiles } from './route-namespaces';

// Tests run from the project's root (vitest.config.ts).
const root = process.cwd();

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  fileName,
  imports,
  facadeModuleId,
});

describe('the route code plan', () => {
  const sources = [
    ['/_app', '/src/routes/_app.tsx'],
    ['/_app/_authed', '/src/routes/_app/_authed.tsx'],
    ['/_app/_authed/dashboard', '/src/routes/_app/_authed/dashboard.tsx'],
    ['app-chrome', '/src/app/layouts/app-chrome.tsx'],
  ] as const;
  const chunks: PlannedChunk[] = [
    chunk('assets/framework-a.js', ['assets/runtime-b.js']),
    chunk('assets/runtime-b.js', []),
    chunk(
      'assets/_app-c.js',
      ['assets/login-kit-d.js'],
      '/src/routes/_app.tsx?tsr-split=component',
    ),
    chunk('assets/login-kit-d.js', ['assets/framework-a.js']),
    chunk(
      'assets/_authed-e.js',
      ['assets/kit-f.js', 'assets/login-kit-d.js'],
      '/src/routes/_app/_authed.tsx?tsr-split=component',
    ),
    chunk('assets/kit-f.js', ['assets/radix-g.js']),
    chunk('assets/radix-g.js', []),
    chunk(
      'assets/dashboard-h.js',
      ['assets/kit-f.js', 'assets/queries-i.js'],
      '/src/routes/_app/_authed/dashboard.tsx?tsr-split=component',
    ),
    chunk(
      'assets/dashboard-j.js',
      ['assets/queries-i.js'],
      '/src/routes/_app/_authed/dashboard.tsx?tsr-split=loader',
    ),
    chunk('assets/queries-i.js', ['assets/framework-a.js']),
    chunk('assets/app-chrome-k.js', ['assets/radix-g.js'], '/src/app/layouts/app-chrome.tsx'),
  ];
  const plan = planRouteChunks(
    chunks,
    sources,
    new Set(['assets/framework-a.js', 'assets/runtime-b.js']),
  );
  const filesOf = (key: string) => (plan.routes[key] ?? []).map((index) => plan.files[index]);

  it("lists every chunk a route's split chunks reach by static imports, the HTML's own left out", () => {
    expect(filesOf('/_app')).toEqual(['_app-c', 'login-kit-d']);
    expect(filesOf('app-chrome')).toEqual(['app-chrome-k', 'radix-g']);
  });

  it("leaves out what the route's ancestors list: they are matched, and preloaded, with it", () => {
    expect(filesOf('/_app/_authed')).toEqual(['_authed-e', 'kit-f', 'radix-g']);
    expect(filesOf('/_app/_authed/dashboard')).toEqual(['dashboard-h', 'dashboard-j', 'queries-i']);
  });

  it('names each file once, without the assets folder and .js', () => {
    expect(new Set(plan.files).size).toBe(plan.files.length);
    expect(plan.files.filter((file) => file.includes('/') || file.endsWith('.js'))).toEqual([]);
  });

  it('finds the scripts index.html loads itself', () => {
    const html =
      '<script type="module" crossorigin src="/assets/framework-a.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-b.js"><link rel="stylesheet" href="/assets/framework.css">';
    expect([...initialScripts(html)]).toEqual(['assets/framework-a.js', 'assets/runtime-b.js']);
  });

  it('is JSON the HTML cannot end early', () => {
    const element = routeChunksElement({ files: ['</script><script>alert(1)'], routes: {} });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).toMatch(/^<script type="application\/json" id="route-chunks">/);
  });

  // The plan subtracts a route's ancestors by their ids' prefixes: that holds only if a route
  // whose id starts with another's is that route's descendant in the router's tree.
  it("treats as a route's ancestors exactly the routes the router nests it in", () => {
    const tree = readFileSync(`${root}/src/routeTree.gen.ts`, 'utf8');
    const declared = [
      ...tree.matchAll(
        /id: '([^']*)'\s+path: [^\n]*\s+fullPath: [^\n]*\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g,
      ),
    ];
    // A route is declared by its import (`AppRouteImport`) and nested under its updated route (`AppRoute`).
    const idOf = new Map(declared.map((match) => [match[2]?.replace(/Import$/, ''), match[1]]));
    const parentOf = new Map(declared.map((match) => [match[1], idOf.get(match[3] ?? '')]));
    const keys = routeFiles(root).map(([key]) => key);
    expect(declared.length).toBeGreaterThan(50);
    for (const [id] of parentOf) {
      const chain: string[] = [];
      for (let parent = parentOf.get(id); parent !== undefined; parent = parentOf.get(parent))
        chain.push(parent);
      const byPrefix = keys.filter(
        (other) => other !== id && other !== '__root__' && id?.startsWith(`${other}/`),
      );
      expect({ id, ancestors: byPrefix.sort() }).toEqual({
        id,
        ancestors: chain.filter((key) => keys.includes(key)).sort(),
      });
    }
  });
});
