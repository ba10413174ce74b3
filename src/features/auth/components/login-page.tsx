import { Link } from '@tanstack/react-router';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api/api-error';
import { hasCapability } from '@/lib/api/capabilities';
import { learnFromIssuedToken } from '@/lib/service-clock';
import { sessionEnded, startSession } from '@/entities/session/model';
import { useAuthenticateUser } from '../api/authenticate';
import { ClockOffNotice } from './clock-off-notice';
import type { SignInProblem } from '../lib/link-token';
import { loginFailureKey, validateLogin, type LoginErrors } from '../lib/login-validation';

interface LoginPageProps {
  clientId?: string | undefined;
  /** Why a sign-in link sent the person here, explained above the form. */
  reason?: SignInProblem | undefined;
  onLoggedIn: () => void;
}

export function LoginPage({ clientId, reason, onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The form shows its own message for a failed login; no toast on top of it.
  const authenticate = useAuthenticateUser({ mutation: { meta: { suppressErrorToast: true } } });
  const busy = authenticate.isPending || opening;

  // SPEC §4/§6: the user, portal token, securities and settings load, then the portal opens.
  const openPortal = async (token: string) => {
    setOpening(true);
    const { userLoaded } = await startSession(token);
    setOpening(false);
    if (userLoaded) {
      onLoggedIn();
    } else {
      sessionEnded('signInFailed');
      setFailure(t('errors.server'));
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    // One request however often the button is pressed.
    if (busy) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
    if (Object.keys(found).length > 0) return;
    authenticate.mutate(
      { data: { email: email.trim(), password, ...(clientId ? { clientId } : {}) } },
      {
        onSuccess: ({ token }) => {
          learnFromIssuedToken(token);
          void openPortal(token);
        },
        onError: (error) => {
          setFailure(t(loginFailureKey(isApiError(error) ? error.status : 0)));
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-md flex-col justify-center py-6">
      <h1 className="mb-2 text-2xl font-semibold">{t('login.title')}</h1>
      {clientId ? (
        <p className="mb-4 text-ink-muted">{t('login.forClient', { clientId })}</p>
      ) : null}
      <ClockOffNotice />
      {reason ? (
        <p role="status" className="rounded-md border border-line bg-surface p-3">
          {t(`linkProblems.${reason}`)}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-4"
        aria-describedby="login-failure"
      >
        <TextField
          ref={emailInput}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email ? t(errors.email) : undefined}
        />
        <TextField
          ref={passwordInput}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password ? t(errors.password) : undefined}
        />
        <div id="login-failure" role="alert" className="text-sm text-danger">
          {failure}
        </div>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <nav aria-label={t('login.moreOptions')} className="mt-6">
        <ul className="flex flex-col gap-2 text-sm">
          {hasCapability('passwordReset') ? (
            <li>
              <Link to="/forgot-login" className="font-semibold text-brand underline">
                {t('login.forgot')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/create-account" className="font-semibold text-brand underline">
              {t('login.createAccount')}
            </Link>
          </li>
          {hasCapability('requestAccount') ? (
            <li>
              <Link to="/request-account" className="font-semibold text-brand underline">
                {t('login.requestAccount')}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
