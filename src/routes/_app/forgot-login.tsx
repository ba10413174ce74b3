import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { ForgotLoginPage } from '@/features/password-reset/components/forgot-login-page';

interface ForgotLoginSearch {
  /** From the emailed reset link; the page takes it and removes it from the address at once. */
  resetToken?: string;
}

export const Route = createFileRoute('/_app/forgot-login')({
  validateSearch: (search: Record<string, unknown>): ForgotLoginSearch =>
    typeof search.resetToken === 'string' && search.resetToken !== ''
      ? { resetToken: search.resetToken }
      : {},
  // Without the reset-link request only a link's new password (PUT /Users/Password/) is here.
  beforeLoad: ({ search }) => {
    if (!search.resetToken && !hasCapability('passwordReset'))
      throw redirect({ to: '/login/{-$clientId}', replace: true });
  },
  component: ForgotLoginRoute,
});

function ForgotLoginRoute() {
  const { resetToken } = Route.useSearch();
  return <ForgotLoginPage resetTokenFromUrl={resetToken} />;
}
