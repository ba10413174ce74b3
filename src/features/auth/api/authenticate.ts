import { authenticateSso } from '@generated/users/hooks/auth/auth';

export { useAuthenticateUser } from '@generated/users/hooks/auth/auth';

/** SPEC §7: POST /Users/AuthenticateSSO with what the identity provider sent. */
export async function exchangeSsoToken(ssoToken: string, clientId: string | null): Promise<string> {
  const { token } = await authenticateSso({ ssoToken, ...(clientId ? { clientId } : {}) });
  return token;
}
