// One rule for sorting names (SPEC lists, the documents, the property list, the data tables), and
// one collator per language: making one loads collation data, comparing with it is cheap.

const collators = new Map<string, Intl.Collator>();

/**
 * Names compared as people read them: letter case and accents aside, and the digits in a name by
 * their value ("Unit 9" before "Unit 10").
 */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}
