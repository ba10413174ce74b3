import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import type { RouterContext } from '@/app/router-context';
import { signedInRoutes } from '@/app/route-chunks';
import { preloadRoutes } from '@/app/route-preload';
import { OfflineBanner } from '@/components/offline-banner';
import { StorageBlockedBanner } from '@/components/storage-blocked-banner';

// The root route is not split by the router plugin: these load when first needed instead of
// with the first page.
export const Route = createRootRouteWithContext<RouterContext>()({
  // The matched routes' code and translations load together, on navigation and on preload. A
  // visitor who is not signed in is on the way to the login page: a private page's are not.
  beforeLoad: ({ context, matches }) => {
    const loggedIn = context.session.isLoggedIn;
    preloadRoutes(
      matches
        .map((match) => match.routeId)
        .filter((routeId) => loggedIn || !routeId.startsWith(signedInRoutes)),
    );
  },
  component: RootComponent,
  errorComponent: lazyRouteComponent(
    () => import('@/components/errors/router-error-screen'),
    'RouterErrorScreen',
  ),
  notFoundComponent: lazyRouteComponent(
    () => import('@/components/errors/not-found-page'),
    'NotFoundPage',
  ),
});

function RootComponent() {
  // The router commits the first page in one blocking render (its state reaches React through
  // useSyncExternalStore). Deferred, the first page's mount is a transition React cuts into slices,
  // so a phone stays responsive while it renders (npm run bench: TBT, docs/architecture.md
  // "First render"). It waits for the router's first load: mounted while the page's route was
  // still loading, the page suspended, and the router's answer then mounted all of it in one
  // blocking render. index.html's "Loading…" stays up meanwhile (src/main.tsx).
  // The router's first resolved location comes with the end of its first load, and stays.
  const firstLoadDone = useRouterState({ select: (state) => state.resolvedLocation !== undefined });
  const firstPageMounted = useDeferredValue(firstLoadDone, false);
  return (
    <>
      <OfflineBanner />
      <StorageBlockedBanner />
      {firstPageMounted ? <Outlet /> : null}
    </>
  );
}
