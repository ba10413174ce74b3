import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/app/layouts/app-layout';
import { loadAppChrome } from '@/app/layouts/app-chrome-loader';
import { chromeKey } from '@/app/route-namespaces.gen';
import { preloadRoutes } from '@/app/route-preload';

export const Route = createFileRoute('/_app')({
  // The loader rides in the layout's chunk: a chunk of its own was one more request, one round
  // trip after the route's, on every page (the login page's too), for a few lines.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['errorComponent', 'notFoundComponent', 'pendingComponent'],
  ],
  // Signed in, the layout renders the full chrome: its code and translations load beside the page's,
  // and its code is part of the route's load, so the chrome and the page render together.
  beforeLoad: ({ context }) => {
    if (!context.session.isLoggedIn) return;
    preloadRoutes([chromeKey]);
  },
  loader: async ({ context }) => {
    if (!context.session.isLoggedIn) return;
    await loadAppChrome().catch(() => undefined); // the layout's own load reports a failure
  },
  component: AppLayout,
});
