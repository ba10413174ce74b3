import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha, type CaptchaProps } from './captcha';
import { RECAPTCHA_SCRIPT_URL, resetRecaptchaLoader } from './recaptcha-captcha';

// A busy machine (parallel test runs) can be slow to render and validate a whole form.
configure({ asyncUtilTimeout: 5000 });

const texts = {
  sandboxLabel: "I'm not a robot (sandbox check: no real captcha in this environment)",
  loadFailed: 'The captcha could not be loaded. Check your connection, then reload the page.',
};
const recaptchaScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`);

beforeEach(() => {
  resetRecaptchaLoader();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  recaptchaScript()?.remove();
});

function renderCaptcha(props: Partial<CaptchaProps> = {}) {
  const onToken = vi.fn();
  const view = render(
    <Captcha
      provider="sandbox"
      siteKey="sandbox-captcha"
      language="en"
      texts={texts}
      onToken={onToken}
      id="captcha"
      {...props}
    />,
  );
  return { onToken, ...view };
}

describe('Captcha', () => {
  it('uses the sandbox check when the configuration says sandbox, and never loads Google', async () => {
    const user = userEvent.setup({ delay: null });
    const { onToken } = renderCaptcha();
    const checkbox = await screen.findByRole('checkbox', { name: texts.sandboxLabel });
    await user.click(checkbox);
    expect(onToken).toHaveBeenLastCalledWith(expect.stringMatching(/^sandbox-captcha-\d+$/));
    await user.click(checkbox);
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(recaptchaScript()).toBeNull();
  });

  it('resets when asked, and reports that the token is gone', async () => {
    const user = userEvent.setup({ delay: null });
    const { onToken, rerender } = renderCaptcha();
    const checkbox = await screen.findByRole('checkbox', { name: texts.sandboxLabel });
    await user.click(checkbox);
    rerender(
      <Captcha
        provider="sandbox"
        siteKey="sandbox-captcha"
        language="en"
        texts={texts}
        onToken={onToken}
        id="captcha"
        resetKey={1}
      />,
    );
    expect(checkbox).not.toBeChecked();
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('ties an error to the control', async () => {
    renderCaptcha({ invalid: true, describedBy: 'captcha__error' });
    const checkbox = await screen.findByRole('checkbox', { name: texts.sandboxLabel });
    await waitFor(() => {
      expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    });
    expect(checkbox).toHaveAttribute('aria-describedby', 'captcha__error');
  });

  it('loads reCAPTCHA when configured, and says so when it cannot', async () => {
    renderCaptcha({ provider: 'recaptcha', siteKey: '6Lc-site-key' });
    await waitFor(() => {
      expect(recaptchaScript()).not.toBeNull();
    });
    act(() => {
      recaptchaScript()!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
  });
});
