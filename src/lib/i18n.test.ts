// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeNamespaces, localePath, readLocale } from '@/testing/locales';
import {
  browserLanguage,
  defaultLanguage,
  initialLanguage,
  rememberLanguage,
  startupNamespaces,
  supportedLanguages,
} from './i18n';

// Every text exists in every language from the day it is written. This covers every namespace;
// the features' own locales.test.ts files only add what is particular to them.
const namespaces = localeNamespaces();
const translations = supportedLanguages.filter((l) => l !== 'en');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralForm = (key: string) => pluralSuffix.exec(key)?.[1];
// i18next plural suffixes differ per language; compare keys without them.
const base = (key: string) => key.replace(pluralSuffix, '');

it('index.html preloads the start-up translations and the configuration, and nothing else', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const preloads = [
    ...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/g),
  ].map((match) => match[1]);
  expect(preloads).toEqual([
    '/config.json',
    ...startupNamespaces.map((namespace) => `/locales/${defaultLanguage}/${namespace}.json`),
  ]);
  // Only exact matches are answered by the preload: every preload tag has the shape above.
  expect(html.match(/rel="preload"/g)).toHaveLength(preloads.length);
});

describe('the language of a visit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function browser(languages: string[], stored: Record<string, string> = {}) {
    const items = new Map(Object.entries(stored));
    vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
  }

  it.each([
    [['es-ES', 'en'], 'es'],
    [['es-419'], 'es'],
    [['ES-mx', 'en-US'], 'es'],
    [['es'], 'es'],
    [['en-US', 'es-ES'], 'en'],
    [['fr-FR', 'es-ES', 'en'], 'es'],
    [['fr-FR', 'de'], 'en'],
    [['eu-ES'], 'en'],
    [[], 'en'],
  ])('the browser preferring %j gives %s', (preferences, language) => {
    expect(browserLanguage(preferences)).toBe(language);
  });

  it('a first visit takes the browser’s first language the portal speaks', () => {
    browser(['es-ES', 'en']);
    expect(initialLanguage()).toBe('es');
    browser(['en-GB', 'es']);
    expect(initialLanguage()).toBe('en');
  });

  it('a choice made on the switch always wins over the browser', () => {
    browser(['es-ES']);
    rememberLanguage('en');
    expect(initialLanguage()).toBe('en');
    browser(['en-US']);
    rememberLanguage('es');
    expect(initialLanguage()).toBe('es');
  });

  it('a stored value that is no language is ignored', () => {
    browser(['es-AR'], { 'courtyard-language': 'klingon' });
    expect(initialLanguage()).toBe('es');
  });

  it('blocked storage leaves the browser to decide', () => {
    vi.stubGlobal('navigator', { languages: ['es-CL'], language: 'es-CL' });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(initialLanguage()).toBe('es');
  });
});

it('finds the namespaces', () => {
  expect(namespaces.length).toBeGreaterThan(10);
});

describe.each(namespaces)('translations %s', (namespace) => {
  it.each(translations)('exist in %s', (language) => {
    expect(existsSync(localePath(language, namespace)), localePath(language, namespace)).toBe(true);
  });

  it.each(translations)('has every English key in %s, and no other', (language) => {
    const english = [...readLocale('en', namespace).keys()];
    const other = [...readLocale(language, namespace).keys()];
    const englishBases = new Set(english.map(base));
    const otherBases = new Set(other.map(base));
    expect([...englishBases].filter((key) => !otherBases.has(key))).toEqual([]);
    expect([...otherBases].filter((key) => !englishBases.has(key))).toEqual([]);
    // Key for key, plural forms included, as far as the language's own plural rules go: a form
    // the language does not have need not be there, one English does not have may be.
    const forms = new Set<string>(
      new Intl.PluralRules(language).resolvedOptions().pluralCategories,
    );
    const ownForm = (key: string) => forms.has(pluralForm(key) ?? '');
    const englishKeys = new Set(english);
    const otherKeys = new Set(other);
    const englishPlurals = new Set(english.filter(pluralForm).map(base));
    expect(
      english.filter((key) => !otherKeys.has(key) && (!pluralForm(key) || ownForm(key))),
    ).toEqual([]);
    expect(
      other.filter(
        (key) => !englishKeys.has(key) && !(ownForm(key) && englishPlurals.has(base(key))),
      ),
    ).toEqual([]);
  });

  it.each(translations)('keeps the same {{placeholders}} in %s', (language) => {
    const english = readLocale('en', namespace);
    const other = readLocale(language, namespace);
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of other) {
      const source =
        english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key));
      if (source !== undefined)
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(source));
    }
  });

  it('is not empty anywhere', () => {
    for (const language of supportedLanguages) {
      for (const [key, text] of readLocale(language, namespace))
        expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });
});
