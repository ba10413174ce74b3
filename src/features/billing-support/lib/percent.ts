/**
 * Fee percentages travel as basis points (hundredths of a percent: 295 = 2.95 %). They are turned
 * into text through an exact decimal string, never a float division, so 295 is always "2.95%" and
 * never "2.9499999999999997%".
 */

/** Basis points as the exact fraction Intl reads: 295 → "0.0295", 10000 → "1.0000", -5 → "-0.0005". */
export function basisPointsToDecimalString(basisPoints: number): string {
  // The contract sends integers; anything else is taken to the nearest basis point.
  const whole = Number.isSafeInteger(basisPoints) ? basisPoints : Math.round(basisPoints);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${String(Math.floor(abs / 10_000))}.${String(abs % 10_000).padStart(4, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Basis points as a percentage for reading, in the person's language, without trailing zeros:
 * 295 → "2.95%", 100 → "1%", 250 → "2.5%" (en); 295 → "2,95 %" (es).
 */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    // Two fraction digits of a percent are exactly the precision of a basis point.
    formatter = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(basisPointsToDecimalString(basisPoints) as `${number}`);
}
