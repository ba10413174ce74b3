import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api/api-error';
import { tokenReceived } from '@/features/session/model';
import { useAuthenticateUser } from '../api/authenticate';
import { loginFailureKey, validateLogin, type LoginErrors } from '../lib/login-validation';

interface LoginPageProps {
  clientId?: string | undefined;
  onLoggedIn: () => void;
}

export function LoginPage({ clientId, onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  // The form shows its own message for a failed login; no toast on top of it.
  const authenticate = useAuthenticateUser({ mutation: { meta: { suppressErrorToast: true } } });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (authenticate.isPending) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    authenticate.mutate(
      { data: { email: email.trim(), password, ...(clientId ? { clientId } : {}) } },
      {
        onSuccess: ({ token }) => {
          tokenReceived(token);
          onLoggedIn();
        },
      },
    );
  };

  const failure =
    authenticate.error && isApiError(authenticate.error)
      ? t(loginFailureKey(authenticate.error.status))
      : null;

  return (
    <div className="mx-auto flex max-w-md flex-col justify-center py-6">
      <h1 className="mb-6 text-2xl font-semibold">{t('login.title')}</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-describedby="login-failure"
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email ? t(errors.email) : undefined}
        />
        <TextField
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
        <Button type="submit" disabled={authenticate.isPending}>
          {authenticate.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
