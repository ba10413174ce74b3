// npm run bench:grid — how fast the shared grid (src/components/data-table) handles 10,000 rows
// in a real Chromium with the CPU slowed four times. Not a test: it prints medians to read.
//
// 1. Builds the harness page (src/testing/grid-bench-harness.tsx, which the app never
//    imports) with Vite into bench-results/grid-harness/, apart from the production bundle.
// 2. Serves it on a free local port, opens it in Chromium (Debian's /usr/bin/chromium when
//    present, else Playwright's) and slows the CPU 4× with CDP Emulation.setCPUThrottlingRate.
// 3. Per run: mounts the grid with the rows, sorts by Amount (ascending, then descending),
//    filters by type and clears the filter, scrolls to the middle; each time is measured in the
//    page from the action until the next frame is painted. Prints the median of the runs (after
//    one warm-up run that is not counted), with the fastest and slowest.
//
// Options (environment): BENCH_ROWS (default 10000), BENCH_RUNS (default 5), BENCH_CPU (default 4).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'bench-results', 'grid-harness');
const entry = 'src/testing/grid-bench-harness.tsx';
const rows = Number(process.env.BENCH_ROWS ?? '10000');
const runs = Number(process.env.BENCH_RUNS ?? '5');
const cpuSlowdown = Number(process.env.BENCH_CPU ?? '4');

interface ManifestChunk {
  file: string;
  css?: string[];
}

console.info(`Building the grid harness into ${outDir} …`);
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': join(root, 'src'),
      '@generated': join(root, 'generated'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: { input: join(root, entry) },
  },
});
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const chunk = manifest[entry];
if (!chunk) throw new Error(`The harness build has no ${entry}`);
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grid benchmark</title>
${(chunk.css ?? []).map((css) => `<link rel="stylesheet" href="/${css}">`).join('\n')}
</head><body><div id="root"></div><script type="module" src="/${chunk.file}"></script></body></html>`,
);

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
  if (!file.startsWith(resolve(outDir)) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;

const systemChromium = '/usr/bin/chromium';
const browser = await chromium.launch({
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

interface BenchApi {
  mount: (count: number) => Promise<number>;
  sort: (header: string) => Promise<number>;
  filter: (kind: string | undefined) => Promise<number>;
  scroll: (fraction: number) => Promise<number>;
  renderedRows: () => number;
  rowCountText: () => string;
}
type BenchWindow = Window & { gridBench?: BenchApi };

const samples: Record<string, number[]> = {};
const keep = (name: string, ms: number) => {
  (samples[name] ??= []).push(ms);
};
let rendered = 0;
let counts: string[] = [];

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url);
  await page.waitForFunction(() => (window as BenchWindow).gridBench !== undefined);
  // Each step runs in the page: Playwright sends the function's source, so no closures.
  const mount = (count: number) =>
    page.evaluate((n) => (window as BenchWindow).gridBench?.mount(n) ?? -1, count);
  const sort = (header: string) =>
    page.evaluate((h) => (window as BenchWindow).gridBench?.sort(h) ?? -1, header);
  const filter = (kind: string | null) =>
    page.evaluate((k) => (window as BenchWindow).gridBench?.filter(k ?? undefined) ?? -1, kind);
  const scroll = (fraction: number) =>
    page.evaluate((f) => (window as BenchWindow).gridBench?.scroll(f) ?? -1, fraction);
  const domRows = () =>
    page.evaluate(() => (window as BenchWindow).gridBench?.renderedRows() ?? -1);
  const countText = () =>
    page.evaluate(() => (window as BenchWindow).gridBench?.rowCountText() ?? '');

  // One warm-up run (JIT, fonts, style caches) that is not counted.
  for (let run = -1; run < runs; run += 1) {
    const record = run < 0 ? () => undefined : keep;
    record('render 10,000 rows (mount to first paint)', await mount(rows));
    rendered = await domRows();
    record('sort by Amount, ascending', await sort('Amount'));
    record('sort by Amount, descending', await sort('Amount'));
    record('filter by type (fines)', await filter('fine'));
    const filtered = await countText();
    record('clear the filter', await filter(null));
    record('scroll to the middle', await scroll(0.5));
    counts = [filtered, await countText()];
  }
} finally {
  await browser.close();
  server.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const chromiumName = existsSync(systemChromium) ? systemChromium : "Playwright's Chromium";
console.info(
  `\nShared grid, ${rows.toLocaleString('en-US')} rows, ${chromiumName}, CPU slowed ${String(cpuSlowdown)}×, median of ${String(runs)} runs after a warm-up (min–max):\n`,
);
const width = Math.max(...Object.keys(samples).map((name) => name.length));
for (const [name, values] of Object.entries(samples)) {
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.info(
    `  ${name.padEnd(width)}  ${fmt(median(values)).padStart(8)}   (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`,
  );
}
console.info(
  `\n  body rows in the DOM after mounting: ${String(rendered)} of ${rows.toLocaleString('en-US')}; row count read "${counts[1] ?? ''}", filtered "${counts[0] ?? ''}"`,
);
