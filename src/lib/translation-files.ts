// Where each translation file is, and which ones every first page needs: no i18next here, so the
// boot script, which asks for a page's files while the HTML is parsed
// (src/app/prerender/boot-entry.ts), shares them with the app's loader (src/lib/i18n.ts).
/**
 * What the first page of any visit needs before it renders (src/main.tsx). index.html preloads
 * their English files; src/lib/i18n.test.ts keeps the two lists equal.
 */
export const startupNamespaces = ['common', 'auth', 'errors'];

/** public/locales/<language>/<namespace>.json, as the app's loader fetches it. */
export function translationFileUrl(language: string, namespace: string): string {
  return `/locales/${language}/${namespace}.json`;
}
