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
import { ExpressLayout } from '@/app/layouts/public-layout';
import { ExpressCheckoutPage } from '@/features/express-pay/components/express-checkout-page';
import { startupNamespaces } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { markupI18n, type ReadTranslations } from './markup-i18n';

/** The express link's page namespace (public/locales/<language>/express-pay.json). */
const expressNamespace = 'express-pay';

/**
 * The express link's page as the app first renders it at `/epay/:strategy/:link`, while the link
 * is being opened, as HTML (run at build time by scripts/prerender.ts, in Node): the express
 * layout and the checkout page themselves, so the two cannot drift. Nothing in it is the link's:
 * the account, the balance and the form come with the app and the link's answers.
 */
export async function renderExpressMarkup(
  language: Language,
  read: ReadTranslations,
): Promise<string> {
  const i18n = await markupI18n(language, read, [...startupNamespaces, expressNamespace]);
  const rootRoute = createRootRoute({ component: ExpressLayout });
  const checkoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/epay/$strategy/$link',
    component: () => (
      // Any plausible link renders the same frame: the page shows nothing of it while it opens.
      <ExpressCheckoutPage strategy="card" link="link" providerKind="sandbox" publishableKey="" />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([checkoutRoute]),
    history: createMemoryHistory({ initialEntries: ['/epay/card/link'] }),
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
  return html.replace(/^(<link [^>]*>)+/, '');
}
