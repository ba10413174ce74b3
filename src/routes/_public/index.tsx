import { createFileRoute, redirect } from '@tanstack/react-router';

// The index page sends each visitor where they belong.
export const Route = createFileRoute('/_public/')({
  beforeLoad: ({ context }) => {
    throw redirect({
      to: context.session.isLoggedIn ? '/dashboard' : '/login/{-$clientId}',
      replace: true,
    });
  },
});
