import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { forgetAssumedOffset } from '@/lib/service-clock';
import { tokenFacts } from '@/entities/session/lib/token';
import { $userId, sessionEnded, startSession } from '@/entities/session/model';
import { useCurrentUser } from '@/entities/session/queries';
import type { SignInProblem } from '../lib/link-token';
import { safeRedirectTarget } from '../lib/safe-redirect';
import { ClockOffNotice } from './clock-off-notice';
import { isolate } from '@/lib/isolate';

interface Link {
  token: string;
  redirect: string | null;
  /** What the login page says when the service refuses the token (else "sessionFailed"). */
  refused?: SignInProblem;
}
type Outcome = Link | { problem: SignInProblem };

/**
 * Signs in with a token obtained from a link (token login) or an identity provider (SSO), then
 * opens the page the link asked for. Any problem lands on the login page, which explains it.
 * While someone else is signed in, it asks first: a link must never switch people silently (a
 * card could be saved into the wrong account). The same person's link signs in without asking.
 * With `confirmSignedOut`, a signed-out visitor is asked too: a link anyone can send must not put
 * a person into someone else's account unawares (login CSRF).
 */
export function LinkSignIn({
  titleKey,
  obtainToken,
  confirmSignedOut = false,
}: {
  titleKey: string;
  /** Reads (and removes) what the link carried; resolves to a token or a problem. */
  obtainToken: () => Promise<Outcome>;
  /** Ask "Sign in as …?" before signing a signed-out visitor in; nothing is requested before. */
  confirmSignedOut?: boolean;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const started = useRef(false);
  const currentUserId = useUnit($userId);
  const currentUser = useCurrentUser().data;
  const [asking, setAsking] = useState<Link | null>(null);

  const signIn = async ({ token, redirect, refused }: Link) => {
    setAsking(null);
    const { userLoaded } = await startSession(token);
    if (!userLoaded) {
      forgetAssumedOffset();
      sessionEnded('signInFailed');
      void navigate({
        to: '/login/{-$clientId}',
        search: { reason: refused ?? 'sessionFailed' },
        replace: true,
      });
      return;
    }
    void navigate({ href: safeRedirectTarget(redirect), replace: true });
  };

  useEffect(() => {
    // Once only, even under StrictMode's double effects: the token has left the URL by then.
    if (started.current) return;
    started.current = true;
    void obtainToken().then((outcome) => {
      if ('problem' in outcome) {
        void navigate({
          to: '/login/{-$clientId}',
          search: { reason: outcome.problem },
          replace: true,
        });
        return;
      }
      // Read when the link arrives: the person signed in now, not at the first render.
      const signedInAs = $userId.getState();
      const someoneElse = signedInAs !== null && signedInAs !== tokenFacts(outcome.token).userId;
      if (someoneElse || (signedInAs === null && confirmSignedOut)) {
        setAsking(outcome);
        return;
      }
      void signIn(outcome);
    });
    // signIn only reads stable values (navigate, the session model).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, obtainToken, confirmSignedOut]);

  if (asking) {
    const facts = tokenFacts(asking.token);
    const other = facts.userName ?? t('switchUser.userNumber', { id: facts.userId ?? '' });
    const signedIn = currentUserId !== null;
    const name = currentUser
      ? `${currentUser.firstName} ${currentUser.lastName}`
      : t('switchUser.userNumber', { id: currentUserId ?? '' });
    return (
      <Page title={t(signedIn ? 'switchUser.title' : 'linkSignIn.title')}>
        <ClockOffNotice />
        <p>
          {signedIn
            ? isolate((v) => t('switchUser.question', v), { name, other })
            : isolate((v) => t('linkSignIn.question', v), { name: other })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void signIn(asking)}>{t('switchUser.continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(null);
              forgetAssumedOffset();
              // Signed in, the current session stays as it was, here and in every other tab.
              void navigate(
                signedIn
                  ? { to: '/dashboard', replace: true }
                  : { to: '/login/{-$clientId}', replace: true },
              );
            }}
          >
            {t('switchUser.cancel')}
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t(titleKey, { ns: 'common' })}>
      <p role="status">{t('signingIn', { ns: 'common' })}</p>
    </Page>
  );
}
