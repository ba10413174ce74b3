import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRequestPasswordReset } from '../api/password-reset';
import { validateResetRequest, type ResetRequestErrors } from '../lib/password-reset-validation';
import { requestLinkFailure } from '../lib/reset-failure';
import { useSingleFlight } from '@/lib/use-single-flight';

interface RequestLinkFormProps {
  /** Owned by the page, so "send another link" comes back with the address still typed. */
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}

/** Step 1: the email the reset link goes to. */
export function RequestLinkForm({ email, onEmailChange, onSent }: RequestLinkFormProps) {
  const { t } = useTranslation(['password', 'auth']);
  const failureId = useId();
  const [errors, setErrors] = useState<ResetRequestErrors>({});
  const [failure, setFailure] = useState<'server' | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // A second press between the click and the re-render that disables the button must not send
  // a second email.
  const flight = useSingleFlight();
  // The form shows its own message; no toast on top of it.
  const requestReset = useRequestPasswordReset({
    mutation: { meta: { suppressErrorToast: true } },
  });
  const busy = requestReset.isPending;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (flight.isBusy() || busy) return;
    const found = validateResetRequest({ email });
    setErrors(found);
    setFailure(null);
    if (found.email) {
      emailInput.current?.focus();
      return;
    }
    flight.mutate(
      requestReset,
      { data: { email: email.trim() } },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (requestLinkFailure(error) === 'invalidEmail') {
            setErrors({ email: 'auth:validation.invalidEmail' });
            emailInput.current?.focus();
          } else {
            setFailure('server');
          }
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={failureId}
    >
      <TextField
        ref={emailInput}
        label={t('request.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.email ? t(errors.email) : undefined}
      />
      <div id={failureId} role="alert" className="text-sm text-danger">
        {failure ? t('auth:errors.server') : null}
      </div>
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? t('request.submitting') : t('request.submit')}
      </Button>
    </form>
  );
}
