import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { routerSession } from '@/entities/session/router-session';
import { routeTree } from '@/routeTree.gen';
import { embedRewrite } from './embed';
import type { RouterContext } from './router-context';

export function createAppRouter(queryClient: QueryClient, options: { embedded: boolean }) {
  const context: RouterContext = { queryClient, session: routerSession };
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: PagePending,
    // A page that does not exist renders inside its layout, so the menus stay.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/components/errors/not-found-page'),
      'NotFoundPage',
    ),
    // Embedded mode is decided once from the first URL; its links and redirects keep /embed.
    ...(options.embedded ? { rewrite: embedRewrite } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
