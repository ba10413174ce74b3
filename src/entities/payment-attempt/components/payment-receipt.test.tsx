import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../../public/locales/en/common.json';
import { saveFile } from '@/lib/save-file';
import { englishI18n } from '@/testing/i18n';
import type { PaymentReceipt as Receipt } from '../lib/receipt';
import { PaymentReceipt } from './payment-receipt';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));
const saveMock = vi.mocked(saveFile);

const receipt: Receipt = {
  reference: 'CY-20261122-7201',
  referenceKind: 'confirmationNumber',
  amount: 45000,
  fee: 1328,
  total: 46328,
  methodLabel: 'Visa ending in 4242',
  date: '2026-11-22',
  dateKind: 'date',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderReceipt() {
  render(
    <I18nextProvider i18n={i18n}>
      <PaymentReceipt receipt={receipt} />
    </I18nextProvider>,
  );
}

describe('PaymentReceipt', () => {
  it('shows every line of the receipt', () => {
    renderReceipt();
    for (const [label, value] of [
      ['Confirmation number', 'CY-20261122-7201'],
      ['Amount', '$450.00'],
      ['Fees', '$13.28'],
      ['Total', '$463.28'],
      ['Payment method', 'Visa ending in 4242'],
      ['Date', 'Nov 22, 2026'],
    ]) {
      expect(screen.getByText(label ?? '').tagName).toBe('DT');
      expect(screen.getByText(value ?? '').tagName).toBe('DD');
    }
  });

  it('prints through the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReceipt();
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('downloads the same lines as a text file named for the reference, and says so', async () => {
    renderReceipt();
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(saveMock).toHaveBeenCalledTimes(1);
    const [blob, name] = saveMock.mock.calls[0] ?? [];
    expect(name).toBe('receipt-CY-20261122-7201.txt');
    const text = await (blob as Blob).text();
    expect(text).toContain('Payment receipt');
    expect(text).toContain('Confirmation number: CY-20261122-7201');
    expect(text).toContain('Fees: $13.28');
    expect(text).toContain('Payment method: Visa ending in 4242');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Receipt saved as receipt-CY-20261122-7201.txt.',
    );
  });
});
