import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';

// The catch-all: a legacy route name redirects to its new page (path and query kept); anything
// else is not found. The redirect table loads only when an unknown path is visited.
export const Route = createFileRoute('/_public/$')({
  beforeLoad: async ({ location }) => {
    const { resolveLegacyPath } = await import('@/app/legacy-redirects');
    const target = resolveLegacyPath(location.pathname, location.searchStr);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: NotFoundPage,
});
