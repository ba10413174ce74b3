import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { PagePending } from '@/components/page-pending';
import { $isLoggedIn } from '@/entities/session/model';
import { loadAppChrome } from './app-chrome-loader';
import { PublicLayout } from './public-layout';

// The full chrome (menus, property selector, user menu) loads only once someone is logged in,
// so the login page stays inside its first-load budget.
const AppChrome = lazy(() => loadAppChrome().then((m) => ({ default: m.AppChrome })));

/** The main layout at / (and /embed): public frame when logged out, full chrome when in. */
export function AppLayout() {
  const loggedIn = useUnit($isLoggedIn);
  if (!loggedIn) return <PublicLayout />;
  return (
    // While the chrome's code arrives the page keeps saying it loads, as index.html did: the
    // router's first commit removes that notice (src/main.tsx).
    <Suspense
      fallback={
        <div className="min-h-dvh p-6">
          <PagePending />
        </div>
      }
    >
      <AppChrome />
    </Suspense>
  );
}
