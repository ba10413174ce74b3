import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { preloadRouteTranslations } from '@/app/route-preload';
import { OfflineBanner } from '@/components/offline-banner';

// The root route is not split by the router plugin: these load when first needed instead of
// with the first page.
export const Route = createRootRouteWithContext<RouterContext>()({
  // The matched routes' translations load beside their code, on navigation and on preload.
  beforeLoad: ({ matches }) => {
    preloadRouteTranslations(matches.map((match) => match.routeId));
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
