import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/components/errors/server-error-page';
import { safeRedirectTarget } from '@/features/auth/lib/safe-redirect';

interface ServerErrorSearch {
  /** The page that failed: Try again returns there when it is a safe in-app target. */
  from?: string;
}

export const Route = createFileRoute('/_public/server-error')({
  validateSearch: (search: Record<string, unknown>): ServerErrorSearch =>
    typeof search.from === 'string' && search.from !== '' ? { from: search.from } : {},
  component: ServerErrorRoute,
});

function ServerErrorRoute() {
  const { from } = Route.useSearch();
  // An unsafe target (another host, the sign-in pages) becomes the dashboard.
  return <ServerErrorPage retryTo={from === undefined ? undefined : safeRedirectTarget(from)} />;
}
