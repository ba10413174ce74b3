import { createFileRoute, redirect } from '@tanstack/react-router';
import { $isLoggedIn } from '@/features/session/model';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: $isLoggedIn.getState() ? '/dashboard' : '/login/{-$clientId}' });
  },
});
