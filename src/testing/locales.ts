// Test helpers for the translation files in public/locales/<language>/<namespace>.json.
// Node only: tests that use them run with `// @vitest-environment node`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type LocaleTree = { [key: string]: string | LocaleTree };

/** The repository root, with a trailing slash. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The namespaces English has: one per public/locales/en/*.json, without the extension. */
export function localeNamespaces(): string[] {
  return readdirSync(`${repoRoot}public/locales/en`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function localePath(language: string, namespace: string): string {
  return `${repoRoot}public/locales/${language}/${namespace}.json`;
}

/** The JSON tree of one language's namespace, as i18next gets it. */
export function readLocaleTree(language: string, namespace: string): LocaleTree {
  return JSON.parse(readFileSync(localePath(language, namespace), 'utf8')) as LocaleTree;
}

/** The texts of a tree by dotted key: `{ a: { b: 'x' } }` gives `a.b → x`. */
export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flattenLocale(value, path)) entries.set(k, v);
  }
  return entries;
}

export function readLocale(language: string, namespace: string): Map<string, string> {
  return flattenLocale(readLocaleTree(language, namespace));
}

export interface LoadedNamespace {
  english: Map<string, string>;
  spanish: Map<string, string>;
  /** English has the key, or its i18next plural form `key_one`. */
  has: (key: string) => boolean;
}

export function loadNamespace(namespace: string): LoadedNamespace {
  const english = readLocale('en', namespace);
  const spanish = readLocale('es', namespace);
  return {
    english,
    spanish,
    has: (key) => english.has(key) || english.has(`${key}_one`),
  };
}

/** `t('some.key'` calls; the first group is the key. */
export const tCall = /\bt\(\s*'([\w.-]+)'/g;

/** The first group of every match of the patterns in the files. */
export function keysIn(files: string[], patterns: RegExp | RegExp[] = tCall): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of [patterns].flat())
      for (const match of source.matchAll(pattern)) used.add(match[1] ?? '');
  }
  return used;
}

export interface ScanOptions {
  /** What to collect, the key in the first group; several patterns are all applied. */
  pattern?: RegExp | RegExp[];
  /** Which files to read, by how their names end. */
  extensions?: string[];
  /** Read the sub-folders too. */
  recursive?: boolean;
}

/**
 * The translation keys the source files of a folder ask for, by default in `t('…')` calls in
 * its .tsx files (tests included), sub-folders left out.
 */
export function keysUsedIn(
  folder: URL,
  { pattern = tCall, extensions = ['.tsx'], recursive = false }: ScanOptions = {},
): Set<string> {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (statSync(`${dir}${name}`).isDirectory()) return recursive ? files(`${dir}${name}/`) : [];
      return extensions.some((extension) => name.endsWith(extension)) ? [`${dir}${name}`] : [];
    });
  return keysIn(files(fileURLToPath(folder)), pattern);
}
