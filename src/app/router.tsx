import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { routeTree } from '@/routeTree.gen';
import { embedRewrite } from './embed';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, options: { embedded: boolean }) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A page that does not exist renders inside its layout, so the menus stay.
    defaultNotFoundComponent: NotFoundPage,
    // Embedded mode is decided once from the first URL; its links and redirects keep /embed.
    ...(options.embedded ? { rewrite: embedRewrite } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
