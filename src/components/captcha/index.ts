export { Captcha, captchaProvider, type CaptchaProps } from './captcha';
export { RecaptchaCaptcha } from './recaptcha-captcha';
export { SandboxCaptcha, SANDBOX_TOKEN_PREFIX } from './sandbox-captcha';
export type {
  CaptchaProvider,
  CaptchaProviderName,
  CaptchaRenderOptions,
  CaptchaSettings,
  CaptchaWidget,
} from './types';
