import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { preloadRouteTranslations } from '@/app/route-preload';
import { OfflineBanner } from '@/components/offline-banner';
import { $isLoggedIn } from '@/entities/session/model';

/** The routes behind login (`_authed` and its pages). */
const signedInRoutes = '/_app/_authed';

// The root route is not split by the router plugin: these load when first needed instead of
// with the first page.
export const Route = createRootRouteWithContext<RouterContext>()({
  // The matched routes' translations load beside their code, on navigation and on preload. A
  // visitor who is not signed in is on the way to the login page: a private page's are not.
  beforeLoad: ({ matches }) => {
    const loggedIn = $isLoggedIn.getState();
    preloadRouteTranslations(
      matches
        .map((match) => match.routeId)
        .filter((routeId) => loggedIn || !routeId.startsWith(signedInRoutes)),
    );
  },
  component: () => (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  ),
  errorComponent: lazyRouteComponent(
    () => import('@/components/errors/router-error-screen'),
    'RouterErrorScreen',
  ),
  notFoundComponent: lazyRouteComponent(
    () => import('@/components/errors/not-found-page'),
    'NotFoundPage',
  ),
});
