// The installable portal's icons (public/manifest.webmanifest): a white house on the Default
// theme's brand colour (src/index.css). `npm run icons` writes them to public/icons/; the PNGs are
// committed, so a build needs no drawing. No anti-aliasing: at 192 px and up the steps are not seen.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

/** The Default theme's `--brand` and `--brand-contrast`. */
export const BRAND: readonly [number, number, number] = [0x1f, 0x5f, 0x4a];
const GLYPH: readonly [number, number, number] = [0xff, 0xff, 0xff];

/**
 * The house in unit coordinates, the square -1…1 (y down): a roof from the apex (0, -1) to the
 * eaves at (±1, -0.1), walls at ±0.75 down to 1, and a door cut out of them.
 */
export function insideHouse(x: number, y: number): boolean {
  const roof = y >= -1 && y <= -0.1 && Math.abs(x) <= (y + 1) / 0.9;
  const walls = y > -0.1 && y <= 1 && Math.abs(x) <= 0.75;
  const door = Math.abs(x) <= 0.2 && y >= 0.35;
  return roof || (walls && !door);
}

/** The farthest the house reaches from its centre, in units (the wall's foot, (±0.75, 1)). */
export const HOUSE_RADIUS = Math.hypot(0.75, 1);

export interface IconSpec {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const ICONS: readonly IconSpec[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * The house's half-width in pixels. A maskable icon's launcher may crop it to a circle of 80 % of
 * its width (the safe zone, radius 0.4 × size): the whole house stays inside that with room to spare.
 * An `any` icon is shown whole, so its house may be larger.
 */
export function glyphScale(size: number, purpose: IconSpec['purpose']): number {
  return purpose === 'maskable' ? (0.36 * size) / HOUSE_RADIUS : 0.34 * size;
}

/** The icon's RGBA pixels: brand colour everywhere (a maskable icon must bleed to its edges). */
export function drawIcon(size: number, purpose: IconSpec['purpose']): PNG {
  const png = new PNG({ width: size, height: size });
  const scale = glyphScale(size, purpose);
  const centre = size / 2;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      // The pixel's centre, in the house's units.
      const x = (column + 0.5 - centre) / scale;
      const y = (row + 0.5 - centre) / scale;
      const [r, g, b] = insideHouse(x, y) ? GLYPH : BRAND;
      const at = (row * size + column) * 4;
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 0xff;
    }
  }
  return png;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const icon of ICONS) {
    writeFileSync(join(dir, icon.file), PNG.sync.write(drawIcon(icon.size, icon.purpose)));
    console.info(`Wrote public/icons/${icon.file} (${String(icon.size)} px, ${icon.purpose}).`);
  }
}
