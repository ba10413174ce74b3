import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { isClientId } from '@/features/auth/lib/client-id';
import { isSignInProblem, type SignInProblem } from '@/features/auth/lib/link-token';
import { safeRedirectTarget } from '@/features/auth/lib/safe-redirect';

interface LoginSearch {
  redirect?: string;
  /** Why a sign-in link sent the person here. */
  reason?: SignInProblem;
}

export const Route = createFileRoute('/_app/login/{-$clientId}')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(isSignInProblem(search.reason) ? { reason: search.reason } : {}),
  }),
  // Anything but a company code is a page that does not exist: never echoed, never sent.
  beforeLoad: ({ params }) => {
    if (params.clientId !== undefined && !isClientId(params.clientId)) throw notFound();
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { clientId } = Route.useParams();
  const { redirect, reason } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginPage
      clientId={clientId}
      reason={reason}
      onLoggedIn={() => void navigate({ href: safeRedirectTarget(redirect), replace: true })}
    />
  );
}
