import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, initialLanguage, supportedLanguages } from './language';

export {
  browserLanguage,
  defaultLanguage,
  initialLanguage,
  isLanguage,
  rememberLanguage,
  supportedLanguages,
  type Language,
} from './language';
/** SPEC §9: translation loading retries up to 5 times, then falls back to English. */
export const translationLoadRetries = 5;

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
