import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaSettings } from '@/components/captcha';
import { Page } from '@/components/page';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import schemaJson from '../../../../forms/request-account.schema.json';
import uiJson from '../../../../forms/request-account.ui.json';
import { useRequestAccount, type AccountAccessRequestReceipt } from '../api/registration';
import { toAccountAccessRequest, type RequestAccountFormData } from '../lib/request-account';
import { describeProblem } from '@/lib/api/problem';
import { serviceFieldErrors } from '../lib/service-error';
import { CaptchaWidget, type RegistrationFormContext } from './captcha-widget';
import { OutcomePanel } from './outcome-panel';
import { ServiceFailureMessage } from './service-failure';
import { LINK_BUTTON_CLASSES, TEXT_LINK_CLASSES } from './styles';
import { LoadingStatus } from '@/components/loading-status';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

const schema = formSchema(schemaJson);
const uiSchema = formUiSchema<RequestAccountFormData, RegistrationFormContext>(uiJson);
const widgets = { captcha: CaptchaWidget };
const FIELDS = [
  'name',
  'email',
  'phone',
  'propertyAddress',
  'associationName',
  'accountNumber',
  'comments',
  'captchaToken',
] as const;
// The form shows its own message for a failed request; no toast on top of it.
const meta = { suppressErrorToast: true };

export interface RequestAccountPageProps {
  captcha: CaptchaSettings;
}

export function RequestAccountPage(props: RequestAccountPageProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.requestAccount')} className="mx-auto w-full max-w-md">
      <Suspense fallback={<LoadingStatus className="text-ink-muted">{t('loading')}</LoadingStatus>}>
        <RequestAccount {...props} />
      </Suspense>
    </Page>
  );
}

function RequestAccount({ captcha }: RequestAccountPageProps) {
  const { t } = useTranslation(['registration', 'auth']);
  const request = useRequestAccount({ mutation: { meta } });
  // One request however often Submit is pressed (see create-account-page.tsx).
  const flight = useSingleFlight();
  const [receipt, setReceipt] = useState<{ email: string; requestId: number } | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  if (receipt) {
    return (
      <OutcomePanel title={t('requestAccount.success.title')}>
        <p>{isolate((v) => t('requestAccount.success.body', v), { email: receipt.email })}</p>
        <p>{t('requestAccount.success.reference', { requestId: receipt.requestId })}</p>
        <Link to="/login/{-$clientId}" className={LINK_BUTTON_CLASSES}>
          {t('requestAccount.success.back')}
        </Link>
      </OutcomePanel>
    );
  }

  const submit = (form: RequestAccountFormData) => {
    if (flight.isBusy()) return;
    const data = toAccountAccessRequest(form);
    request.reset();
    flight.mutate(
      request,
      { data },
      {
        onSuccess: ({ requestId }: AccountAccessRequestReceipt) => {
          setReceipt({ email: data.email, requestId });
        },
        onError: () => {
          // The service has seen the token; the next attempt needs a fresh one.
          setCaptchaResetKey((key) => key + 1);
        },
      },
    );
  };

  const { error } = request;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">{t('requestAccount.intro')}</p>
      <SchemaForm<RequestAccountFormData, RegistrationFormContext>
        schema={schema}
        uiSchema={uiSchema}
        idPrefix="requestAccount"
        widgets={widgets}
        formContext={{ captcha, captchaResetKey }}
        extraErrors={error ? serviceFieldErrors<RequestAccountFormData>(error, FIELDS) : undefined}
        onSubmit={submit}
        submitLabel={t('requestAccount.submit')}
        pendingLabel={t('requestAccount.submitting')}
        pending={request.isPending}
      >
        <ServiceFailureMessage
          id="request-account-failure"
          failure={error ? describeProblem(error) : null}
        />
      </SchemaForm>
      <p className="text-sm">
        {t('requestAccount.createInstead')}{' '}
        <Link to="/create-account" className={TEXT_LINK_CLASSES}>
          {t('requestAccount.createLink')}
        </Link>
      </p>
    </div>
  );
}
