import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouterErrorScreen } from '@/components/errors/router-error-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
  errorComponent: RouterErrorScreen,
  notFoundComponent: NotFoundPage,
});
