import { useUnit } from 'effector-react';
import { Suspense, use } from 'react';
import { PagePending } from '@/components/page-pending';
import { $isLoggedIn } from '@/entities/session/model';
import { loadAppChrome, loadedAppChrome } from './app-chrome-loader';
import { PublicLayout } from './public-layout';

/** The main layout at / (and /embed): public frame when logged out, full chrome when in. */
export function AppLayout() {
  const loggedIn = useUnit($isLoggedIn);
  if (!loggedIn) return <PublicLayout />;
  return (
    // Only when the chrome's code has not arrived with the route's load (a failed load): the page
    // keeps saying it loads, as index.html did.
    <Suspense
      fallback={
        <div className="min-h-dvh p-6">
          <PagePending />
        </div>
      }
    >
      <SignedInChrome />
    </Suspense>
  );
}

/**
 * The full chrome (menus, property selector, user menu) loads only once someone is logged in, so
 * the login page stays inside its first-load budget. The router's load of `_app` waits for it, so
 * a signed-in page renders at once with its chrome. A placeholder shown and replaced within the
 * same moment would hold the page back: React keeps a revealed boundary's fallback on screen for
 * at least 300 ms (docs/architecture.md, "Signed-in first paint").
 */
function SignedInChrome() {
  const chrome = loadedAppChrome() ?? use(loadAppChrome());
  return <chrome.AppChrome />;
}
