import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

/** What a prerendered page is made of: the layout, and the page on its route at `location`. */
export interface RouteMarkup {
  /** The root route's component: its `<Outlet />` shows `page`, as the app's layout route does. */
  layout: RouteComponent;
  /** The page's route path, as the app's route has it. */
  path: string;
  page: RouteComponent;
  /** The address the page renders at. */
  location: string;
}

/**
 * A public page as HTML, with the providers the app renders it in (translations, a query client,
 * the router), at build time in Node (scripts/prerender.ts).
 */
export async function renderRouteMarkup(
  i18n: I18n,
  { layout, path, page, location }: RouteMarkup,
): Promise<string> {
  const rootRoute = createRootRoute({ component: layout });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [location] }),
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
