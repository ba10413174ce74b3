const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * A byte count for people: binary steps with the usual short units (25 MB for 26,214,400 bytes),
 * one decimal below 10 and none above, in the reader's number format.
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  // Rounding 1023.6 KB up would print "1,024 KB": show the next unit instead.
  if (Number(value.toFixed(digits)) >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit] ?? 'B'}`;
}
