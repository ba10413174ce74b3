import type { SetupIntentResult, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/payments.json';
import { loadStripePaymentMethodForm } from './stripe-provider';
import type { PaymentFormTextKey, PaymentMethodFormHandle, PaymentMethodKind } from './types';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
afterEach(cleanup);

const text = (key: PaymentFormTextKey): string => en.newMethod.form[key];

type Handler = (event?: unknown) => void;

/**
 * A stand-in for Stripe.js: records what the form asks of it. It has what react-stripe-js checks
 * a Stripe object for (`elements`, `createToken`, `createPaymentMethod`, `confirmCardPayment`) and
 * what Elements and its Payment Element call (`registerAppInfo`, `elements().create/update`,
 * `element.on/off/mount/update/destroy`).
 */
function fakeStripe(confirmSetup: () => Promise<SetupIntentResult>) {
  const handlers = new Map<string, Set<Handler>>();
  const element = {
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return element;
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
      return element;
    }),
    mount: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const group = {
    create: vi.fn(() => element),
    getElement: vi.fn(() => element),
    update: vi.fn(() => Promise.resolve()),
    on: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => group),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
    confirmSetup: vi.fn(confirmSetup),
  };
  const emit = (event: string) => {
    act(() => handlers.get(event)?.forEach((handler) => handler({ elementType: 'payment' })));
  };
  return { stripe, group, element, emit };
}

const answering = (result: SetupIntentResult) => () => Promise.resolve(result);
const withStatus = (status: string) => answering({ setupIntent: { status } } as SetupIntentResult);

async function renderStripeForm(
  fake: ReturnType<typeof fakeStripe>,
  key: string,
  { methodType = 'card', locale = 'es' }: { methodType?: PaymentMethodKind; locale?: string } = {},
) {
  vi.mocked(loadStripe).mockResolvedValue(fake.stripe as unknown as Stripe);
  const Form = await loadStripePaymentMethodForm(key);
  const ref = createRef<PaymentMethodFormHandle>();
  const onUnavailable = vi.fn<() => void>();
  const ui = (pageLocale: string) => (
    <Form
      ref={ref}
      clientSecret="seti_1_secret_x"
      methodType={methodType}
      locale={pageLocale}
      text={text}
      onUnavailable={onUnavailable}
    />
  );
  const view = render(ui(locale));
  const confirm = async () => {
    let result: Awaited<ReturnType<PaymentMethodFormHandle['confirm']>> | undefined;
    await act(async () => {
      result = await ref.current!.confirm();
    });
    return result!;
  };
  const switchLanguage = (pageLocale: string) => view.rerender(ui(pageLocale));
  return { ...view, confirm, switchLanguage, onUnavailable };
}

describe('the Stripe provider form', () => {
  it('mounts the Payment Element on the client secret and confirms the SetupIntent', async () => {
    const fake = fakeStripe(withStatus('succeeded'));
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

  it('offers the bank account first for a bank form, in English', async () => {
    const fake = fakeStripe(withStatus('succeeded'));
    await renderStripeForm(fake, 'pk_test_bank', { methodType: 'bank', locale: 'en-US' });
    expect(fake.stripe.elements).toHaveBeenCalledWith({
      clientSecret: 'seti_1_secret_x',
      locale: 'en',
    });
    expect(fake.group.create).toHaveBeenCalledWith('payment', {
      paymentMethodOrder: ['us_bank_account', 'card'],
    });
  });

  it('counts a SetupIntent still processing (a bank account) as done', async () => {
    const fake = fakeStripe(withStatus('processing'));
    const { confirm } = await renderStripeForm(fake, 'pk_test_processing');
    fake.emit('ready');
    expect(await confirm()).toEqual({ ok: true });
  });

  it('fails with the generic message when the SetupIntent needs another method', async () => {
    const fake = fakeStripe(withStatus('requires_payment_method'));
    const { confirm } = await renderStripeForm(fake, 'pk_test_requires');
    fake.emit('ready');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.confirmFailed });
  });

  it("shows Stripe's own message when confirming fails", async () => {
    const fake = fakeStripe(
      answering({ error: { type: 'card_error', message: 'Su tarjeta fue rechazada.' } }),
    );
    const { confirm } = await renderStripeForm(fake, 'pk_test_declines');
    fake.emit('ready');
    expect(await confirm()).toEqual({ ok: false, message: 'Su tarjeta fue rechazada.' });
  });

  it('fails with the generic message when Stripe.js throws', async () => {
    const fake = fakeStripe(() => Promise.reject(new Error('network')));
    const { confirm } = await renderStripeForm(fake, 'pk_test_throws');
    fake.emit('ready');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.confirmFailed });
  });

  it("lets the pointer reach Stripe's 3-D Secure frame while confirming, then restores the page", async () => {
    let duringConfirm = '';
    const fake = fakeStripe(() => {
      duringConfirm = document.body.style.pointerEvents;
      return Promise.resolve({ setupIntent: { status: 'succeeded' } } as SetupIntentResult);
    });
    const { confirm } = await renderStripeForm(fake, 'pk_test_3ds');
    fake.emit('ready');
    document.body.style.pointerEvents = 'none';
    try {
      expect(await confirm()).toEqual({ ok: true });
      expect(duringConfirm).toBe('auto');
      expect(document.body.style.pointerEvents).toBe('none');
    } finally {
      document.body.style.pointerEvents = '';
    }
  });

  it('reports the provider unavailable when the element fails to load', async () => {
    const fake = fakeStripe(withStatus('succeeded'));
    const { onUnavailable } = await renderStripeForm(fake, 'pk_test_loaderror');
    fake.emit('loaderror');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('switches the language in place: no new element, what was typed stays', async () => {
    const fake = fakeStripe(withStatus('succeeded'));
    const { switchLanguage, confirm } = await renderStripeForm(fake, 'pk_test_language');
    fake.emit('ready');
    switchLanguage('en');
    expect(fake.group.update).toHaveBeenCalledWith({ locale: 'en' });
    expect(fake.stripe.elements).toHaveBeenCalledTimes(1);
    expect(fake.group.create).toHaveBeenCalledTimes(1);
    expect(fake.element.destroy).not.toHaveBeenCalled();
    // Still the same ready element: confirming goes straight to Stripe.
    expect(screen.queryByRole('status')).toBeNull();
    expect(await confirm()).toEqual({ ok: true });
  });
});
