// npm run check:generated: regenerates generated/ and fails when that changed anything, naming the
// files. A stale generated/ means someone changed a contract or a form schema (forms/) without
// running `npm run generate`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(full, createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

const before = snapshot('generated');
const result = spawnSync(process.execPath, ['scripts/generate.ts'], { encoding: 'utf8' });
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  console.error('check:generated: `npm run generate` failed; fix the contract it names above.');
  process.exit(1);
}
const after = snapshot('generated');
const changed = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .sort();
if (changed.length > 0) {
  console.error(
    `generated/ was stale: regenerating changed ${changed.length} file(s):\n` +
      changed
        .map((f) => `  ${before.has(f) ? (after.has(f) ? 'changed' : 'removed') : 'added'}  ${f}`)
        .join('\n') +
      '\nThe fresh output is now in your working tree: review it and commit it with the contract change.',
  );
  process.exit(1);
}
console.info(`check:generated: generated/ matches openapi/ and forms/ (${after.size} files).`);
