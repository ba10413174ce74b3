import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
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

export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked (private mode, sandboxed iframe): use the default
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

/** Namespaces are per feature; each lives in public/locales/<language>/<namespace>.json. */
export async function initI18n(namespaces: string[] = ['common']): Promise<I18n> {
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      lng: initialLanguage(),
      fallbackLng: defaultLanguage,
      supportedLngs: supportedLanguages,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
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
