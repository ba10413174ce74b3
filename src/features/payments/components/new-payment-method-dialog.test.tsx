import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/locales/en/payments.json';
import es from '../../../../public/locales/es/payments.json';
import enCommon from '../../../../public/locales/en/common.json';
import esCommon from '../../../../public/locales/es/common.json';
import enErrors from '../../../../public/locales/en/errors.json';
import esErrors from '../../../../public/locales/es/errors.json';
import { ApiError } from '@/lib/api/api-error';
import { loadPaymentMethodForm } from '@/components/payment-provider';
import {
  paymentDataQueryKeys,
  type PaymentMethodList,
} from '@/entities/payment-data/api/payment-data-queries';
import type { PaymentMethod } from '@/entities/payment-data/queries';
import { completeSetup, startPaymentMethodSetup } from '../api/payment-method-setup';
import {
  NewPaymentMethodDialog,
  type NewPaymentMethodDialogProps,
} from './new-payment-method-dialog';

vi.mock('../api/payment-method-setup', () => ({
  startPaymentMethodSetup: vi.fn(),
  completeSetup: vi.fn(),
}));
vi.mock('@/components/payment-provider', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/payment-provider')>();
  return { ...actual, loadPaymentMethodForm: vi.fn(actual.loadPaymentMethodForm) };
});

const setupMock = vi.mocked(startPaymentMethodSetup);
const completeMock = vi.mocked(completeSetup);
const loadFormMock = vi.mocked(loadPaymentMethodForm);

const newVisa: PaymentMethod = {
  id: 4007,
  type: 'creditCard',
  brand: 'visa',
  last4: '1881',
  expMonth: 8,
  expYear: 2030,
  nickname: 'Visa ••1881',
  isDefault: false,
  isActive: true,
  linkedRecurringPaymentIds: [],
  linkedFuturePaymentIds: [],
};
const savedMastercard: PaymentMethod = {
  ...newVisa,
  id: 4001,
  brand: 'mastercard',
  last4: '4444',
  nickname: 'Mastercard ••4444',
  isDefault: true,
};
const withSecret = {
  setupIntentId: 'seti_1QDemoCourtyard4001',
  clientSecret: 'seti_1QDemoCourtyard4001_secret_DemoOnlyNotARealSecret',
};

async function createI18n(lng: 'en' | 'es' = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['payments', 'common', 'errors'],
    defaultNS: 'payments',
    resources: {
      en: { payments: en, common: enCommon, errors: enErrors },
      es: { payments: es, common: esCommon, errors: esErrors },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The app's cache as the pages read it: the session has loaded the saved methods. */
function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<PaymentMethodList>(paymentDataQueryKeys.paymentMethods, {
    paymentMethods: [savedMastercard],
  });
  return queryClient;
}

async function renderDialog(
  props: Partial<NewPaymentMethodDialogProps> = {},
  lng: 'en' | 'es' = 'en',
) {
  const i18n = await createI18n(lng);
  const queryClient = createQueryClient();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const onAdded = vi.fn<(method: PaymentMethod) => void>();
  const rootRoute = createRootRoute({
    component: () => (
      <NewPaymentMethodDialog
        open
        onOpenChange={onOpenChange}
        ownerId={5001}
        providerKind="sandbox"
        publishableKey="pk_test_configured"
        onAdded={onAdded}
        {...props}
      />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/billing'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('dialog', { name: (lng === 'es' ? es : en).newMethod.title });
  return { onOpenChange, onAdded, queryClient, user: userEvent.setup() };
}

beforeEach(() => {
  setupMock.mockReset();
  completeMock.mockReset();
  // Back to the real loader (the sandbox) unless a test says otherwise.
  loadFormMock.mockReset();
});
afterEach(cleanup);

describe('NewPaymentMethodDialog', () => {
  it('opens on the choice, with a title, a description and focus on the first choice', async () => {
    await renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Save a card or a bank account to pay with.');
    expect(screen.getByRole('button', { name: /Card/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Bank account/ })).toBeVisible();
  });

  it('says so when the setup has no client secret, and loads no provider', async () => {
    setupMock.mockResolvedValue({ setupIntentId: 'seti_1QDemoCourtyard4002', clientSecret: '' });
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: /Card/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, no client secret was provided.',
    );
    expect(setupMock).toHaveBeenCalledExactlyOnceWith('card', 5001);
    expect(loadFormMock).not.toHaveBeenCalled();

    // Retry asks for a new setup.
    setupMock.mockResolvedValue(withSecret);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(en.newMethod.form.sandboxNotice)).toBeVisible();
    expect(setupMock).toHaveBeenCalledTimes(2);
  });

  it('shows "use a bank" when the card provider cannot load, with Retry', async () => {
    setupMock.mockResolvedValue({ ...withSecret, publishableKey: 'pk_test_from_setup' });
    loadFormMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderDialog({ providerKind: 'stripe' });
    await user.click(screen.getByRole('button', { name: /Card/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Method Unavailable. Retry later or use a bank.');
    expect(alert).toHaveFocus();
    // The setup's own key wins over the configured one.
    expect(loadFormMock).toHaveBeenCalledWith('stripe', 'pk_test_from_setup');
    expect(screen.getByRole('button', { name: 'Use a bank account' })).toBeVisible();

    loadFormMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loadFormMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Method Unavailable. Retry later or use a bank.',
    );
  });

  it('shows "use a card" when the bank provider cannot load, in Spanish too', async () => {
    setupMock.mockResolvedValue(withSecret);
    loadFormMock.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderDialog({ providerKind: 'stripe' }, 'es');
    await user.click(screen.getByRole('button', { name: /Cuenta bancaria/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(esErrors.main.exceptions.PA020_bank);
    expect(setupMock).toHaveBeenCalledExactlyOnceWith('bank', 5001);
    expect(loadFormMock).toHaveBeenCalledWith('stripe', 'pk_test_configured');
  });

  it('treats the service saying the method is unavailable (PA020) the same way', async () => {
    setupMock.mockRejectedValue(
      new ApiError({
        service: 'connectPayments',
        path: '/PaymentMethod/Setup',
        status: 400,
        problem: { errorCode: 'PA020', detail: 'Payment Method Unavailable.' },
      }),
    );
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: /Bank account/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Method Unavailable. Retry later or use a card.',
    );
  });

  it('links to profile settings on PA037', async () => {
    setupMock.mockRejectedValue(
      new ApiError({
        service: 'connectPayments',
        path: '/PaymentMethod/Setup',
        status: 400,
        problem: { errorCode: 'PA037', errorId: '37a0c1e2' },
      }),
    );
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: /Card/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.main.exceptions.PA037);
    expect(screen.getByRole('link', { name: 'Go to profile settings' })).toHaveAttribute(
      'href',
      '/my/profile-settings',
    );
  });

  it('shows a server failure inside the dialog with its Error Code and Error ID', async () => {
    setupMock.mockRejectedValue(
      new ApiError({
        service: 'connectPayments',
        path: '/PaymentMethod/Setup',
        status: 500,
        problem: { errorId: 'e-123' },
      }),
    );
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: /Card/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enErrors.server.message);
    expect(alert).toHaveTextContent('Error Code: FE001');
    expect(alert).toHaveTextContent('Error ID: e-123');
  });

  it('adds a card through the sandbox with one request per action, then closes', async () => {
    let resolveSetup: (value: typeof withSecret) => void = () => undefined;
    setupMock.mockReturnValue(new Promise((resolve) => (resolveSetup = resolve)));
    completeMock.mockResolvedValue(newVisa);
    // The sandbox provider behind the dev server, told what the card is.
    const providerCall = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ confirmed: true }));
    const { user, onAdded, onOpenChange, queryClient } = await renderDialog();
    const methodsInCache = () =>
      queryClient.getQueryData<PaymentMethodList>(paymentDataQueryKeys.paymentMethods)
        ?.paymentMethods;

    const card = screen.getByRole('button', { name: /Card/ });
    await user.click(card);
    expect(screen.getByRole('status')).toHaveTextContent(en.newMethod.preparing);
    resolveSetup(withSecret);
    expect(await screen.findByText(en.newMethod.form.sandboxNotice)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Card details' })).toHaveFocus();
    expect(setupMock).toHaveBeenCalledTimes(1);

    // Invalid input: the form says why, nothing is stored.
    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByText('Enter the name on the card.')).toBeVisible();
    expect(completeMock).not.toHaveBeenCalled();
    expect(methodsInCache()).toEqual([savedMastercard]);

    await user.type(screen.getByLabelText('Cardholder name'), 'Jordan Rivera');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '08/30');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    const save = screen.getByRole('button', { name: 'Save payment method' });
    await Promise.all([user.click(save), user.click(save), user.dblClick(save)]);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(providerCall).toHaveBeenCalledTimes(1);
    const sent = providerCall.mock.calls[0]![1]?.body;
    expect(typeof sent).toBe('string');
    expect(JSON.parse(sent as string)).toEqual({
      clientSecret: withSecret.clientSecret,
      method: { type: 'creditCard', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2030 },
    });
    expect(completeMock).toHaveBeenCalledExactlyOnceWith('seti_1QDemoCourtyard4001');
    // The stored method is in the cache every page lists methods from, beside the saved ones,
    // once, and the list is marked for reloading to confirm it.
    expect(methodsInCache()).toEqual([savedMastercard, newVisa]);
    expect(queryClient.getQueryState(paymentDataQueryKeys.paymentMethods)?.isInvalidated).toBe(
      true,
    );
    expect(onAdded).toHaveBeenCalledExactlyOnceWith(newVisa);
  });

  it('keeps the provider confirmation when storing fails, and only stores on the retry', async () => {
    setupMock.mockResolvedValue(withSecret);
    completeMock.mockRejectedValueOnce(
      new ApiError({ service: 'connectPayments', path: '/x', status: 0, problem: null }),
    );
    completeMock.mockResolvedValueOnce(newVisa);
    const confirm = vi.fn(() => Promise.resolve({ ok: true as const }));
    loadFormMock.mockResolvedValue(function FakeForm({ ref }) {
      if (typeof ref === 'function') ref({ confirm });
      else if (ref) ref.current = { confirm };
      return <p>fake provider</p>;
    });
    const { user, onAdded, queryClient } = await renderDialog({ providerKind: 'stripe' });
    await user.click(screen.getByRole('button', { name: /Card/ }));
    await user.click(await screen.findByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(enCommon.billingProblem.network);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    // Nothing was stored, so nothing is added to the cached list.
    expect(
      queryClient.getQueryData<PaymentMethodList>(paymentDataQueryKeys.paymentMethods)
        ?.paymentMethods,
    ).toEqual([savedMastercard]);

    await user.click(screen.getByRole('button', { name: 'Save payment method' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(newVisa));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(completeMock).toHaveBeenCalledTimes(2);
  });

  it('shows the provider message when confirming fails', async () => {
    setupMock.mockResolvedValue(withSecret);
    loadFormMock.mockResolvedValue(function FakeForm({ ref }) {
      const confirm = () =>
        Promise.resolve({ ok: false as const, message: 'Your card was declined.' });
      if (typeof ref === 'function') ref({ confirm });
      else if (ref) ref.current = { confirm };
      return <p>fake provider</p>;
    });
    const { user } = await renderDialog({ providerKind: 'stripe' });
    await user.click(screen.getByRole('button', { name: /Card/ }));
    await user.click(await screen.findByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(completeMock).not.toHaveBeenCalled();
  });

  it('switches to the unavailable message when the provider form reports it', async () => {
    setupMock.mockResolvedValue(withSecret);
    loadFormMock.mockResolvedValue(function FakeForm({ onUnavailable }) {
      return (
        <button type="button" onClick={onUnavailable}>
          break
        </button>
      );
    });
    const { user } = await renderDialog({ providerKind: 'stripe' });
    await user.click(screen.getByRole('button', { name: /Card/ }));
    await user.click(await screen.findByRole('button', { name: 'break' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.main.exceptions.PA020_card);
  });

  it('gives focus back to the button that opened it', async () => {
    const i18n = await createI18n();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Add a new payment method
          </button>
          <NewPaymentMethodDialog
            open={open}
            onOpenChange={setOpen}
            ownerId={5001}
            providerKind="sandbox"
            publishableKey=""
            onAdded={() => undefined}
          />
        </>
      );
    }
    const router = createRouter({
      routeTree: createRootRoute({ component: Opener }),
      history: createMemoryHistory({ initialEntries: ['/billing'] }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Add a new payment method' });
    await user.click(opener);
    expect(await screen.findByRole('button', { name: /Card/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
