import { createFileRoute, redirect } from '@tanstack/react-router';
import { loggedOut } from '@/features/session/model';

// Logging out clears the session and every cached answer, then shows the login page.
export const Route = createFileRoute('/_app/logout')({
  beforeLoad: ({ context }) => {
    loggedOut();
    context.queryClient.clear();
    throw redirect({ to: '/login/{-$clientId}', replace: true });
  },
});
