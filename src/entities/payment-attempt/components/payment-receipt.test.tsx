import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../../public/locales/en/common.json';
import { saveFile } from '@/lib/save-file';
import { englishI18n } from '@/testing/i18n';
import type { PaymentReceipt as Receipt } from '../lib/receipt';
import { receiptPdfBytes } from '../lib/receipt-pdf';
import { PaymentReceipt } from './payment-receipt';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));
const saveMock = vi.mocked(saveFile);
// The PDF itself is receipt-pdf.test.ts's: here, when it is asked for and what the page says.
vi.mock('../lib/receipt-pdf', () => ({ receiptPdfBytes: vi.fn() }));
const pdfMock = vi.mocked(receiptPdfBytes);

/** A PDF build the test finishes when it wants, as a slow phone would. */
function pendingPdf() {
  let finish: (bytes: Uint8Array<ArrayBuffer>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  pdfMock.mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    finish: async (bytes: Uint8Array<ArrayBuffer>) => {
      await act(async () => {
        finish(bytes);
        await Promise.resolve();
      });
    },
    fail: async (error: Error) => {
      await act(async () => {
        fail(error);
        await Promise.resolve();
      });
    },
  };
}

const receipt: Receipt = {
  associationName: 'Maple Grove HOA',
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
      ['Association', 'Maple Grove HOA'],
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

  it('builds the PDF on the press, says so meanwhile, once however often pressed, then saves it', async () => {
    const user = userEvent.setup();
    renderReceipt();
    expect(pdfMock).not.toHaveBeenCalled();
    const build = pendingPdf();
    const button = screen.getByRole('button', { name: 'Download PDF receipt' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Preparing the PDF…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the PDF…');
    await user.click(button);
    expect(pdfMock).toHaveBeenCalledTimes(1);
    expect(pdfMock.mock.calls[0]?.[0]).toMatchObject({
      title: 'Payment receipt',
      documentTitle: 'Payment receipt CY-20261122-7201',
      language: 'en',
      lines: expect.arrayContaining([
        { id: 'association', label: 'Association', value: 'Maple Grove HOA' },
        { id: 'amount', label: 'Amount', value: '$450.00' },
        { id: 'reference', label: 'Confirmation number', value: 'CY-20261122-7201' },
      ]) as unknown,
    });
    await build.finish(new Uint8Array([37, 80, 68, 70]));
    expect(saveMock).toHaveBeenCalledTimes(1);
    const [blob, name] = saveMock.mock.calls[0] ?? [];
    expect(name).toBe('receipt-CY-20261122-7201.pdf');
    expect((blob as Blob).type).toBe('application/pdf');
    expect(await (blob as Blob).text()).toBe('%PDF');
    expect(button).toHaveAccessibleName('Download PDF receipt');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Receipt saved as receipt-CY-20261122-7201.pdf.',
    );
  });

  it('says in words when the PDF cannot be made, and Try again makes it', async () => {
    const user = userEvent.setup();
    renderReceipt();
    const first = pendingPdf();
    await user.click(screen.getByRole('button', { name: 'Download PDF receipt' }));
    await first.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The PDF receipt could not be made. Check your connection and try again; Print receipt and Download receipt still work.',
    );
    expect(saveMock).not.toHaveBeenCalled();
    const again = pendingPdf();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus moved to the button that now says what it is doing, not lost with the alert.
    expect(document.activeElement).toHaveAccessibleName('Preparing the PDF…');
    await again.finish(new Uint8Array([37, 80, 68, 70]));
    expect(pdfMock).toHaveBeenCalledTimes(2);
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Receipt saved as receipt-CY-20261122-7201.pdf.',
    );
  });
});
