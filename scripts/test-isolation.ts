// Which unit-test files need a fresh module graph of their own. Most do not: sharing one per
// worker (Vitest `isolate: false`) skips re-creating jsdom and re-importing React for each of
// ~170 files (about 90 s down to about 15 s here). A file that replaces modules or globals
// (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`) would leak them into the next file, so
// it keeps its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const unitTestRoots = ['src', 'openapi', 'scripts'];
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files (relative to `root`) that must run isolated. */
export function filesNeedingIsolation(root: string): string[] {
  return unitTestRoots
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => REPLACES_MODULES_OR_GLOBALS.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(root.length + 1));
}
