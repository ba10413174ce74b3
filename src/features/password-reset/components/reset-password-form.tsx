import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/password-reset';
import {
  firstInvalidField,
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordValues,
} from '../lib/password-reset-validation';
import { changePasswordFailure } from '../lib/reset-failure';
import { useSingleFlight } from '@/lib/use-single-flight';

interface ResetPasswordFormProps {
  /** From the emailed link; held in memory only, never written back to the address. */
  resetToken: string;
  onChanged: () => void;
  onLinkRejected: (expired: boolean) => void;
}

const FIELD_ORDER = [
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof NewPasswordValues)[];

/** Step 2: the new password, twice, sent with the token from the link. */
export function ResetPasswordForm({
  resetToken,
  onChanged,
  onLinkRejected,
}: ResetPasswordFormProps) {
  const { t } = useTranslation(['password', 'auth']);
  const failureId = useId();
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  // The service's own words when it refuses the new password (shown under that field).
  const [serviceRejection, setServiceRejection] = useState<string | null>(null);
  const [failure, setFailure] = useState<'server' | null>(null);
  const newPasswordInput = useRef<HTMLInputElement>(null);
  const confirmPasswordInput = useRef<HTMLInputElement>(null);
  const flight = useSingleFlight();
  // Every failure is answered on this screen; no toast on top of it.
  const changePassword = useChangePassword({ mutation: { meta: { suppressErrorToast: true } } });
  const busy = changePassword.isPending;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (flight.isBusy() || busy) return;
    const found = validateNewPassword(values);
    setErrors(found);
    setServiceRejection(null);
    setFailure(null);
    const firstError = firstInvalidField(FIELD_ORDER, found);
    if (firstError) {
      (firstError === 'newPassword' ? newPasswordInput : confirmPasswordInput).current?.focus();
      return;
    }
    flight.mutate(
      changePassword,
      { data: { resetToken, newPassword: values.newPassword } },
      {
        onSuccess: onChanged,
        onError: (error) => {
          const outcome = changePasswordFailure(error);
          switch (outcome.kind) {
            case 'linkRejected':
              onLinkRejected(outcome.expired);
              return;
            case 'passwordRejected':
              setServiceRejection(outcome.message ?? t('auth:validation.invalidPassword'));
              newPasswordInput.current?.focus();
              return;
            case 'server':
              setFailure('server');
          }
        },
      },
    );
  };

  const newPasswordError = errors.newPassword
    ? t(errors.newPassword)
    : (serviceRejection ?? undefined);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={failureId}
    >
      <TextField
        ref={newPasswordInput}
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('reset.rules')}
        value={values.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
        error={newPasswordError}
      />
      <TextField
        ref={confirmPasswordInput}
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
        error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
      />
      <div id={failureId} role="alert" className="text-sm text-danger">
        {failure ? t('auth:errors.server') : null}
      </div>
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
