import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from '@/lib/language';

/** A translation file's content (public/locales/<language>/<namespace>.json). */
export type ReadTranslations = (language: Language, namespace: string) => Record<string, unknown>;

/**
 * An i18next instance of its own for rendering a prerendered page at build time (in Node): the
 * given namespaces in `language`, with English as the app's fallback, loaded up front.
 */
export async function markupI18n(
  language: Language,
  read: ReadTranslations,
  namespaces: readonly string[],
): Promise<I18n> {
  const resources: Resource = {};
  for (const lng of new Set([language, defaultLanguage]))
    resources[lng] = Object.fromEntries(namespaces.map((ns) => [ns, read(lng, ns)]));
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
