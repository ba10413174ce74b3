import { describe, expect, it } from 'vitest';
import common from '../../../../public/locales/en/common.json';
import commonEs from '../../../../public/locales/es/common.json';
import {
  maskLongNumbers,
  receiptFileName,
  receiptLines,
  receiptText,
  type PaymentReceipt,
} from './receipt';

// The receipt texts as the app reads them (`common`, `receipt.*`).
const translate =
  (texts: { receipt: Record<string, string> }) =>
  (key: string): string => {
    const [, name] = key.split('.');
    return (name && texts.receipt[name]) ?? key;
  };
const t = translate(common);
const tEs = translate(commonEs);

const paid: PaymentReceipt = {
  reference: 'CY-20261122-7201',
  referenceKind: 'confirmationNumber',
  amount: 45000,
  fee: 1328,
  total: 46328,
  methodLabel: 'Visa ending in 4242',
  date: '2026-11-22',
  dateKind: 'date',
};

describe('receiptLines', () => {
  it('lists reference, amount, fee, total, method and date, in English', () => {
    expect(receiptLines(paid, t, 'en')).toEqual([
      { id: 'reference', label: 'Confirmation number', value: 'CY-20261122-7201' },
      { id: 'amount', label: 'Amount', value: '$450.00' },
      { id: 'fee', label: 'Fees', value: '$13.28' },
      { id: 'total', label: 'Total', value: '$463.28' },
      { id: 'method', label: 'Payment method', value: 'Visa ending in 4242' },
      { id: 'date', label: 'Date', value: 'Nov 22, 2026' },
    ]);
  });

  it('speaks Spanish, money and dates included', () => {
    const lines = receiptLines({ ...paid, amount: 123456, total: 124784 }, tEs, 'es');
    expect(lines.map((l) => l.label)).toEqual([
      'Número de confirmación',
      'Importe',
      'Cargos',
      'Total',
      'Forma de pago',
      'Fecha',
    ]);
    expect(lines.find((l) => l.id === 'amount')?.value).toMatch(/^1\.?234,56\sUS\$$/);
    expect(lines.find((l) => l.id === 'date')?.value).toBe('22 nov 2026');
  });

  it('names a scheduled payment by its id, the next date of a recurring one, an instant with its time', () => {
    const lines = receiptLines(
      { ...paid, reference: '8101', referenceKind: 'reference', dateKind: 'nextDate' },
      t,
      'en',
    );
    expect(lines[0]).toEqual({ id: 'reference', label: 'Reference', value: '8101' });
    expect(lines.at(-1)?.label).toBe('Next payment');
    const instant = receiptLines({ ...paid, date: '2026-11-22T15:10:00Z' }, t, 'en');
    expect(instant.at(-1)?.value).toMatch(/^Nov 22, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('names the association first when it is known, trimmed', () => {
    const lines = receiptLines({ ...paid, associationName: '  Maple Grove HOA ' }, t, 'en');
    expect(lines[0]).toEqual({ id: 'association', label: 'Association', value: 'Maple Grove HOA' });
    expect(receiptLines({ ...paid, associationName: '' }, t, 'en')[0]?.id).toBe('reference');
    expect(receiptLines(paid, tEs, 'es').map((l) => l.id)).not.toContain('association');
    expect(receiptLines({ ...paid, associationName: 'Maple Grove' }, tEs, 'es')[0]?.label).toBe(
      'Asociación',
    );
  });

  it('leaves out a method that is not known', () => {
    const lines = receiptLines({ ...paid, methodLabel: ' ' }, t, 'en');
    expect(lines.map((l) => l.id)).not.toContain('method');
  });

  it('never shows more than the last four digits of a method', () => {
    const lines = receiptLines({ ...paid, methodLabel: 'Checking 000123456789' }, t, 'en');
    expect(lines.find((l) => l.id === 'method')?.value).toBe('Checking ****6789');
  });
});

describe('maskLongNumbers', () => {
  it.each([
    ['Visa ending in 4242', 'Visa ending in 4242'],
    ['Card 4242 4242 4242 4242', 'Card ****4242'],
    ['Account 0001-2345-6789', 'Account ****6789'],
    ['Savings 12345', 'Savings ****2345'],
    [
      'Checking ending in 6789, First Community Bank',
      'Checking ending in 6789, First Community Bank',
    ],
  ])('%j → %j', (text, masked) => {
    expect(maskLongNumbers(text)).toBe(masked);
  });
});

describe('the downloaded receipt', () => {
  it('is a titled list of the lines', () => {
    const text = receiptText('Payment receipt', receiptLines(paid, t, 'en'));
    expect(text).toBe(
      [
        'Payment receipt',
        '===============',
        'Confirmation number: CY-20261122-7201',
        'Amount: $450.00',
        'Fees: $13.28',
        'Total: $463.28',
        'Payment method: Visa ending in 4242',
        'Date: Nov 22, 2026',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['CY-20261122-7201', 'receipt-CY-20261122-7201.txt'],
    ['8101', 'receipt-8101.txt'],
    ['../../etc/passwd', 'receipt-etc-passwd.txt'],
    ['A B/C', 'receipt-A-B-C.txt'],
    ['///', 'receipt-payment.txt'],
  ])('is named for its reference: %j → %j', (reference, name) => {
    expect(receiptFileName(reference)).toBe(name);
  });

  it('is named alike as a PDF', () => {
    expect(receiptFileName('CY-20261122-7201', 'pdf')).toBe('receipt-CY-20261122-7201.pdf');
    expect(receiptFileName('///', 'pdf')).toBe('receipt-payment.pdf');
  });
});
