import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'en';
/** SPEC §9: translation loading retries up to 5 times, then falls back to English. */
export const translationLoadRetries = 5;
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

/**
 * Loads public/locales/<language>/<namespace>.json. A failed load is reported as retryable, so
 * i18next tries again (up to translationLoadRetries times) and then falls back to English.
 * Hand-written instead of i18next-http-backend: 2 KiB less on the first page.
 */
export const httpTranslations: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    fetch(`/locales/${language}/${namespace}.json`)
      .then(async (response) => {
        if (!response.ok) {
          // 4xx will not change on a retry; 5xx and network failures may.
          callback(
            new Error(`Translations ${language}/${namespace}: HTTP ${response.status}`),
            response.status >= 500,
          );
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), true);
      });
  },
};

/**
 * What the first page of any visit needs before it renders (src/main.tsx). index.html preloads
 * their English files; src/lib/i18n.test.ts keeps the two lists equal.
 */
export const startupNamespaces = ['common', 'auth', 'errors'];

/** Namespaces are per feature; each lives in public/locales/<language>/<namespace>.json. */
export async function initI18n(namespaces: string[] = ['common']): Promise<I18n> {
  await i18next
    .use(httpTranslations)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: defaultLanguage,
      supportedLngs: supportedLanguages,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      maxRetries: translationLoadRetries,
      retryTimeout: 250,
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18next.resolvedLanguage ?? defaultLanguage;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}
