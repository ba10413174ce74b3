import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { PublicFrame } from '@/app/layouts/public-layout';
import { LoginPage } from '@/features/auth/components/login-page';
import { startupNamespaces } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { markupI18n, type ReadTranslations } from './markup-i18n';

/**
 * The login page as the signed-out app renders it at /login, as HTML (run at build time by
 * scripts/prerender.ts, in Node): the same components, so the two cannot drift. Without the
 * footer, which names the deployment's help centre (runtime configuration).
 */
export async function renderLoginMarkup(
  language: Language,
  read: ReadTranslations,
): Promise<string> {
  const i18n = await markupI18n(language, read, startupNamespaces);
  const rootRoute = createRootRoute({
    component: () => (
      <PublicFrame footer={null}>
        <LoginPage onLoggedIn={() => undefined} />
      </PublicFrame>
    ),
  });
  const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([loginRoute]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
    isServer: true,
  });
  await router.load();
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
    // The app's own ids (useId) cannot collide with these while both are in the document.
    { identifierPrefix: 'prerendered-' },
  );
  // React hoists an image preload in front of the markup; the HTML's head already has the icon.
  return html.replace(/^(<link [^>]*>)+/, '');
}
