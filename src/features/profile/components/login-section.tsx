import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { userQueryOptions } from '@/entities/session/api/session-queries';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { tokenRenewed } from '@/entities/session/model';
import schemaJson from '../../../../forms/login-info.schema.json';
import uiJson from '../../../../forms/login-info.ui.json';
import {
  useChangePassword,
  useUpdateCachedProfile,
  useUpdateLoginInfo,
  type HomeownerProfile,
} from '../api/profile-api';
import { loginChanges, validateLoginForm, type LoginFormData } from '../lib/login-form';
import { describeProblem } from '@/lib/api/problem';
import { useSingleFlight } from '@/lib/use-single-flight';
import { serviceFieldErrors } from '../lib/service-errors';
import { FailureMessage, StatusMessage } from './feedback';
import { TrackedForm } from './unsaved-changes';

const schema = formSchema(schemaJson);
const uiSchema = formUiSchema<LoginFormData>(uiJson);
const FIELDS = {
  email: 'email',
  userName: 'userName',
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
} as const;

interface LoginSectionProps {
  homeownerId: number;
  profile: HomeownerProfile;
}

/**
 * Login info: the login email and user name (PATCH /home/login) and the password
 * (PUT /Users/Password/), both confirmed by the current password.
 */
export function LoginSection({ homeownerId, profile }: LoginSectionProps) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateCachedProfile(homeownerId);
  const updateLogin = useUpdateLoginInfo();
  const changePassword = useChangePassword();
  const queryClient = useQueryClient();
  // SPEC §6: the login info is the homeowner's to change, never a staff member's mimicking them.
  const blocked = useBlockedByMimic();
  const reasonId = useId();
  const flight = useSingleFlight();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);
  // A new key starts the form afresh (new values, passwords cleared) after a save.
  const [version, setVersion] = useState(0);

  const submit = async (data: LoginFormData) => {
    if (flight.isBusy()) return;
    const changes = loginChanges(profile, data);
    setError(null);
    setStatus(null);
    if (!changes.login && !changes.password) {
      setStatus(t('login.nothingChanged'));
      return;
    }
    await flight.run(async () => {
      setPending(true);
      const done: string[] = [];
      try {
        if (changes.login) {
          const saved = await updateLogin.mutateAsync(changes.login);
          updateProfile((current) => ({
            ...current,
            email: saved.email,
            userName: saved.userName,
          }));
          // A new user name comes with a new token: the old one stops working, so the session
          // takes the new one (same person, same cache; a password change below goes with it).
          if (saved.token) tokenRenewed(saved.token);
          void queryClient.invalidateQueries({ queryKey: userQueryOptions(homeownerId).queryKey });
          done.push(t('login.loginSaved'));
        }
        if (changes.password) {
          await changePassword.mutateAsync(changes.password);
          done.push(t('login.passwordChanged'));
        }
        setVersion((v) => v + 1);
      } catch (failure) {
        setError(failure);
        // What went through before the failure stays said.
        if (done.length > 0) setVersion((v) => v + 1);
      } finally {
        setStatus(done.length > 0 ? done.join(' ') : null);
        setPending(false);
      }
    });
  };

  return (
    <section aria-labelledby="login-heading" className="flex max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="login-heading" className="text-xl font-semibold">
          {t('login.heading')}
        </h2>
        <p className="text-ink-muted">{t('login.intro')}</p>
      </div>
      <StatusMessage text={status} />
      <TrackedForm key={version} formId="login">
        <SchemaForm<LoginFormData>
          schema={schema}
          uiSchema={uiSchema}
          idPrefix="loginInfo"
          initialData={{ email: profile.email, userName: profile.userName }}
          customValidate={validateLoginForm}
          extraErrors={error ? serviceFieldErrors<LoginFormData>(error, FIELDS) : undefined}
          onSubmit={(data) => void submit(data)}
          submitLabel={t('login.save')}
          pendingLabel={t('actions.saving')}
          pending={pending}
          submitDisabled={blocked}
          submitDescribedBy={blocked ? reasonId : undefined}
        >
          <FailureMessage failure={error ? describeProblem(error) : null} />
          <MimicReason id={reasonId} />
        </SchemaForm>
      </TrackedForm>
    </section>
  );
}
