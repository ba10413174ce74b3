import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_TOKEN_PREFIX, SandboxCaptcha, sandboxToken } from './sandbox-captcha';

afterEach(() => {
  document.body.innerHTML = '';
});

function renderSandbox() {
  const container = document.createElement('div');
  document.body.append(container);
  const onToken = vi.fn();
  const onExpire = vi.fn();
  const rendered = SandboxCaptcha.render(container, {
    siteKey: 'sandbox-captcha',
    language: 'en',
    label: "I'm not a robot (sandbox check: no real captcha in this environment)",
    controlId: 'captcha-control',
    onToken,
    onExpire,
  });
  return { container, onToken, onExpire, rendered };
}

describe('SandboxCaptcha', () => {
  it('is a checkbox labelled as the sandbox it is', async () => {
    const { container, rendered } = renderSandbox();
    await rendered;
    const checkbox = container.querySelector<HTMLInputElement>('input[type=checkbox]');
    expect(checkbox?.id).toBe('captcha-control');
    expect(checkbox?.labels?.[0]?.textContent).toBe(
      "I'm not a robot (sandbox check: no real captcha in this environment)",
    );
  });

  it('yields sandbox-captcha-<timestamp> when checked, and expires when unchecked', async () => {
    const { container, onToken, onExpire, rendered } = renderSandbox();
    await rendered;
    const checkbox = container.querySelector<HTMLInputElement>('input')!;
    checkbox.click();
    expect(onToken).toHaveBeenCalledWith(expect.stringMatching(/^sandbox-captcha-\d+$/));
    checkbox.click();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(sandboxToken(1_700_000_000_000)).toBe(`${SANDBOX_TOKEN_PREFIX}1700000000000`);
  });

  it('resets, shows itself invalid, relabels and goes away', async () => {
    const { container, rendered } = renderSandbox();
    const widget = await rendered;
    const checkbox = container.querySelector<HTMLInputElement>('input')!;
    checkbox.click();
    widget.reset();
    expect(checkbox.checked).toBe(false);
    widget.setInvalid?.(true, 'captcha-error');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-describedby', 'captcha-error');
    widget.setInvalid?.(false, undefined);
    expect(checkbox).not.toHaveAttribute('aria-invalid');
    widget.setLabel?.('No soy un robot');
    expect(checkbox.labels?.[0]?.textContent).toBe('No soy un robot');
    widget.destroy();
    expect(container).toBeEmptyDOMElement();
  });
});
