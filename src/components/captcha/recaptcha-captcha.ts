import type { CaptchaProvider, CaptchaWidget } from './types';

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** How long the script may take before the captcha reports that it could not load. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;
const ONLOAD_CALLBACK = '__courtyardRecaptchaLoaded';

/** The part of Google's reCAPTCHA v2 API the portal uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & {
  grecaptcha?: Grecaptcha;
  [ONLOAD_CALLBACK]?: () => void;
};

let loading: Promise<Grecaptcha> | null = null;

/**
 * Adds Google's script once, on the first render of a reCAPTCHA, so no other page ever loads it.
 * A failed or stalled load rejects (and is forgotten, so a later render tries again).
 */
export function loadRecaptcha(
  win: Window,
  language: string,
  timeoutMs = RECAPTCHA_LOAD_TIMEOUT_MS,
): Promise<Grecaptcha> {
  const target = win as RecaptchaWindow;
  if (target.grecaptcha) return Promise.resolve(target.grecaptcha);
  if (loading) return loading;
  const pending = new Promise<Grecaptcha>((resolve, reject) => {
    const script = win.document.createElement('script');
    const fail = (reason: string) => {
      win.clearTimeout(timer);
      script.remove();
      Reflect.deleteProperty(target, ONLOAD_CALLBACK);
      loading = null;
      reject(new Error(`reCAPTCHA could not be loaded: ${reason}`));
    };
    const timer = win.setTimeout(() => {
      fail('timed out');
    }, timeoutMs);
    target[ONLOAD_CALLBACK] = () => {
      win.clearTimeout(timer);
      Reflect.deleteProperty(target, ONLOAD_CALLBACK);
      if (target.grecaptcha) resolve(target.grecaptcha);
      else fail('the script did not define grecaptcha');
    };
    const params = new URLSearchParams({
      render: 'explicit',
      onload: ONLOAD_CALLBACK,
      hl: language,
    });
    script.src = `${RECAPTCHA_SCRIPT_URL}?${params.toString()}`;
    script.async = true;
    script.defer = true;
    script.addEventListener('error', () => {
      fail('network error');
    });
    win.document.head.append(script);
  });
  loading = pending;
  return pending;
}

/** Forgets a loaded or loading script (tests). */
export function resetRecaptchaLoader(): void {
  loading = null;
}

/** Google reCAPTCHA v2 checkbox (`captchaProvider: "recaptcha"`, `captchaSiteKey`). */
export const RecaptchaCaptcha: CaptchaProvider = {
  name: 'recaptcha',
  async render(container, options) {
    const win = container.ownerDocument.defaultView ?? window;
    const grecaptcha = await loadRecaptcha(win, options.language);
    // A child of its own: reCAPTCHA refuses to render twice into one element.
    const host = container.ownerDocument.createElement('div');
    container.append(host);
    const widgetId = grecaptcha.render(host, {
      sitekey: options.siteKey,
      callback: options.onToken,
      'expired-callback': options.onExpire,
      'error-callback': options.onExpire,
    });
    const widget: CaptchaWidget = {
      reset() {
        grecaptcha.reset(widgetId);
      },
      destroy() {
        host.remove();
      },
    };
    return widget;
  },
};
