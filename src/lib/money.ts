/**
 * Money is integer cents everywhere (the wire sends cents, SPEC §9); no float arithmetic touches
 * an amount. These helpers are the only bridge between what a person types or reads and cents.
 */
export type MoneyInputProblem =
  'required' | 'invalid' | 'tooManyDecimals' | 'negative' | 'ambiguous';

export type MoneyInput = { ok: true; cents: number } | { ok: false; problem: MoneyInputProblem };

/** Largest amount the portal accepts at all: $10,000,000.00. Options set tighter limits. */
const MAX_CENTS = 1_000_000_000;

/** Spanish writes "1.234,56": a dot between thousands, a comma before the cents. */
const readsCommaDecimals = (locale: string) => /^es\b/i.test(locale);

/**
 * What a person typed as cents, read the way their language writes amounts; anything that could
 * mean two amounts is refused rather than guessed.
 * - English: "1,234.56", "$1234.5", "1234".
 * - Spanish: "1.234,56", "1234,5", "1234", "1.234,56 US$"; a lone dot before one or two digits
 *   can only be a decimal point ("450.00", an amount filled in before the language changed).
 *   "2,500" (a comma then exactly three digits, no other separator) is refused as ambiguous:
 *   it is 2.50 written in Spanish and 2,500.00 written in English ("1234,500" is no English
 *   amount, so it is only a Spanish one with too many decimals).
 */
export function parseMoneyInput(text: string, locale: string): MoneyInput {
  const spanish = readsCommaDecimals(locale);
  let trimmed = text.trim().replace(/^\$\s*/, '');
  if (spanish) trimmed = trimmed.replace(/^US\$\s*/i, '').replace(/\s*(?:US)?\$$/i, '');
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (/^-/.test(trimmed)) return { ok: false, problem: 'negative' };
  let whole: string;
  let fraction: string;
  if (spanish) {
    const grouped = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/.exec(trimmed);
    const dotDecimal = /^(\d+)\.(\d{1,2})$/.exec(trimmed);
    if (grouped) {
      whole = (grouped[1] ?? '0').replace(/\./g, '');
      fraction = grouped[2] ?? '';
      if (fraction.length === 3 && /^\d{1,3}$/.test(grouped[1] ?? ''))
        return { ok: false, problem: 'ambiguous' };
    } else if (dotDecimal) {
      whole = dotDecimal[1] ?? '0';
      fraction = dotDecimal[2] ?? '';
    } else return { ok: false, problem: 'invalid' };
  } else {
    // Thousands separators only in the right places; a dot for cents.
    const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(trimmed);
    if (!match) return { ok: false, problem: 'invalid' };
    whole = (match[1] ?? '0').replace(/,/g, '');
    fraction = match[2] ?? '';
  }
  if (fraction.length > 2) return { ok: false, problem: 'tooManyDecimals' };
  if (whole.length > 8) return { ok: false, problem: 'invalid' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { ok: false, problem: 'invalid' };
  return { ok: true, cents };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The refusal of an ambiguous amount ("2,500" in Spanish), one text for every money field: it
 * repeats what was typed and shows how to write each reading.
 */
export function ambiguousAmountMessage(text: string, t: Translate): string {
  const typed = text.trim();
  return t('common:moneyInput.ambiguous', { typed, whole: typed.replace(/\D/g, '') });
}

/** Cents as the text an amount field starts with, in the person's language: "450.00" / "450,00". */
export function centsToInputText(cents: number, locale: string): string {
  const text = centsToDecimalString(cents);
  return readsCommaDecimals(locale) ? text.replace('.', ',') : text;
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
