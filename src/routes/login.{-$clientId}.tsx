import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';

export const Route = createFileRoute('/login/{-$clientId}')({
  component: LoginRoute,
});

function LoginRoute() {
  const { clientId } = Route.useParams();
  const navigate = useNavigate();
  return <LoginPage clientId={clientId} onLoggedIn={() => void navigate({ to: '/dashboard' })} />;
}
