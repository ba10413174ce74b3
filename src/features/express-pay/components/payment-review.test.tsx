import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/locales/en/express-pay.json';
import common from '../../../../public/locales/en/common.json';
import { ApiError } from '@/lib/api/api-error';
import {
  acceptAcknowledgement,
  confirmPayment,
  type ExpressConfirmation,
  type ExpressPaymentIntent,
} from '../api/express-pay-api';
import { createAttemptMemory } from '../lib/attempt-key';
import { PaymentReview } from './payment-review';

// The leave guard needs the router; its journeys are in tests/e2e/payment-attempts.spec.ts.
vi.mock('@/entities/payment-attempt/components/confirming-guard', () => ({
  ConfirmingGuard: () => null,
  useStillProcessing: () => false,
}));
vi.mock('../api/express-pay-api', () => ({
  acceptAcknowledgement: vi.fn(),
  confirmPayment: vi.fn(),
}));

const acceptMock = vi.mocked(acceptAcknowledgement);
const confirmMock = vi.mocked(confirmPayment);

// The payBalance intent and the confirmed answer of openapi/express-pay.yaml.
const intent: ExpressPaymentIntent = {
  id: 7201,
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  clientSecret: 'pi_3QDemoCourtyard7201_secret_DemoOnlyNotARealSecret',
  acknowledgement: {
    id: 7301,
    text: 'I authorize Harborview Community Management to charge $463.28.',
  },
};
const confirmed: ExpressConfirmation = {
  id: 7201,
  confirmationNumber: 'CY-20261122-7201',
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  paidAt: '2026-11-22T15:10:00Z',
  status: 'pending',
};
const networkFailure = () =>
  new ApiError({
    service: 'expressPay',
    path: '/express-pay/7201/confirm',
    status: 0,
    problem: null,
  });

let i18n: I18n;
beforeEach(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['express-pay', 'errors', 'common'],
    defaultNS: 'express-pay',
    resources: { en: { 'express-pay': en, errors: {}, common } },
    interpolation: { escapeValue: false },
  });
  acceptMock.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderReview(
  attempts = createAttemptMemory(),
  reviewedAmount: { typed: string; cents: number } | null = null,
) {
  const onConfirmed = vi.fn<(confirmation: ExpressConfirmation) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <PaymentReview
        intent={intent}
        choice={4001}
        methodText="Visa ending in 4242"
        reviewedAmount={reviewedAmount}
        consentRequired
        consentText={undefined}
        attempts={attempts}
        owner="link:card/a1b2c3d4"
        providerKind="sandbox"
        publishableKey="pk_test"
        onEdit={() => undefined}
        onConfirmed={onConfirmed}
      />
    </I18nextProvider>,
  );
  return { onConfirmed, attempts };
}

describe('PaymentReview', () => {
  it('shows the breakdown and the acknowledgement, and asks for consent before anything is sent', async () => {
    renderReview();
    expect(screen.getByRole('heading', { name: 'Confirm your payment' })).toHaveFocus();
    expect(screen.getByText('$463.28')).toBeInTheDocument();
    expect(screen.getByText(intent.acknowledgement?.text ?? '')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $463.28' }));
    expect(screen.getByText('Agree to the terms to pay.')).toBeInTheDocument();
    expect(screen.getByLabelText('I agree to these terms')).toHaveFocus();
    expect(acceptMock).not.toHaveBeenCalled();
    expect(confirmMock).not.toHaveBeenCalled();
  });

  it('repeats the amount as typed and as read', () => {
    renderReview(undefined, { typed: ' 450 ', cents: 45000 });
    expect(screen.getByText('You typed “450”: we read it as $450.00.')).toBeInTheDocument();
  });

  it('sends one acknowledgement and one confirmation for a burst of presses', async () => {
    let answer: (value: ExpressConfirmation) => void = () => undefined;
    confirmMock.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { onConfirmed } = renderReview();
    await userEvent.click(screen.getByLabelText('I agree to these terms'));
    const pay = screen.getByRole('button', { name: 'Pay $463.28' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(pay);
    await screen.findByRole('button', { name: 'Paying…' });
    answer(confirmed);
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(acceptMock).toHaveBeenCalledTimes(1);
    expect(acceptMock).toHaveBeenCalledWith(7301);
    expect(confirmMock).toHaveBeenCalledTimes(1);
    expect(confirmMock).toHaveBeenCalledWith(
      7201,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      4001,
      expect.any(AbortSignal),
    );
  });

  it('retries with the same key after a network failure, and with a new one after a final answer', async () => {
    confirmMock
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce({
        ...confirmed,
        status: 'failed',
        failureReason: 'Your card was declined.',
      })
      .mockResolvedValueOnce(confirmed);
    const { onConfirmed } = renderReview();
    await userEvent.click(screen.getByLabelText('I agree to these terms'));
    const pay = screen.getByRole('button', { name: 'Pay $463.28' });

    await userEvent.click(pay);
    expect(await screen.findByText(/could not reach the payment service/)).toBeInTheDocument();
    await userEvent.click(pay);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.click(pay);
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(confirmed));

    const keys = confirmMock.mock.calls.map(([, key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // The consent was recorded once.
    expect(acceptMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the attempt across a trip back to the form', async () => {
    confirmMock.mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(confirmed);
    const attempts = createAttemptMemory();
    renderReview(attempts);
    await userEvent.click(screen.getByLabelText('I agree to these terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $463.28' }));
    await screen.findByText(/could not reach the payment service/);
    cleanup();
    renderReview(attempts);
    await userEvent.click(screen.getByLabelText('I agree to these terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $463.28' }));
    await vi.waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(2));
    const [first, second] = confirmMock.mock.calls.map(([, key]) => key);
    expect(second).toBe(first);
    expect(acceptMock).toHaveBeenCalledTimes(1);
  });
});
