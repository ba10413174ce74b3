import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { safeRedirectTarget } from '@/features/auth/lib/safe-redirect';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/_app/login/{-$clientId}')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { clientId } = Route.useParams();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginPage
      clientId={clientId}
      onLoggedIn={() => void navigate({ href: safeRedirectTarget(redirect), replace: true })}
    />
  );
}
