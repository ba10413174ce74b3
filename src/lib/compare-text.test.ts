import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A small deterministic generator, so a failure names the same pair every run. */
function* texts(seed: number, count: number, alphabet: string): Generator<string> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  for (let n = 0; n < count; n++) {
    let text = '';
    const length = next() % 9;
    for (let k = 0; k < length; k++) text += alphabet.charAt(next() % alphabet.length);
    yield text;
  }
}

describe('compareText', () => {
  it('orders letters, digits and spaces as the English collator does', () => {
    const sample = [...texts(7, 600, 'aAbBzZ 0019 -.')];
    const disagreements: string[] = [];
    for (const a of sample)
      for (const b of sample.slice(0, 60))
        if (compareText(a, b) !== Math.sign(collator.compare(a, b)))
          disagreements.push(`${a}|${b}`);
    expect(disagreements).toEqual([]);
  });

  it('sorts names case-blind and numbers by value', () => {
    const names = ['oak ridge', 'Maple Court', 'Unit 10', 'unit 9', 'Unit 010', 'Oak Ridge'];
    expect([...names].sort(compareText)).toEqual([
      'Maple Court',
      'oak ridge',
      'Oak Ridge',
      'unit 9',
      'Unit 10',
      'Unit 010',
    ]);
  });

  it('leaves accents and punctuation to the collator', () => {
    expect(compareText('Élan', 'elan')).toBe(0);
    expect(compareText('St. James', 'St James')).toBe(
      Math.sign(collator.compare('St. James', 'St James')),
    );
    expect(compareText('Ñandú', 'Nandu')).toBe(0);
  });
});
