// Which translation namespaces each route's code asks for (docs/architecture.md, "Route
// translations"). Without this list a page learns what it needs only when it renders: the chrome
// suspends for `assistant`, then the billing page for `make-payment`, then its form for
// `payments`, one round trip after another on a phone's connection. With it the router asks for
// all of a route's namespaces while it loads the route's code (src/app/route-preload.ts).
//
// The list follows the static imports from every route file (and the signed-in chrome, which the
// app layout loads on demand) to every `useTranslation(…)` they reach. It is written to
// src/app/route-namespaces.gen.ts at every build and dev start; a unit test fails when the committed
// copy is stale.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sourceAliases } from './source-aliases.ts';

/** The key of the signed-in chrome in the generated list (it is not a route). */
export const chromeKey = 'app-chrome';
const chromeModule = 'src/app/layouts/app-chrome.tsx';
export const generatedFile = 'src/app/route-namespaces.gen.ts';
const sourceExtensions = ['.ts', '.tsx'];

const staticImport =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const translationCall = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const stringLiteral = /['"]([^'"]+)['"]/g;
const fileRouteId = /createFileRoute\(\s*'([^']*)'/;
const rootRoute = /createRootRoute(?:WithContext)?\b/;

function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).map((name) =>
    join(directory, name),
  );
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  for (const [alias, directory] of Object.entries(sourceAliases))
    if (specifier.startsWith(`${alias}/`))
      base = join(root, directory, specifier.slice(alias.length + 1));
  if (base === undefined) return undefined; // a package: it has no translations of ours
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => join(base, 'index' + extension)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every namespace the modules reachable from `start` by static imports ask for. */
function namespacesReachable(
  root: string,
  start: string,
  known: ReadonlySet<string>,
  cache: Map<string, { imports: string[]; namespaces: string[] }>,
): Set<string> {
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const source = readFileSync(file, 'utf8');
      const imports: string[] = [];
      for (const match of source.matchAll(staticImport)) {
        if (match[2] || !match[3]) continue; // `import type` is erased from the build
        const target = resolveImport(root, file, match[3]);
        if (
          target &&
          !target.includes('.test.') &&
          sourceExtensions.some((e) => target.endsWith(e))
        )
          imports.push(target);
      }
      const namespaces: string[] = [];
      for (const call of source.matchAll(translationCall))
        for (const literal of (call[1] ?? '').matchAll(stringLiteral))
          if (literal[1] && known.has(literal[1])) namespaces.push(literal[1]);
      entry = { imports, namespaces };
      cache.set(file, entry);
    }
    return entry;
  };
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, namespaces } = read(file);
    namespaces.forEach((namespace) => found.add(namespace));
    stack.push(...imports);
  }
  return found;
}

/**
 * Each route's id (as `createFileRoute` names it, `__root__` for the root) and the signed-in
 * chrome's key, with the absolute path of its source file, sorted by key. The route code plan
 * (scripts/route-chunks.ts) keys the routes' chunks the same way.
 */
export function routeFiles(root: string): [key: string, file: string][] {
  const entries: [string, string][] = [[chromeKey, join(root, chromeModule)]];
  for (const file of listFiles(join(root, 'src/routes'))) {
    if (!sourceExtensions.some((extension) => file.endsWith(extension))) continue;
    if (file.includes('.test.')) continue;
    const source = readFileSync(file, 'utf8');
    const routeId = fileRouteId.exec(source)?.[1] ?? (rootRoute.test(source) ? '__root__' : null);
    if (routeId !== null) entries.push([routeId, file]);
  }
  return entries.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Route id (as `createFileRoute` names it) → the namespaces its code asks for beyond those every
 * visit loads at start (`startup`). Routes whose code needs none beyond them are left out.
 */
export function collectRouteNamespaces(
  root: string,
  startup: readonly string[],
): Record<string, string[]> {
  const known = new Set(
    readdirSync(join(root, 'public/locales/en'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length)),
  );
  const cache = new Map<string, { imports: string[]; namespaces: string[] }>();
  const result: Record<string, string[]> = {};
  for (const [key, file] of routeFiles(root)) {
    const namespaces = [...namespacesReachable(root, file, known, cache)]
      .filter((namespace) => !startup.includes(namespace))
      .sort();
    if (namespaces.length > 0) result[key] = namespaces;
  }
  return result;
}

export function renderRouteNamespaces(map: Record<string, string[]>): string {
  const lines = Object.entries(map).map(
    ([key, namespaces]) =>
      `  ${JSON.stringify(key).replaceAll('"', "'")}: [${namespaces.map((n) => `'${n}'`).join(', ')}],`,
  );
  return [
    '// Generated by scripts/route-namespaces.ts at every build and dev start: do not edit.',
    '// Route id → the translation namespaces its code asks for beyond the startup ones.',
    '/** The key of the signed-in chrome, which the app layout loads on demand. */',
    `export const chromeKey = '${chromeKey}';`,
    '',
    'export const routeNamespaces: Readonly<Record<string, readonly string[]>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/**
 * The `useTranslation(…)` calls in src whose namespace is not written out as a literal: this list
 * cannot see which namespace they mean. Its test names the ones known to be startup namespaces, so
 * a new one fails it instead of going unseen.
 */
export function nonLiteralTranslationCalls(root: string): string[] {
  const found: string[] = [];
  for (const file of listFiles(join(root, 'src'))) {
    if (!sourceExtensions.some((extension) => file.endsWith(extension))) continue;
    if (file.includes('.test.')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(
      /useTranslation\(\s*([^)'"\s[][^),]*)/g,
    ))
      found.push(`${relative(root, file)}: ${match[1]?.trim() ?? ''}`);
  }
  return found.sort();
}

/** The startup namespaces as src/lib/i18n.ts declares them (read as text: no app code runs). */
export function readStartupNamespaces(root: string): string[] {
  const source = readFileSync(join(root, 'src/lib/i18n.ts'), 'utf8');
  const list = /export const startupNamespaces = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error('src/lib/i18n.ts: startupNamespaces not found');
  return [...list.matchAll(stringLiteral)].map((match) => match[1] ?? '');
}

/** Writes the generated list when it changed; returns whether it did. */
export function writeRouteNamespaces(root: string): boolean {
  const text = renderRouteNamespaces(collectRouteNamespaces(root, readStartupNamespaces(root)));
  const path = join(root, generatedFile);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

/** Keeps the generated list current at every build and dev-server start. */
export function routeNamespacesPlugin(root: string): Plugin {
  return {
    name: 'courtyard:route-namespaces',
    buildStart() {
      // Under vitest the config is loaded too: the staleness test must see the committed copy.
      if (process.env.VITEST) return;
      if (writeRouteNamespaces(root))
        this.info(`${relative(root, join(root, generatedFile))} updated`);
    },
  };
}
