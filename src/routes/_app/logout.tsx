import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loggedOut } from '@/features/session/model';

// Logging out clears the session and every cached answer, then shows the login page. It runs
// once this route has rendered, so the page the person left is unmounted: cleared while still
// mounted, its queries would ask again at once, without a token.
export const Route = createFileRoute('/_app/logout')({
  component: Logout,
});

function Logout() {
  const { queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  useEffect(() => {
    loggedOut();
    queryClient.clear();
    void navigate({ to: '/login/{-$clientId}', replace: true });
  }, [queryClient, navigate]);
  return null;
}
