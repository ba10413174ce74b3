import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import en from '../../../public/locales/en/payments.json';
import { SandboxPaymentMethodForm } from './sandbox-provider';
import type { PaymentFormTextKey, PaymentMethodFormHandle, PaymentMethodKind } from './types';

afterEach(cleanup);

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(Response.json({ confirmed: true })));
});

/** The one call to the sandbox provider: its URL, its options and its parsed body. */
function sandboxCall() {
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0]!;
  const body = init?.body;
  if (typeof body !== 'string') throw new Error('The sandbox call sent no JSON text.');
  return { url, init, body, json: JSON.parse(body) as unknown };
}

const text = (key: PaymentFormTextKey): string => en.newMethod.form[key];

function renderForm(methodType: PaymentMethodKind) {
  const ref = createRef<PaymentMethodFormHandle>();
  const onUnavailable = vi.fn<() => void>();
  render(
    <SandboxPaymentMethodForm
      ref={ref}
      clientSecret="seti_1_secret_x"
      methodType={methodType}
      locale="en"
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
  return { confirm, onUnavailable };
}

describe('SandboxPaymentMethodForm', () => {
  it('is labelled as a sandbox and hints the test card', () => {
    renderForm('card');
    expect(screen.getByText(en.newMethod.form.sandboxNotice)).toBeVisible();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      en.newMethod.form.cardNumberHint,
    );
  });

  it('shows each card message beside its field and focuses the first', async () => {
    const { confirm } = renderForm('card');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.fixErrors });
    expect(screen.getByLabelText('Cardholder name')).toHaveAccessibleDescription(
      'Enter the name on the card.',
    );
    expect(screen.getByLabelText('Cardholder name')).toHaveFocus();
    expect(screen.getByLabelText('Cardholder name')).toBeInvalid();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the card number.'),
    );
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the expiry date.'),
    );
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the security code.'),
    );
  });

  it('confirms a valid card, then declines the test decline card', async () => {
    const user = userEvent.setup();
    const { confirm } = renderForm('card');
    await user.type(screen.getByLabelText('Cardholder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/99');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.fixErrors });
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByText('Enter a valid card number.')).toBeVisible();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    expect(screen.queryByText('Enter a valid card number.')).toBeNull();
    expect(await confirm()).toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // The decline card declines before the sandbox provider hears of it.
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.declined });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('tells the sandbox provider the facts of the card, never its number or CVC', async () => {
    const user = userEvent.setup();
    const { confirm } = renderForm('card');
    await user.type(screen.getByLabelText('Cardholder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Card number'), '4000 0566 5566 5556');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '08/30');
    await user.type(screen.getByLabelText('Security code (CVC)'), '987');
    expect(await confirm()).toEqual({ ok: true });

    const { url, init, body, json } = sandboxCall();
    expect(url).toBe('/__sandbox/provider/confirm');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(json).toEqual({
      clientSecret: 'seti_1_secret_x',
      method: { type: 'debitCard', brand: 'visa', last4: '5556', expMonth: 8, expYear: 2030 },
    });
    expect(body).not.toContain('4000056655665556');
    expect(body).not.toContain('4000 0566');
    expect(body).not.toContain('987');
    expect(body).not.toContain('Jordan');
  });

  it('refuses a card of a brand the portal does not take, telling nobody', async () => {
    const user = userEvent.setup();
    const { confirm } = renderForm('card');
    await user.type(screen.getByLabelText('Cardholder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Card number'), '3566 0020 2036 0505'); // JCB
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '08/30');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.confirmFailed });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404 (no sandbox behind this server)', 404, { ok: true }],
    ['a 500', 500, { ok: false, message: en.newMethod.form.confirmFailed }],
    ['a 400', 400, { ok: false, message: en.newMethod.form.confirmFailed }],
  ])("answers the sandbox provider's %s", async (_, status, result) => {
    fetchSpy.mockResolvedValue(new Response('{}', { status }));
    const user = userEvent.setup();
    const { confirm } = renderForm('card');
    await user.type(screen.getByLabelText('Cardholder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '08/30');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(await confirm()).toEqual(result);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('fails to confirm when the sandbox provider cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const { confirm } = renderForm('bank');
    await user.type(screen.getByLabelText('Account holder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.confirmFailed });
  });

  it('validates the bank account form and confirms a valid one', async () => {
    const user = userEvent.setup();
    const { confirm } = renderForm('bank');
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
    await user.type(screen.getByLabelText('Account holder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Routing number'), '12345');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.fixErrors });
    expect(screen.getByLabelText('Routing number')).toHaveFocus();
    expect(screen.getByText('The routing number is 9 digits.')).toBeVisible();
    expect(screen.getByText('Enter the account number.')).toBeVisible();

    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), '110000000');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    expect(await confirm()).toEqual({ ok: true });

    // The sandbox provider learns the account type, last four and test bank, and no number.
    const { body, json } = sandboxCall();
    expect(json).toEqual({
      clientSecret: 'seti_1_secret_x',
      method: { type: 'eCheck', bankType: 'savings', last4: '6789', bankName: 'STRIPE TEST BANK' },
    });
    expect(body).not.toContain('000123456789');
    expect(body).not.toContain('110000000');
    expect(body).not.toContain('Jordan');
  });

  it('leaves the bank name out for a routing number other than the test bank', async () => {
    const user = userEvent.setup();
    const { confirm } = renderForm('bank');
    await user.type(screen.getByLabelText('Account holder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    await user.type(screen.getByLabelText('Account number'), '9876543210');
    expect(await confirm()).toEqual({ ok: true });
    expect(sandboxCall().json).toEqual({
      clientSecret: 'seti_1_secret_x',
      method: { type: 'eCheck', bankType: 'checking', last4: '3210' },
    });
  });

  it('never logs what was typed', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const info = vi.spyOn(console, 'info');
    const { confirm } = renderForm('card');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await confirm();
    await user.type(screen.getByLabelText('Cardholder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '08/30');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    fetchSpy.mockResolvedValue(new Response('{}', { status: 500 }));
    await confirm();
    for (const spy of [log, warn, info]) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('4242');
    }
  });
});
