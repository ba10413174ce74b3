import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
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
    <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
      <AppChrome />
    </Suspense>
  );
}
