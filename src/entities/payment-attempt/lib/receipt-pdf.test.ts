import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '@/testing/pdf-text';
import common from '../../../../public/locales/en/common.json';
import commonEs from '../../../../public/locales/es/common.json';
import { receiptLines, type PaymentReceipt } from './receipt';
import { receiptPdfBytes, winAnsiText } from './receipt-pdf';

// The receipt texts as the app reads them (`common`, `receipt.*`), {{placeholders}} filled in.
const translate =
  (texts: { receipt: Record<string, string> }) =>
  (key: string, options: Record<string, unknown> = {}): string => {
    const [, name] = key.split('.');
    const text = (name && texts.receipt[name]) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, field: string) => {
      const value = options[field];
      return typeof value === 'string' ? value : '';
    });
  };
const t = translate(common);
const tEs = translate(commonEs);

const paid: PaymentReceipt = {
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

/** The PDF of a receipt as the receipt component makes it, in English or Spanish. */
function pdfOf(receipt: PaymentReceipt, language: 'en' | 'es' = 'en') {
  const tr = language === 'es' ? tEs : t;
  return receiptPdfBytes({
    title: tr('receipt.title'),
    documentTitle: tr('receipt.pdfDocumentTitle', { reference: receipt.reference }),
    language,
    lines: receiptLines(receipt, tr, language),
  });
}

/** The text a PDF reader extracts from the file, its lines joined by spaces. */
async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(bytes)).replace(/\n/g, ' ');
}

describe('the PDF receipt', () => {
  it('holds the association, amount, fee, total, method, date and confirmation number', async () => {
    const bytes = await pdfOf(paid);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'Payment receipt',
      'Association',
      'Maple Grove HOA',
      'Confirmation number',
      'CY-20261122-7201',
      'Amount',
      '$450.00',
      'Fees',
      '$13.28',
      'Total',
      '$463.28',
      'Payment method',
      'Visa ending in 4242',
      'Nov 22, 2026',
    ])
      expect(text).toContain(expected);
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Payment receipt CY-20261122-7201');
    expect(document.getPageCount()).toBe(1);
  });

  it('speaks Spanish, accents included', async () => {
    const bytes = await pdfOf({ ...paid, amount: 123456, total: 124784 }, 'es');
    const text = await textOf(bytes);
    for (const expected of ['Recibo de pago', 'Asociación', 'Número de confirmación', 'Importe'])
      expect(text).toContain(expected);
    expect(text).toMatch(/1\.?234,56\sUS\$/);
    expect(text).toContain('22 nov 2026');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Recibo de pago CY-20261122-7201');
  });

  it('never prints more than the last four digits of a method', async () => {
    const text = await textOf(await pdfOf({ ...paid, methodLabel: 'Checking 000123456789' }));
    expect(text).toContain('Checking ****6789');
    expect(text.replace('CY-20261122-7201', '')).not.toMatch(/\d(?:[\s-]?\d){4,}/);
  });

  it('draws a name Helvetica cannot encode without failing: accents go, the rest becomes "?"', async () => {
    const receipt: PaymentReceipt = {
      ...paid,
      associationName: 'Łąkowa Őrház 🌳 東京 Residences',
      // An instant: English times carry a narrow no-break space before "PM".
      date: '2026-11-22T15:10:00Z',
    };
    const bytes = await pdfOf(receipt);
    const text = await textOf(bytes);
    expect(text).toContain('?akowa Orház ? ?? Residences');
    expect(text).toMatch(/Nov 22, 2026, \d{1,2}:10 PM/);
    expect(text).toContain('CY-20261122-7201');
    // The title bar's text is not drawn with the font: it keeps the name as given.
    const named = await pdfOf({ ...receipt, reference: 'CY-東京-1' });
    expect((await PDFDocument.load(named)).getTitle()).toBe('Payment receipt CY-東京-1');
  });

  it('wraps a long name onto more lines, every word kept', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `Word${String.fromCharCode(65 + (i % 26))}`);
    const text = await textOf(await pdfOf({ ...paid, associationName: words.join(' ') }));
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain('$463.28');
  });
});

describe('winAnsiText', () => {
  let drawable: Set<number>;
  beforeAll(async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    drawable = new Set(font.getCharacterSet());
  });

  it.each([
    ['Número de confirmación', 'Número de confirmación'],
    ['1.234,56\u00a0US$', '1.234,56\u00a0US$'],
    ['Total: €5 “quoted” – ok…', 'Total: €5 “quoted” – ok…'],
    ['3:10\u202fPM', '3:10 PM'],
    ['Line\nbreak\ttab', 'Line break tab'],
    ['Őrház Łódź', 'Orház ?ódz'],
    ['zero\u200bwidth\u200d', 'zerowidth'],
    ['e\u0301', 'é'],
    ['🌳 東京', '? ??'],
  ])('%j → %j', (text, drawn) => {
    expect(winAnsiText(text, drawable)).toBe(drawn);
  });
});
