import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPaymentMethodForm } from './index';
import { SandboxPaymentMethodForm } from './sandbox-provider';
import { STRIPE_LOAD_TIMEOUT_MS } from './stripe-provider';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const mockedLoadStripe = vi.mocked(loadStripe);

afterEach(() => {
  vi.useRealTimers();
  mockedLoadStripe.mockReset();
});

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('loadPaymentMethodForm', () => {
  it('loads the sandbox form without Stripe', async () => {
    await expect(loadPaymentMethodForm('sandbox', '')).resolves.toBe(SandboxPaymentMethodForm);
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it('loads Stripe with the publishable key and resolves its form', async () => {
    mockedLoadStripe.mockResolvedValue({} as Stripe);
    const Form = await loadPaymentMethodForm('stripe', 'pk_test_resolves');
    expect(typeof Form).toBe('function');
    expect(mockedLoadStripe).toHaveBeenCalledWith('pk_test_resolves');
  });

  it('rejects when Stripe.js fails to load, and loads again on a retry', async () => {
    mockedLoadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    expect(await settle(loadPaymentMethodForm('stripe', 'pk_test_offline'))).toBe(
      'Failed to load Stripe.js',
    );
    expect(await settle(loadPaymentMethodForm('stripe', 'pk_test_offline'))).toBe(
      'Failed to load Stripe.js',
    );
    expect(mockedLoadStripe).toHaveBeenCalledTimes(2);
  });

  it('rejects when Stripe is not available in the environment', async () => {
    mockedLoadStripe.mockResolvedValue(null);
    expect(await settle(loadPaymentMethodForm('stripe', 'pk_test_null'))).toMatch(/not available/);
  });

  it('rejects without a publishable key', async () => {
    expect(await settle(loadPaymentMethodForm('stripe', ''))).toMatch(/publishable key/);
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it('never hangs: a load that does not answer fails after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockedLoadStripe.mockReturnValue(new Promise<never>(() => undefined));
    const outcome = settle(loadPaymentMethodForm('stripe', 'pk_test_hangs'));
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/did not load/);
  });
});
