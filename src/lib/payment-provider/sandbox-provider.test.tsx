import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/payments.json';
import { SandboxPaymentMethodForm } from './sandbox-provider';
import type { PaymentFormTextKey, PaymentMethodFormHandle, PaymentMethodKind } from './types';

afterEach(cleanup);

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

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    expect(await confirm()).toEqual({ ok: false, message: en.newMethod.form.declined });
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
  });

  it('never logs what was typed', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const info = vi.spyOn(console, 'info');
    const { confirm } = renderForm('card');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await confirm();
    for (const spy of [log, warn, info]) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('4242');
    }
  });
});
