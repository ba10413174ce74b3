/** The captcha providers the runtime configuration can name (`captchaProvider`). */
export type CaptchaProviderName = 'sandbox' | 'recaptcha';

export interface CaptchaRenderOptions {
  /** The provider's site key (`captchaSiteKey`). */
  siteKey: string;
  /** A solved captcha: the token the service verifies. */
  onToken: (token: string) => void;
  /** The token is no longer valid (expired, or the check was undone). */
  onExpire: () => void;
  /** The page language, for providers that show text of their own. */
  language: string;
  /** Id of the focusable control, where the provider controls its markup (the sandbox does). */
  controlId?: string | undefined;
  /** Text of the sandbox checkbox. */
  label: string;
}

/** One rendered captcha. */
export interface CaptchaWidget {
  /** Clears the solved state: the user solves it again (a token is good for one request). */
  reset(): void;
  /** Removes the captcha from the page. */
  destroy(): void;
  /** Shows the control as invalid, where the provider controls its markup. */
  setInvalid?(invalid: boolean, describedBy: string | undefined): void;
  /** Updates the label (a language switch), where the provider controls its markup. */
  setLabel?(label: string): void;
}

/**
 * A captcha provider renders its widget into an element it is given and reports tokens through
 * the callbacks. Rejects when the provider cannot be loaded (offline, blocked).
 */
export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  render(container: HTMLElement, options: CaptchaRenderOptions): Promise<CaptchaWidget>;
}

/** The captcha settings of the runtime configuration. */
export interface CaptchaSettings {
  provider: CaptchaProviderName;
  siteKey: string;
}
