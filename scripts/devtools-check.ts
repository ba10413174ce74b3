// No devtools in a production build (issue 55 item 8): @tanstack/react-query-devtools and
// @tanstack/react-router-devtools are imported under `import.meta.env.DEV` only (src/app/provider.tsx);
// should that guard ever go, their code would ship to every visitor. Their bundles carry their
// own class-name prefixes (tsqd-, tsrd-), which no code of ours uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const devtoolsMarks = [/\btsqd-[a-z]/, /\btsrd-[a-z]/];

/** Whether a script carries the TanStack devtools' code. */
export function carriesDevtools(code: string): boolean {
  return devtoolsMarks.some((mark) => mark.test(code));
}

/** The built scripts under `outDir`/assets that carry devtools code. */
export function devtoolsChunks(outDir: string): string[] {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => carriesDevtools(readFileSync(join(assets, file), 'utf8')))
    .map((file) => `assets/${file}`);
}
