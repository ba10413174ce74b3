import { createFileRoute, redirect } from '@tanstack/react-router';
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
});
