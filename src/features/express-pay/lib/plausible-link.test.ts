import { describe, expect, it } from 'vitest';
import { isPlausibleLink } from './plausible-link';

describe('isPlausibleLink', () => {
  it('accepts the demo link', () => {
    expect(isPlausibleLink('card', 'a1b2c3d4')).toBe(true);
  });

  it.each([
    ['', 'a1b2c3d4'],
    ['card', ''],
    ['card', 'a1b2 c3d4'],
    ['card', '<script>'],
    ['card', 'x'.repeat(129)],
  ])('refuses %s / %s', (strategy, link) => {
    expect(isPlausibleLink(strategy, link)).toBe(false);
  });
});
