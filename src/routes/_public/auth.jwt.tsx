import { createFileRoute } from '@tanstack/react-router';
import { TokenLoginPage } from '@/features/auth/components/token-login-page';

export const Route = createFileRoute('/_public/auth/jwt')({
  component: TokenLoginPage,
});
