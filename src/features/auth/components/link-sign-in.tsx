import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { loggedOut, startSession } from '@/features/session/model';
import type { SignInProblem } from '../lib/link-token';
import { safeRedirectTarget } from '../lib/safe-redirect';

/**
 * Signs in with a token obtained from a link (token login) or an identity provider (SSO), then
 * opens the page the link asked for. Any problem lands on the login page, which explains it.
 */
export function LinkSignIn({
  titleKey,
  obtainToken,
}: {
  titleKey: string;
  /** Reads (and removes) what the link carried; resolves to a token or a problem. */
  obtainToken: () => Promise<
    { token: string; redirect: string | null } | { problem: SignInProblem }
  >;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once only, even under StrictMode's double effects: the token has left the URL by then.
    if (started.current) return;
    started.current = true;
    const toLogin = (reason: SignInProblem) =>
      void navigate({ to: '/login/{-$clientId}', search: { reason }, replace: true });
    void obtainToken().then(async (outcome) => {
      if ('problem' in outcome) {
        toLogin(outcome.problem);
        return;
      }
      const { userLoaded } = await startSession(outcome.token);
      if (!userLoaded) {
        loggedOut();
        toLogin('sessionFailed');
        return;
      }
      void navigate({ href: safeRedirectTarget(outcome.redirect), replace: true });
    });
  }, [navigate, obtainToken]);

  return (
    <Page title={t(titleKey)}>
      <p role="status">{t('signingIn')}</p>
    </Page>
  );
}
