import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaSettings } from '@/components/captcha';
import { Page } from '@/components/page';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import schemaJson from '../../../../forms/create-account.schema.json';
import uiJson from '../../../../forms/create-account.ui.json';
import {
  useRegisterHomeowner,
  useRegisterHomeownerWithKey,
  type RegistrationResult,
} from '../api/registration';
import { toRegistrationCall, type CreateAccountFormData } from '../lib/create-account';
import { validatePasswordConfirmation } from '../lib/passwords';
import { describeProblem } from '@/lib/api/problem';
import { useSingleFlight } from '@/lib/use-single-flight';
import { serviceFieldErrors } from '../lib/service-error';
import { CaptchaWidget, type RegistrationFormContext } from './captcha-widget';
import { OutcomePanel } from './outcome-panel';
import { ServiceFailureMessage } from './service-failure';
import { LINK_BUTTON_CLASSES, TEXT_LINK_CLASSES } from './styles';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

const schema = formSchema(schemaJson);
const uiSchema = formUiSchema<CreateAccountFormData, RegistrationFormContext>(uiJson);
const widgets = { captcha: CaptchaWidget };
/** Fields a 422 may name that the form shows (the service calls the captcha `captchaToken` too). */
const FIELDS = [
  'accountNumber',
  'registrationKey',
  'name',
  'phone',
  'propertyAddress',
  'associationName',
  'email',
  'password',
  'captchaToken',
] as const;
// The form shows its own message for a failed request; no toast on top of it.
const meta = { suppressErrorToast: true };

export interface CreateAccountPageProps {
  captcha: CaptchaSettings;
  /** From the welcome letter's link; without it a registration key names its own association. */
  associationId?: number | undefined;
}

export function CreateAccountPage(props: CreateAccountPageProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.createAccount')} className="mx-auto w-full max-w-md">
      <Suspense fallback={<LoadingStatus className="text-ink-muted">{t('loading')}</LoadingStatus>}>
        <CreateAccount {...props} />
      </Suspense>
    </Page>
  );
}

function CreateAccount({ captcha, associationId }: CreateAccountPageProps) {
  const { t } = useTranslation(['registration', 'auth']);
  const withAccountNumber = useRegisterHomeowner({ mutation: { meta } });
  const withKey = useRegisterHomeownerWithKey({ mutation: { meta } });
  // One request however often Submit is pressed: the button is disabled while pending, and this
  // catches presses that arrive before that render.
  const flight = useSingleFlight();
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  if (result) return <RegistrationOutcome result={result} />;

  const submit = (form: CreateAccountFormData) => {
    if (flight.isBusy()) return;
    setError(null);
    const settle = {
      onSuccess: (registered: RegistrationResult) => {
        setResult(registered);
      },
      onError: (failure: unknown) => {
        setError(failure);
        // The service has seen the token; the next attempt needs a fresh one.
        setCaptchaResetKey((key) => key + 1);
      },
    };
    const call = toRegistrationCall(form, associationId);
    if (call.method === 'registrationKey')
      flight.mutate(withKey, { id: call.associationId, data: call.data }, settle);
    else flight.mutate(withAccountNumber, { data: call.data }, settle);
  };

  const pending = withAccountNumber.isPending || withKey.isPending;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">{t('createAccount.intro')}</p>
      <SchemaForm<CreateAccountFormData, RegistrationFormContext>
        schema={schema}
        uiSchema={uiSchema}
        idPrefix="createAccount"
        widgets={widgets}
        formContext={{ captcha, captchaResetKey }}
        customValidate={validatePasswordConfirmation}
        extraErrors={error ? serviceFieldErrors<CreateAccountFormData>(error, FIELDS) : undefined}
        onSubmit={submit}
        submitLabel={t('createAccount.submit')}
        pendingLabel={t('createAccount.submitting')}
        pending={pending}
      >
        <ServiceFailureMessage
          id="create-account-failure"
          failure={error ? describeProblem(error) : null}
        />
      </SchemaForm>
      <div className="flex flex-col gap-2 text-sm">
        {hasCapability('requestAccount') ? (
          <p>
            {t('createAccount.requestInstead')}{' '}
            <Link to="/request-account" className={TEXT_LINK_CLASSES}>
              {t('createAccount.requestLink')}
            </Link>
          </p>
        ) : null}
        <p>
          {t('createAccount.haveLogin')}{' '}
          <Link to="/login/{-$clientId}" className={TEXT_LINK_CLASSES}>
            {t('createAccount.loginLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

const OUTCOMES = ['active', 'pendingEmailVerification', 'pendingApproval'] as const;

/** What happens next, by RegistrationResult.status. */
function RegistrationOutcome({ result }: { result: RegistrationResult }) {
  const { t } = useTranslation('registration');
  const status = OUTCOMES.find((known) => known === result.status) ?? 'pendingApproval';
  return (
    <OutcomePanel title={t(`createAccount.success.${status}Title`)}>
      <p>{isolate((v) => t(`createAccount.success.${status}`, v), { email: result.email })}</p>
      {status === 'active' ? (
        <Link to="/login/{-$clientId}" className={LINK_BUTTON_CLASSES}>
          {t('createAccount.success.login')}
        </Link>
      ) : null}
    </OutcomePanel>
  );
}
