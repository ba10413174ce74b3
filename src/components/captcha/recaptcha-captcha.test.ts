import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRecaptcha,
  RECAPTCHA_SCRIPT_URL,
  RecaptchaCaptcha,
  resetRecaptchaLoader,
  type Grecaptcha,
} from './recaptcha-captcha';

type TestWindow = Window & { grecaptcha?: Grecaptcha; __courtyardRecaptchaLoaded?: () => void };
const testWindow = window as TestWindow;

const script = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`);

beforeEach(() => {
  resetRecaptchaLoader();
  delete testWindow.grecaptcha;
});
afterEach(() => {
  vi.useRealTimers();
  script()?.remove();
  document.body.innerHTML = '';
});

const options = {
  siteKey: '6Lc-site-key',
  language: 'es',
  label: 'unused',
  onToken: vi.fn(),
  onExpire: vi.fn(),
};

describe('RecaptchaCaptcha', () => {
  it("loads Google's script once, explicitly rendered, in the page language", async () => {
    const container = document.createElement('div');
    const rendered = RecaptchaCaptcha.render(container, options);
    const again = loadRecaptcha(window, 'es');
    const tag = script();
    expect(tag).not.toBeNull();
    const url = new URL(tag!.src);
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('hl')).toBe('es');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);

    const grecaptcha: Grecaptcha = { render: vi.fn(() => 7), reset: vi.fn() };
    testWindow.grecaptcha = grecaptcha;
    testWindow.__courtyardRecaptchaLoaded?.();
    const widget = await rendered;
    await expect(again).resolves.toBe(grecaptcha);

    expect(grecaptcha.render).toHaveBeenCalledWith(
      container.firstElementChild,
      expect.objectContaining({ sitekey: '6Lc-site-key', callback: options.onToken }),
    );
    widget.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    widget.destroy();
    expect(container).toBeEmptyDOMElement();
  });

  it('fails with an error when the script cannot load (offline, blocked), and can try again', async () => {
    const rendered = RecaptchaCaptcha.render(document.createElement('div'), options);
    script()!.dispatchEvent(new Event('error'));
    await expect(rendered).rejects.toThrow(/could not be loaded: network error/);
    expect(script()).toBeNull();

    void loadRecaptcha(window, 'en').catch(() => undefined);
    expect(script()).not.toBeNull();
  });

  it('gives up when the script never answers', async () => {
    vi.useFakeTimers();
    const loading = loadRecaptcha(window, 'en', 1000);
    vi.advanceTimersByTime(1000);
    await expect(loading).rejects.toThrow(/timed out/);
  });
});
