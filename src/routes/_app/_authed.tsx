import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $isLoggedIn } from '@/features/session/model';

// Pages behind login: a visitor without a session goes to /login and comes back afterwards.
export const Route = createFileRoute('/_app/_authed')({
  beforeLoad: ({ location }) => {
    if (!$isLoggedIn.getState()) {
      throw redirect({
        to: '/login/{-$clientId}',
        search: { redirect: location.href },
        replace: true,
      });
    }
  },
  component: AuthedPages,
});

// The moment the session ends (logout, a 401), the pages behind login unmount, before the login
// page replaces them: still mounted, their queries would ask again without a token.
function AuthedPages() {
  return useUnit($isLoggedIn) ? <Outlet /> : null;
}
