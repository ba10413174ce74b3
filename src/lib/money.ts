/**
 * Money is integer cents everywhere (the wire sends cents, SPEC §9); no float arithmetic touches
 * an amount. These helpers are the only bridge between what a person types or reads and cents.
 */
export type MoneyInputProblem = 'required' | 'invalid' | 'tooManyDecimals' | 'negative';

export type MoneyInput = { ok: true; cents: number } | { ok: false; problem: MoneyInputProblem };

/** Largest amount the portal accepts at all: $10,000,000.00. Options set tighter limits. */
const MAX_CENTS = 1_000_000_000;

/** Reads "1,234.56", "$1234.5" or "1234" as cents; refuses anything ambiguous. */
export function parseMoneyInput(text: string): MoneyInput {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (/^-/.test(trimmed)) return { ok: false, problem: 'negative' };
  // Thousands separators only in the right places; a dot for cents.
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return { ok: false, problem: 'invalid' };
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'tooManyDecimals' };
  if (whole.length > 8) return { ok: false, problem: 'invalid' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { ok: false, problem: 'invalid' };
  return { ok: true, cents };
}

/** Cents as the plain decimal string an input shows: 45000 → "450.00". */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents for reading, in the person's language: 128550 → "$1,285.50" (en) or "1285,50 US$" (es). */
export function formatCents(cents: number, locale: string, currency = 'USD'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  // A decimal string, not cents / 100: formatting stays exact for any amount.
  return formatter.format(centsToDecimalString(cents) as `${number}`);
}

/** Percent of an amount in basis points, rounded half up to the cent (the rule fees use). */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}
