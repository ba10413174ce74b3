import i18next from 'i18next';
import { preloadRouteCode } from './route-chunks';
import { routeNamespaces } from './route-namespaces.gen';

/**
 * Starts loading what the given routes (route ids, or the chrome's key) need: their script files
 * together (src/app/route-chunks.ts) and their translations. Runs on navigation and on a hovered
 * link's preload alike.
 */
export function preloadRoutes(keys: readonly string[]): void {
  preloadRouteCode(keys);
  preloadRouteTranslations(keys);
}

/**
 * Asks for the translations the given routes' code uses (scripts/route-namespaces.ts), so they
 * arrive with the route's code instead of one round trip after each other as its components
 * render and suspend. Runs on navigation and on a hovered link's preload alike.
 */
export function preloadRouteTranslations(keys: Iterable<string>): void {
  if (!i18next.isInitialized) return;
  const namespaces = new Set<string>();
  for (const key of keys) routeNamespaces[key]?.forEach((namespace) => namespaces.add(namespace));
  if (namespaces.size === 0) return;
  // A failed load is retried and then falls back to English by i18next (src/lib/i18n.ts); the
  // component that needs it still suspends on it, so nothing is lost here.
  i18next.loadNamespaces([...namespaces]).catch(() => undefined);
}
