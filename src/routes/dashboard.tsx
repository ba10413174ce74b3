import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { $isLoggedIn } from '@/features/session/model';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => {
    if (!$isLoggedIn.getState()) throw redirect({ to: '/login/{-$clientId}' });
  },
  component: DashboardPage,
});
