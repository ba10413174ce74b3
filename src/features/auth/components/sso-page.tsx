import { useCallback } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { exchangeSsoToken } from '../api/authenticate';
import type { SignInProblem } from '../lib/link-token';
import { takeFromAddressBar } from '../lib/link-token';
import { LinkSignIn } from './link-sign-in';

interface SsoPageProps {
  /** In a mobile app shell without an identity-provider answer, sign in through its SSO page. */
  mobileSsoUrl: string | null;
}

/** /auth/sso: the identity provider sends the person back here with a token for the portal. */
export function SsoPage({ mobileSsoUrl }: SsoPageProps) {
  const obtainToken = useCallback(async (): Promise<
    { token: string; redirect: string | null } | { problem: SignInProblem }
  > => {
    const taken = takeFromAddressBar(['ssoToken', 'token', 'clientId', 'redirect']);
    const ssoToken = taken.ssoToken ?? taken.token;
    if (!ssoToken) {
      if (mobileSsoUrl) {
        window.location.assign(mobileSsoUrl);
        return new Promise(() => undefined);
      }
      return { problem: 'ssoMissing' };
    }
    try {
      return {
        token: await exchangeSsoToken(ssoToken, taken.clientId ?? null),
        redirect: taken.redirect ?? null,
      };
    } catch (error) {
      if (isApiError(error) && error.status >= 500) return { problem: 'sessionFailed' };
      return { problem: 'ssoFailed' };
    }
  }, [mobileSsoUrl]);
  return <LinkSignIn titleKey="nav.singleSignOn" obtainToken={obtainToken} />;
}
