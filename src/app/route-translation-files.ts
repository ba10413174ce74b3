// The opened page's translation files, asked for by the boot script while the HTML is parsed
// (src/app/prerender/boot-entry.ts). The router asks for them as it loads the route, once the
// app's entry has arrived and run: on a phone, a round trip after the entry.
import { defaultLanguage, type Language } from '@/lib/language';
import { startupNamespaces, translationFileUrl } from '@/lib/translation-files';
import { routeNamespaces } from './route-namespaces.gen';

/**
 * Adds a fetch preload for each translation file the given routes (or the chrome's key) use, in
 * the visit's language and in English, which i18next loads beside it as the fallback; and, in
 * another language than English, for the first page's own (index.html preloads those in English
 * only). The app's loader then takes the preloaded answers: the same address, CORS mode and
 * credentials as index.html's preloads.
 */
export function preloadTranslationFiles(keys: readonly string[], language: Language): void {
  const wanted = new Set<string>();
  for (const key of keys)
    for (const namespace of routeNamespaces[key] ?? []) {
      wanted.add(translationFileUrl(language, namespace));
      wanted.add(translationFileUrl(defaultLanguage, namespace));
    }
  if (language !== defaultLanguage)
    for (const namespace of startupNamespaces) wanted.add(translationFileUrl(language, namespace));
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of wanted) {
    if (asked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
