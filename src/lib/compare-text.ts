// Made on first use: creating a collator loads the collation data, about 13–18 ms of a signed-in
// page's start-up on this machine (×4 on a simulated phone, npm run bench: TBT).
let collator: Intl.Collator | undefined;

const plain = /^[A-Za-z0-9 .-]*$/;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Compares digit runs by value, as the collator's `numeric` option does (leading zeros aside). */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The same order as `Intl.Collator('en', { sensitivity: 'base', numeric: true })` for text of
 * letters, digits and spaces (space before digits before letters, case ignored, digit runs by
 * value), the usual association names and account numbers; anything else goes to the collator.
 */
function comparePlain(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(j);
    if (isDigit(cx) && isDigit(cy)) {
      let ei = i;
      let ej = j;
      while (ei < x.length && isDigit(x.charCodeAt(ei))) ei++;
      while (ej < y.length && isDigit(y.charCodeAt(ej))) ej++;
      const byValue = compareNumbers(x.slice(i, ei), y.slice(j, ej));
      if (byValue !== 0) return byValue;
      i = ei;
      j = ej;
      continue;
    }
    if (cx !== cy) return cx - cy;
    i++;
    j++;
  }
  return x.length - i - (y.length - j);
}

/** Text order for people (English rules, case and accents ignored, numbers by value), sign only. */
export function compareText(a: string, b: string): number {
  if (plain.test(a) && plain.test(b)) return Math.sign(comparePlain(a, b));
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
