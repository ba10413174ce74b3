import type { CaptchaProvider, CaptchaWidget } from './types';

/** The token prefix of the sandbox check; a deployment with real captchas never issues it. */
export const SANDBOX_TOKEN_PREFIX = 'sandbox-captcha-';

export function sandboxToken(now: number = Date.now()): string {
  return `${SANDBOX_TOKEN_PREFIX}${String(now)}`;
}

/**
 * The offline stand-in used with the mocks (`captchaProvider: "sandbox"`): a plainly labelled
 * checkbox, so nobody mistakes it for a real check, that yields `sandbox-captcha-<timestamp>`.
 */
export const SandboxCaptcha: CaptchaProvider = {
  name: 'sandbox',
  render(container, options) {
    const document = container.ownerDocument;
    const wrapper = document.createElement('div');
    wrapper.className =
      'flex min-h-11 items-center gap-3 rounded-md border border-dashed bg-surface px-3 py-2';
    const setBorder = (invalid: boolean) => {
      wrapper.classList.toggle('border-danger', invalid);
      wrapper.classList.toggle('border-line', !invalid);
    };
    setBorder(false);
    wrapper.dataset.captcha = 'sandbox';

    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.id = options.controlId ?? `sandbox-captcha-${String(Math.random()).slice(2)}`;
    checkbox.className = 'size-5 shrink-0 accent-brand';

    const label = document.createElement('label');
    label.htmlFor = checkbox.id;
    label.className = 'text-sm';
    label.textContent = options.label;

    checkbox.addEventListener('change', () => {
      if (checkbox.checked) options.onToken(sandboxToken());
      else options.onExpire();
    });

    wrapper.append(checkbox, label);
    container.append(wrapper);

    const widget: CaptchaWidget = {
      reset() {
        checkbox.checked = false;
      },
      destroy() {
        wrapper.remove();
      },
      setInvalid(invalid, describedBy) {
        setBorder(invalid);
        if (invalid) checkbox.setAttribute('aria-invalid', 'true');
        else checkbox.removeAttribute('aria-invalid');
        if (describedBy) checkbox.setAttribute('aria-describedby', describedBy);
        else checkbox.removeAttribute('aria-describedby');
      },
      setLabel(text) {
        label.textContent = text;
      },
    };
    return Promise.resolve(widget);
  },
};
