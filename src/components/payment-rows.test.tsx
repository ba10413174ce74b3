import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../public/locales/en/common.json';
import errors from '../../public/locales/en/errors.json';
import { ApiError } from '@/lib/api/api-error';
import { englishI18n } from '@/testing/i18n';
import { RecentPaymentsSection } from './payment-rows';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common, errors });
});
afterEach(cleanup);

interface Payment {
  id: number;
  cents: number;
  status: 'pending' | 'completed';
}
const texts = { title: 'Recent payments', loading: 'Loading…', failed: 'Failed.', none: 'None.' };
const toRow = (payment: Payment) => ({
  id: payment.id,
  amount: payment.cents,
  detail: `#${String(payment.id)}`,
  statusText: payment.status === 'pending' ? 'Pending' : 'Completed',
  pending: payment.status === 'pending',
});

function renderSection(
  query: Partial<Parameters<typeof RecentPaymentsSection<Payment>>[0]['query']>,
  loading = false,
) {
  const full = {
    data: undefined,
    isError: false,
    error: null,
    isFetching: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...query,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <RecentPaymentsSection query={full} loading={loading} texts={texts} toRow={toRow} />
    </I18nextProvider>,
  );
  return full;
}

describe('RecentPaymentsSection', () => {
  it('lists the payments with their amount, detail and status; a pending one is marked', () => {
    renderSection({
      data: [
        { id: 1, cents: 45000, status: 'pending' },
        { id: 2, cents: 12550, status: 'completed' },
      ],
    });
    const region = screen.getByRole('region', { name: 'Recent payments' });
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first).toHaveTextContent('$450.00#1Pending');
    expect(within(first!).getByText('Pending')).toHaveClass('font-semibold');
    expect(second).toHaveTextContent('$125.50#2Completed');
    expect(within(second!).getByText('Completed')).not.toHaveClass('font-semibold');
  });

  it('says when there are none, and while they load', () => {
    renderSection({ data: [] }, false);
    expect(screen.getByText('None.')).toBeInTheDocument();
    cleanup();
    renderSection({}, true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says a failure with its Error ID, and Try Again asks again', async () => {
    const error = new ApiError({
      service: 'connectPayments',
      path: '/Payment',
      status: 500,
      problem: { errorId: 'e-42' },
    });
    const query = renderSection({ isError: true, error });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed.');
    expect(alert).toHaveTextContent('Error ID: e-42');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
