import { describe, expect, it } from 'vitest';
import { csvBlob, csvField, neutraliseFormula, safeFileName, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('December 2026 assessment')).toBe('December 2026 assessment');
    expect(csvField(450)).toBe('450');
    expect(csvField('-450.00')).toBe('-450.00');
    expect(csvField(-25)).toBe('-25');
  });

  it('writes nothing for an empty cell', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Fine, trash cans')).toBe('"Fine, trash cans"');
    expect(csvField('The "big" fence')).toBe('"The ""big"" fence"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1-555-0100')).toBe("'+1-555-0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\t=1')).toBe("'\t=1");
    // Neutralised first, then quoted.
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('keeps signed plain numbers as numbers', () => {
    expect(neutraliseFormula('-1285.50')).toBe('-1285.50');
    expect(neutraliseFormula('-0')).toBe('-0');
    expect(neutraliseFormula('-1e5')).toBe("'-1e5");
    expect(neutraliseFormula('- 5')).toBe("'- 5");
  });
});

describe('toCsv', () => {
  it('writes a header line and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['Date', 'Description', 'Amount'],
        [
          ['2026-11-15', 'December 2026 assessment', '450.00'],
          ['2026-11-01', 'Payment, thanks', '-450.00'],
        ],
      ),
    ).toBe(
      'Date,Description,Amount\r\n2026-11-15,December 2026 assessment,450.00\r\n2026-11-01,"Payment, thanks",-450.00\r\n',
    );
  });

  it('writes just the header when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B\r\n');
  });
});

describe('csvBlob', () => {
  it('is UTF-8 text/csv with a byte-order mark', async () => {
    const blob = csvBlob('a,b\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('safeFileName', () => {
  it('keeps letters, digits, dots, dashes and underscores', () => {
    expect(safeFileName('MG-1001-ledger-2026-11-22')).toBe('MG-1001-ledger-2026-11-22');
    expect(safeFileName('LT 2001/Unit 4B: año')).toBe('LT-2001-Unit-4B-ano');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('***')).toBe('export');
  });
});
