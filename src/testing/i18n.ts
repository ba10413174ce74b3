import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance of its own for a component test, in English, with the namespaces given
 * (the first is the default): `await englishI18n({ common })` in a `beforeAll`.
 */
export async function englishI18n(namespaces: ResourceLanguage): Promise<I18n> {
  const instance = i18next.createInstance();
  const names = Object.keys(namespaces);
  await instance.use(initReactI18next).init({
    lng: 'en',
    ns: names,
    defaultNS: names[0] ?? 'common',
    resources: { en: namespaces },
    interpolation: { escapeValue: false },
  });
  return instance;
}
