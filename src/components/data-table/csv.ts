/**
 * CSV as RFC 4180 writes it (comma separated, CRLF line ends, fields with a comma, quote or line
 * break in double quotes, quotes doubled), made safe to open in a spreadsheet: a text cell that
 * starts with = + - @ (or a tab or carriage return) would run as a formula there, so it gets a
 * leading apostrophe. Plain numbers such as -450.00 cannot be formulas and stay numbers.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Prefixes an apostrophe to text a spreadsheet would read as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(typeof value === 'number' ? String(value) : value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header line, then one line per row, CRLF after each line. */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/**
 * A CSV file's bytes: UTF-8 with a byte-order mark, which spreadsheet programs need to read
 * accented letters and symbols (é, –, •) correctly.
 */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

// Moved to src/lib so any download names its file the same way.
export { safeFileName } from '@/lib/file-name';
