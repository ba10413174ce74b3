// npm run budgets: reads Vite's build manifest and checks what each page costs in gzip bytes.
// - first load: the JavaScript fetched before the login page renders (entry + the login route
//   chain and everything they import statically) stays within FIRST_LOAD_BUDGET;
// - every other route adds at most ROUTE_BUDGET on top of the first load;
// - the rjsf, Stripe and PDF chunks are reported and must never be part of the first load;
// - the shared kits (scripts/chunk-plan.ts) have a budget of their own, and no two chunks import
//   each other.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { moduleScript } from './module-scripts.ts';
import { devtoolsChunks } from './devtools-check.ts';

const KiB = 1024;
// 151 KiB until the fetchers came to refuse an operation the deployment does not offer: the map of
// extension operations they check each call against is 1.2 KiB of the login page's start-up.
export const FIRST_LOAD_BUDGET = 154 * KiB;
export const ROUTE_BUDGET = 60 * KiB;
/**
 * The kits of shared code (scripts/chunk-plan.ts) and the icon and Radix groups: downloaded once,
 * by the first page that needs them, and cached for every page after it. A page is not charged
 * for them; together they have a budget of their own.
 */
export const SHARED_BUDGET = 140 * KiB;
const SHARED_CHUNKS = /^assets\/(public-kit|signed-in-kit|icons|radix)-/;
// The route files the router loads to render /login (root, pathless layouts, the page itself).
const FIRST_PAGE_ROUTES = [
  /^src\/routes\/__root\.tsx/,
  /^src\/routes\/_app\.tsx/,
  /^src\/routes\/(_app\/)?login\.\{-\$clientId\}\.tsx/,
];
// Heavy libraries that only their own routes may load; matched on chunk names (see vite.config.ts).
// The form chunk has a ceiling too: the registration pages load it cold on phones. It was 98 KiB
// with markdown-to-jsx, which no form uses (src/components/schema-form/plain-markdown.tsx).
const HEAVY_CHUNKS: Record<string, { pattern: RegExp; budget?: number }> = {
  rjsf: { pattern: /^assets\/rjsf-/, budget: 70 * KiB },
  stripe: { pattern: /^assets\/stripe-/ },
  // pdf-lib, loaded when a receipt is downloaded as a PDF (src/entities/payment-attempt).
  pdf: { pattern: /^assets\/pdf-/ },
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
const manifestPath = `${outDir}/.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error(`budgets: ${manifestPath} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const sizeCache = new Map<string, number>();
const gzipSize = (file: string): number => {
  let size = sizeCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length;
    sizeCache.set(file, size);
  }
  return size;
};

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
const total = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

const entries = Object.entries(manifest);
// What index.html loads before the first page: its module scripts (the entry and, when a module of
// the start-up awaits, the bundler's runtime helpers), as the browser meets them. The manifest
// marks no entry when the entry's module sits in a group's chunk.
const indexScripts = [...readFileSync(`${outDir}/index.html`, 'utf8').matchAll(moduleScript)].map(
  (script) => script[1]?.replace(/^\//, ''),
);
const entryKeys = entries
  .filter(([, c]) => c.isEntry || indexScripts.includes(c.file))
  .map(([key]) => key);
if (entryKeys.length === 0) {
  console.error(`budgets: ${outDir}/index.html loads no chunk of the manifest`);
  process.exit(1);
}
const firstPageKeys = entries
  .filter(
    ([, c]) => c.isDynamicEntry && c.src && FIRST_PAGE_ROUTES.some((re) => re.test(c.src ?? '')),
  )
  .map(([key]) => key);
const firstLoad = closure([...entryKeys, ...firstPageKeys]);
const firstLoadSize = total(firstLoad);

const failures: string[] = [];
const rows: [string, string, string, string][] = [];
rows.push([
  'first load (/login)',
  kib(firstLoadSize),
  kib(FIRST_LOAD_BUDGET),
  firstLoadSize <= FIRST_LOAD_BUDGET ? 'ok' : 'OVER',
]);
if (firstLoadSize > FIRST_LOAD_BUDGET)
  failures.push(`first load is ${kib(firstLoadSize)}, budget ${kib(FIRST_LOAD_BUDGET)}`);

// The signed-in shell (menus, property selector, the session's shared queries) loads once after
// sign-in and stays under every page behind login: a page there is charged only for what it adds
// on top of it, and the shell itself is checked as one more row.
const SIGNED_IN_SHELL = 'src/app/layouts/app-chrome.tsx';
const shellKeys = entries.filter(([, c]) => c.src === SIGNED_IN_SHELL).map(([key]) => key);
const shell = closure(shellKeys);
const isShared = (file: string) => SHARED_CHUNKS.test(file);
const shellAdded = [...shell].filter((file) => !firstLoad.has(file) && !isShared(file));
const shellSize = total(shellAdded);
rows.push([
  'signed-in shell (after login)',
  `+${kib(shellSize)}`,
  kib(ROUTE_BUDGET),
  shellSize <= ROUTE_BUDGET ? 'ok' : 'OVER',
]);
if (shellKeys.length === 0)
  failures.push(`no chunk for ${SIGNED_IN_SHELL}: the shell row is blind`);
if (shellSize > ROUTE_BUDGET)
  failures.push(`the signed-in shell adds ${kib(shellSize)}, budget ${kib(ROUTE_BUDGET)}`);

const sharedFiles = [...new Set(entries.map(([, c]) => c.file))].filter(
  (file) => isShared(file) && !firstLoad.has(file),
);
const sharedSize = total(sharedFiles);
rows.push([
  `shared kits, once (${String(sharedFiles.length)} files)`,
  kib(sharedSize),
  kib(SHARED_BUDGET),
  sharedSize <= SHARED_BUDGET ? 'ok' : 'OVER',
]);
if (sharedFiles.length === 0) failures.push('no shared kit was built: the kits row is blind');
if (sharedSize > SHARED_BUDGET)
  failures.push(`the shared kits weigh ${kib(sharedSize)}, budget ${kib(SHARED_BUDGET)}`);

const routeChunks = new Map<string, string[]>();
for (const [key, chunk] of entries) {
  if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/routes/') || firstPageKeys.includes(key))
    continue;
  const route = chunk.src.replace(/\?.*$/, '');
  routeChunks.set(route, [...(routeChunks.get(route) ?? []), key]);
}
for (const [route, keys] of [...routeChunks].sort(([a], [b]) => a.localeCompare(b))) {
  const behindLogin = route.startsWith('src/routes/_app/_authed');
  const added = [...closure(keys)].filter(
    (file) => !firstLoad.has(file) && !isShared(file) && !(behindLogin && shell.has(file)),
  );
  const size = total(added);
  const ok = size <= ROUTE_BUDGET;
  rows.push([
    route.replace('src/routes/', ''),
    `+${kib(size)}`,
    kib(ROUTE_BUDGET),
    ok ? 'ok' : 'OVER',
  ]);
  if (!ok) failures.push(`${route} adds ${kib(size)}, budget ${kib(ROUTE_BUDGET)}`);
}

for (const [name, { pattern, budget }] of Object.entries(HEAVY_CHUNKS)) {
  const files = [...new Set(entries.map(([, c]) => c.file))].filter((file) => pattern.test(file));
  const size = total(files);
  const inFirstLoad = files.some((file) => firstLoad.has(file));
  const over = budget !== undefined && size > budget;
  rows.push([
    `${name} chunk`,
    files.length ? kib(size) : 'not built',
    budget === undefined ? 'lazy only' : `${kib(budget)}, lazy`,
    inFirstLoad ? 'IN FIRST LOAD' : over ? 'OVER' : 'ok',
  ]);
  if (inFirstLoad) failures.push(`the ${name} chunk is part of the first load`);
  if (over) failures.push(`the ${name} chunk weighs ${kib(size)}, budget ${kib(budget)}`);
}

// A chunk that imports a chunk importing it runs its modules in an order the source never had: a
// module can read another's binding before it is initialised. The chunk plan (scripts/chunk-plan.ts)
// and the library groups are built to leave none; this says so when one appears.
const importsOf = new Map(
  entries.map(([, chunk]) => [
    chunk.file,
    (chunk.imports ?? []).flatMap((key) => manifest[key]?.file ?? []),
  ]),
);
const visiting = new Set<string>();
const visited = new Set<string>();
const cycles: string[] = [];
const walk = (file: string, path: string[]) => {
  if (visited.has(file)) return;
  if (visiting.has(file)) {
    cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
    return;
  }
  visiting.add(file);
  for (const next of importsOf.get(file) ?? []) walk(next, [...path, file]);
  visiting.delete(file);
  visited.add(file);
};
for (const file of importsOf.keys()) walk(file, []);
rows.push([
  'chunk import cycles',
  String(cycles.length),
  '0',
  cycles.length === 0 ? 'ok' : 'CYCLE',
]);
for (const cycle of cycles) failures.push(`chunks import each other: ${cycle}`);

const header = ['what', 'gzip', 'budget', 'status'];
const width = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
);
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(width[i] ?? 0) : c.padStart(width[i] ?? 0))).join('  ');
console.info(line(header));
console.info(width.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((row) => console.info(line(row)));
// No devtools code ships (scripts/devtools-check.ts).
for (const file of devtoolsChunks(outDir))
  failures.push(`${file} carries the TanStack devtools: they are for development builds only`);
if (failures.length > 0) {
  console.error(`\nBundle budgets exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.info('\nBundle budgets: all within limits.');
