import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BRAND, drawIcon, ICONS } from './app-icons.ts';

const isGlyph = (png: PNG, at: number) => png.data[at] === 0xff && png.data[at + 1] === 0xff;

describe('app icons', () => {
  it('keeps the maskable house inside the safe zone, on the brand colour to the edges', () => {
    const size = 512;
    const png = drawIcon(size, 'maskable');
    let glyphPixels = 0;
    let farthest = 0;
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        if (!isGlyph(png, (row * size + column) * 4)) continue;
        glyphPixels++;
        farthest = Math.max(farthest, Math.hypot(column + 0.5 - size / 2, row + 0.5 - size / 2));
      }
    }
    expect(farthest).toBeLessThanOrEqual(0.4 * size);
    expect(glyphPixels).toBeGreaterThan(size * size * 0.1);
    expect([...png.data.subarray(0, 4)]).toEqual([...BRAND, 0xff]);
  });

  it('has committed PNGs that match a fresh drawing (npm run icons)', () => {
    for (const icon of ICONS) {
      const committed = PNG.sync.read(readFileSync(`public/icons/${icon.file}`));
      expect([committed.width, committed.height], icon.file).toEqual([icon.size, icon.size]);
      expect(
        Buffer.compare(committed.data, drawIcon(icon.size, icon.purpose).data),
        icon.file,
      ).toBe(0);
    }
  });
});
