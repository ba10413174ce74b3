// Which language a visit starts in: no i18next here, so the boot script that picks the
// prerendered page's language before the first paint (src/app/prerender/boot.ts) shares the rule.
export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';
const languageStorageKey = 'courtyard-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** A choice made on the language switch wins; a first visit follows the browser's languages. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked (private mode, sandboxed iframe): the browser's languages decide
  }
  return browserLanguage(
    navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  );
}

/** The first of the browser's languages the portal speaks ("es-MX" is Spanish), else English. */
export function browserLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // storage blocked: the choice lasts for this visit only
  }
}
