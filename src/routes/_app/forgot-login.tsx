import { createFileRoute } from '@tanstack/react-router';
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
  component: ForgotLoginRoute,
});

function ForgotLoginRoute() {
  const { resetToken } = Route.useSearch();
  return <ForgotLoginPage resetTokenFromUrl={resetToken} />;
}
