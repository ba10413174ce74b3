import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Captcha, type CaptchaSettings } from '@/components/captcha';
import { fieldErrorId } from '@/components/schema-form';

/** What the registration forms hand their widgets through rjsf's form context. */
export type RegistrationFormContext = {
  captcha: CaptchaSettings;
  /** Bumped after each service answer: a captcha token is good for one request. */
  captchaResetKey: number;
};

/**
 * `"ui:widget": "captcha"`: the configured captcha as the value of a form field, so "A captcha must
 * be completed." is the field's own required message, shown beside it, and focus can go to it.
 */
export function CaptchaWidget<T>({
  id,
  onChange,
  rawErrors,
  registry,
}: WidgetProps<T, RJSFSchema, RegistrationFormContext>) {
  const { t, i18n } = useTranslation('registration');
  const { captcha, captchaResetKey } = registry.formContext;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <Captcha
      id={id}
      provider={captcha.provider}
      siteKey={captcha.siteKey}
      resetKey={captchaResetKey}
      onToken={(token) => {
        onChange(token ?? undefined);
      }}
      invalid={invalid}
      describedBy={invalid ? fieldErrorId(id) : undefined}
      language={i18n.resolvedLanguage ?? i18n.language}
      texts={{ sandboxLabel: t('captcha.sandboxLabel'), loadFailed: t('captcha.loadFailed') }}
    />
  );
}
