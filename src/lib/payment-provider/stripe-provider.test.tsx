import type { SetupIntentResult, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/payments.json';
import { loadStripePaymentMethodForm } from './stripe-provider';
import type { PaymentFormTextKey, PaymentMethodFormHandle } from './types';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
afterEach(cleanup);

const text = (key: PaymentFormTextKey): string => en.newMethod.form[key];

/** A stand-in for Stripe.js: records what the form asks of it. */
function fakeStripe(confirmResult: SetupIntentResult) {
  const handlers = new Map<string, () => void>();
  const element = {
    on: vi.fn((event: string, handler: () => void) => {
      handlers.set(event, handler);
      return element;
    }),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const group = { create: vi.fn(() => element), update: vi.fn(() => Promise.resolve()) };
  const stripe = {
    elements: vi.fn(() => group),
    confirmSetup: vi.fn(() => Promise.resolve(confirmResult)),
  };
  const emit = (event: string) => {
    act(() => handlers.get(event)?.());
  };
  return { stripe, group, element, emit };
}

async function renderStripeForm(fake: ReturnType<typeof fakeStripe>, key: string) {
  vi.mocked(loadStripe).mockResolvedValue(fake.stripe as unknown as Stripe);
  const Form = await loadStripePaymentMethodForm(key);
  const ref = createRef<PaymentMethodFormHandle>();
  const onUnavailable = vi.fn<() => void>();
  const view = render(
    <Form
      ref={ref}
      clientSecret="seti_1_secret_x"
      methodType="card"
      locale="es"
      text={text}
      onUnavailable={onUnavailable}
    />,
  );
  const confirm = async () => {
    let result: Awaited<ReturnType<PaymentMethodFormHandle['confirm']>> | undefined;
    await act(async () => {
      result = await ref.current!.confirm();
    });
    return result!;
  };
  return { ...view, confirm, onUnavailable };
}

describe('the Stripe provider form', () => {
  it('mounts the Payment Element on the client secret and confirms the SetupIntent', async () => {
    const fake = fakeStripe({ setupIntent: { status: 'succeeded' } } as SetupIntentResult);
    const { confirm, unmount } = await renderStripeForm(fake, 'pk_test_mounts');
    expect(fake.stripe.elements).toHaveBeenCalledWith({
      clientSecret: 'seti_1_secret_x',
      locale: 'es',
    });
    expect(fake.group.create).toHaveBeenCalledWith('payment', { paymentMethodOrder: ['card'] });
    expect(fake.element.mount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(en.newMethod.form.loading);

    // Not ready yet: nothing is sent to Stripe.
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.confirmFailed });
    expect(fake.stripe.confirmSetup).not.toHaveBeenCalled();

    fake.emit('ready');
    expect(screen.queryByRole('status')).toBeNull();
    expect(await confirm()).toEqual({ ok: true });
    expect(fake.stripe.confirmSetup).toHaveBeenCalledWith({
      elements: fake.group,
      redirect: 'if_required',
    });
    unmount();
    expect(fake.element.destroy).toHaveBeenCalled();
  });

  it("shows Stripe's own message when confirming fails", async () => {
    const fake = fakeStripe({
      error: { type: 'card_error', message: 'Su tarjeta fue rechazada.' },
    });
    const { confirm } = await renderStripeForm(fake, 'pk_test_declines');
    fake.emit('ready');
    expect(await confirm()).toEqual({ ok: false, message: 'Su tarjeta fue rechazada.' });
  });

  it('reports the provider unavailable when the element fails to load', async () => {
    const fake = fakeStripe({ setupIntent: { status: 'succeeded' } } as SetupIntentResult);
    const { onUnavailable } = await renderStripeForm(fake, 'pk_test_loaderror');
    fake.emit('loaderror');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});
