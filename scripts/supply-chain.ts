// npm run check:supply-chain: every installed package comes from the npm registry, pinned by an
// integrity hash, and only packages approved by name run install scripts.
//
// - package-lock.json: each entry resolves from https://registry.npmjs.org/ (this machine's npm
//   omits registry `resolved` URLs, `omit-lockfile-registry-resolved`; npm then fetches name@version
//   from the registry in .npmrc) and has a sha512 integrity; no git, http(s) elsewhere, file or
//   link entries.
// - package.json: dependency and override specs are registry versions or ranges, never URLs,
//   paths or git/GitHub shorthands.
// - .npmrc: the registry, when set, is npm's; `strict-allow-scripts` makes `npm ci` refuse an
//   install script that allowScripts does not name.
// - every lock entry with an install script is named in package.json `allowScripts` (true or false).
// - every runtime dependency is imported by the app (src/, generated/): one nothing uses is code
//   anyone could publish into our install for no benefit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REGISTRY = 'https://registry.npmjs.org/';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  hasInstallScript?: boolean;
  name?: string;
}

export interface Lockfile {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
}

export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  allowScripts?: Record<string, boolean | string>;
}

/** The package name of a lock path: node_modules/a/node_modules/@s/b → @s/b. */
export function packageName(lockPath: string): string {
  const at = lockPath.lastIndexOf('node_modules/');
  return at < 0 ? lockPath : lockPath.slice(at + 'node_modules/'.length);
}

/** A registry version or range (npm:alias@range included); not a URL, path, tag-less git ref. */
export function isRegistrySpec(spec: string): boolean {
  const range = spec.startsWith('npm:') ? spec.slice(spec.lastIndexOf('@') + 1) : spec;
  if (/^(git\+|git:|github:|gitlab:|bitbucket:|gist:|https?:|file:|link:|workspace:)/i.test(range))
    return false;
  // user/repo (GitHub shorthand), ./path, ../path, /path, ~/path
  if (/^[^@\s]+\/[^\s]+$/.test(range) || /^(\.{1,2}\/|\/|~\/)/.test(range)) return false;
  return /^[\w\s.^~<>=|*+-]*$/.test(range);
}

export function lockProblems(lock: Lockfile): string[] {
  const problems: string[] = [];
  if ((lock.lockfileVersion ?? 0) < 2)
    problems.push('package-lock.json: lockfileVersion 2 or 3 expected (npm 7 or later)');
  const packages = lock.packages ?? {};
  if (Object.keys(packages).length === 0) problems.push('package-lock.json: no packages');
  for (const [path, entry] of Object.entries(packages)) {
    if (path === '') continue;
    // Shipped inside another package's tarball: covered by that tarball's integrity.
    if (entry.inBundle) continue;
    if (entry.link) {
      problems.push(`${path}: a link to ${entry.resolved ?? '?'}, not a registry package`);
      continue;
    }
    if (entry.resolved !== undefined) {
      const name = entry.name ?? packageName(path);
      const expected = `${REGISTRY}${name}/-/`;
      if (!entry.resolved.startsWith(expected) || !entry.resolved.endsWith('.tgz'))
        problems.push(`${path}: resolved from ${entry.resolved}, not ${REGISTRY}`);
    }
    if (!entry.version || !/^\d+\.\d+\.\d+(?:[-+][\w.+-]*)?$/.test(entry.version))
      problems.push(`${path}: version "${entry.version ?? ''}" is not a registry version`);
    if (!entry.integrity) problems.push(`${path}: no integrity hash`);
    else if (!entry.integrity.split(/\s+/).some((hash) => hash.startsWith('sha512-')))
      problems.push(`${path}: integrity is not sha512 (${entry.integrity.slice(0, 12)}…)`);
  }
  return problems;
}

export function manifestProblems(manifest: Manifest, lock: Lockfile): string[] {
  const problems: string[] = [];
  const groups = [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
  ] as const;
  for (const group of groups)
    for (const [name, spec] of Object.entries(manifest[group] ?? {}))
      if (!isRegistrySpec(spec)) problems.push(`package.json ${group}.${name}: "${spec}"`);
  const overrides = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (!value.startsWith('$') && !isRegistrySpec(value))
        problems.push(`package.json overrides.${path}: "${value}"`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        overrides(inner, path ? `${path}.${key}` : key);
    }
  };
  overrides(manifest.overrides ?? {}, '');

  const allowed = manifest.allowScripts ?? {};
  const withScripts = new Set(
    Object.entries(lock.packages ?? {})
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path, entry]) => entry.name ?? packageName(path)),
  );
  for (const name of [...withScripts].sort())
    if (!(name in allowed))
      problems.push(
        `${name} has an install script that package.json allowScripts neither allows nor denies`,
      );
  return problems;
}

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?)['"]([^'"]+)['"]/g;

/** The packages a source file imports (`import`, `from`, `import()`, CSS `@import`), by name. */
export function importedPackages(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, specifier = ''] of source.matchAll(IMPORT_SPECIFIER)) {
    // Relative paths, the `@/` alias of src/, and `node:`/`virtual:` modules are no packages.
    if (/^(\.|\/|@\/)/.test(specifier) || specifier.includes(':')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
  }
  return names;
}

/** package.json `dependencies` that none of the sources imports. */
export function unusedDependencies(manifest: Manifest, sources: readonly string[]): string[] {
  const imported = new Set(sources.flatMap((source) => [...importedPackages(source)]));
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => !imported.has(name))
    .map((name) => `package.json dependencies.${name}: imported by nothing in src/ or generated/`);
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The app's own sources, where a runtime dependency must be imported. */
export function appSources(): string[] {
  return ['src', 'generated'].flatMap((dir) => sourceFiles(dir));
}

export function npmrcProblems(npmrc: string): string[] {
  const problems: string[] = [];
  const settings = new Map(
    npmrc
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith(';'))
      .map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
      }),
  );
  const registry = settings.get('registry');
  if (registry !== undefined && registry.replace(/\/?$/, '/') !== REGISTRY)
    problems.push(`.npmrc: registry=${registry}, not ${REGISTRY}`);
  for (const [key, value] of settings)
    if (/^@[^:]+:registry$/.test(key)) problems.push(`.npmrc: ${key}=${value} (a scoped registry)`);
  if (settings.get('strict-allow-scripts') !== 'true')
    problems.push('.npmrc: strict-allow-scripts=true is missing (unapproved install scripts)');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
  const problems = [
    ...lockProblems(lock),
    ...manifestProblems(manifest, lock),
    ...npmrcProblems(existsSync('.npmrc') ? readFileSync('.npmrc', 'utf8') : ''),
    ...unusedDependencies(manifest, appSources()),
  ];
  if (problems.length > 0) {
    console.error(
      `Supply chain: ${String(problems.length)} problem(s):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  const count = Object.keys(lock.packages ?? {}).length - 1;
  const scripts = Object.entries(manifest.allowScripts ?? {})
    .map(([name, allowed]) => `${name} ${allowed === false ? 'denied' : 'allowed'}`)
    .join(', ');
  console.info(
    `${String(count)} packages from ${REGISTRY}, each with a sha512 integrity; install scripts: ${scripts}.`,
  );
}
