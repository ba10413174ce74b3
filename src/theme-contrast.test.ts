// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 56 item 6: every design template in src/index.css, in its light and its dark look, keeps
// text readable (WCAG 1.4.3, 4.5:1) in each pairing the components use. The route walk checks
// the Default template's pages with axe; this checks the other templates' colours, which no walk
// shows.

const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');

type Look = 'light' | 'dark';
type Palette = Record<string, string>;

/** Each template's tokens per look, from its `--name: light-dark(#light, #dark);` lines. */
function palettes(): Map<string, Record<Look, Palette>> {
  const found = new Map<string, Record<Look, Palette>>();
  for (const block of css.matchAll(/\[data-theme='(\w+)'\] \{([^}]*)\}/g)) {
    const [, name = '', body = ''] = block;
    const looks: Record<Look, Palette> = { light: {}, dark: {} };
    for (const [, token = '', light = '', dark = ''] of body.matchAll(
      /--([\w-]+): light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\);/g,
    )) {
      looks.light[token] = light;
      looks.dark[token] = dark;
    }
    found.set(name, looks);
  }
  return found;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// Text tokens on the backgrounds they are used on, and each fill with the text it carries.
const PAIRS: readonly (readonly [string, string])[] = [
  ...['ink', 'ink-muted', 'brand', 'danger', 'success'].flatMap((text) => [
    [text, 'surface'] as const,
    [text, 'surface-muted'] as const,
  ]),
  ['brand-contrast', 'brand'],
  ['danger-contrast', 'danger'],
  ['surface', 'ink'],
];

const TOKENS = ['brand', 'brand-contrast', 'surface', 'surface-muted', 'ink', 'ink-muted', 'line']
  .concat(['danger', 'danger-contrast', 'success'])
  .sort();

describe('the design templates’ colours', () => {
  const all = palettes();

  it('are the four templates, each with every token in both looks', () => {
    expect([...all.keys()].sort()).toEqual(['Coastal', 'Default', 'Evergreen', 'HighContrast']);
    for (const looks of all.values()) {
      expect(Object.keys(looks.light).sort()).toEqual(TOKENS);
      expect(Object.keys(looks.dark).sort()).toEqual(TOKENS);
    }
  });

  for (const [name, looks] of palettes()) {
    for (const look of ['light', 'dark'] as const) {
      it(`keep text at 4.5:1 or more in ${name}, ${look}`, () => {
        const palette = looks[look];
        const low = PAIRS.map(([text, background]) => ({
          pair: `${text} on ${background}`,
          ratio: contrast(palette[text] ?? '#000000', palette[background] ?? '#000000'),
        })).filter(({ ratio }) => ratio < 4.5);
        expect(low).toEqual([]);
      });
    }
  }
});
