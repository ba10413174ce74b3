// Lighthouse and chrome-launcher for `npm run bench`, kept in tools/bench with a lockfile of their
// own: `npm ci` and `npm test` never need them, and their ~200 packages (Sentry, OpenTelemetry,
// Puppeteer among them) took 20–30 s of a fresh clone's `npm ci` (69–109 s against 76–92 s
// without, 2026-11-27). The bench installs them on its first run, and again when their lockfile
// changes; scripts/supply-chain.ts checks that lockfile as it checks the project's.
//
// tools/bench/package.json pins the two tag dependencies of @paulirish/trace_engine ("latest"):
// `npm ci` resolves a tag again at install time, past .npmrc's min-release-age, and then refused
// the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lockfile } from './supply-chain.ts';

/** The part of a Lighthouse report (LHR) the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code?: string; message: string };
  finalDisplayedUrl: string;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment: { benchmarkIndex: number };
}

/** The Lighthouse flags the bench sets. */
export interface LighthouseFlags {
  port: number;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
  disableStorageReset: boolean;
  /** Comma-separated trace categories on top of Lighthouse's own. */
  additionalTraceCategories?: string;
}

/** The Chromium chrome-launcher started: Lighthouse connects to its port. */
export interface LaunchedChrome {
  port: number;
  kill: () => void;
}

export interface BenchTools {
  lighthouse: (
    url: string,
    flags: LighthouseFlags,
    config?: object,
  ) => Promise<{ lhr: LighthouseReport; artifacts?: { Trace?: unknown } } | undefined>;
  /** Lighthouse's desktop preset; the mobile one is its default (no config). */
  desktopConfig: object;
  launchChrome: (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
}

/** name@version of each package a lockfile (or npm's record of an install) holds. */
function lockedVersions(path: string): string {
  if (!existsSync(path)) return '';
  const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
  return Object.entries(lock.packages ?? {})
    .filter(([where]) => where !== '')
    .map(([where, entry]) => `${where}@${entry.version ?? ''}`)
    .sort()
    .join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Installs tools/bench when missing or behind its lockfile, then loads Lighthouse from it. */
export async function loadBenchTools(root: string): Promise<BenchTools> {
  const folder = join(root, 'tools', 'bench');
  const wanted = lockedVersions(join(folder, 'package-lock.json'));
  if (lockedVersions(join(folder, 'node_modules', '.package-lock.json')) !== wanted) {
    console.info('Installing Lighthouse into tools/bench (npm ci, its own lockfile) …');
    const npm = process.env.npm_execpath;
    const installed = spawnSync(
      npm ? process.execPath : 'npm',
      [...(npm ? [npm] : []), 'ci', '--no-audit', '--no-fund'],
      { cwd: folder, stdio: 'inherit' },
    );
    if (installed.status !== 0) throw new Error('npm ci in tools/bench failed');
  }
  const resolve = createRequire(join(folder, 'package.json')).resolve;
  const lighthouse: unknown = await import(pathToFileURL(resolve('lighthouse')).href);
  const chromeLauncher: unknown = await import(pathToFileURL(resolve('chrome-launcher')).href);
  if (
    !isRecord(lighthouse) ||
    typeof lighthouse.default !== 'function' ||
    !isRecord(lighthouse.desktopConfig) ||
    !isRecord(chromeLauncher) ||
    typeof chromeLauncher.launch !== 'function'
  )
    throw new Error('tools/bench: Lighthouse or chrome-launcher is not what the bench expects');
  return {
    lighthouse: lighthouse.default as BenchTools['lighthouse'],
    desktopConfig: lighthouse.desktopConfig,
    launchChrome: chromeLauncher.launch as BenchTools['launchChrome'],
  };
}
