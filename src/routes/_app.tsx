import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/app/layouts/app-layout';
import { loadAppChrome } from '@/app/layouts/app-chrome-loader';
import { chromeKey } from '@/app/route-namespaces.gen';
import { preloadRouteTranslations } from '@/app/route-preload';
import { $isLoggedIn } from '@/entities/session/model';

export const Route = createFileRoute('/_app')({
  // Signed in, the layout renders the full chrome: its code and translations load beside the
  // page's instead of after the page has rendered once.
  beforeLoad: () => {
    if (!$isLoggedIn.getState()) return;
    loadAppChrome().catch(() => undefined); // the layout's own load reports a failure
    preloadRouteTranslations([chromeKey]);
  },
  component: AppLayout,
});
