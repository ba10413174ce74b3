import { createFileRoute, redirect } from '@tanstack/react-router';
import { $isLoggedIn } from '@/entities/session/model';

// The index page sends each visitor where they belong.
export const Route = createFileRoute('/_public/')({
  beforeLoad: () => {
    throw redirect({
      to: $isLoggedIn.getState() ? '/dashboard' : '/login/{-$clientId}',
      replace: true,
    });
  },
});
