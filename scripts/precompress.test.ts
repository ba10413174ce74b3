// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, isPrecompressed } from './precompress';

describe('precompressed files', () => {
  it('are the hashed scripts and stylesheets of a kilobyte or more', () => {
    expect(isPrecompressed('assets/framework-BsFjEddC.js', 480_000)).toBe(true);
    expect(isPrecompressed('assets/index-BIIkp4Ow.css', 8_000)).toBe(true);
    expect(isPrecompressed('assets/queryOptions-Dfvzj6n2.js', 600)).toBe(false);
    expect(isPrecompressed('index.html', 20_000)).toBe(false);
    expect(isPrecompressed('locales/en/common.json', 20_000)).toBe(false);
  });

  it('decompress to the file byte for byte, brotli smaller than gzip', async () => {
    const content = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `export const value${String(i)} = ${String(i * 7)};`,
      ).join('\n'),
    );
    const copies = await compressedCopies(content);
    expect(brotliDecompressSync(copies['.br']).equals(content)).toBe(true);
    expect(gunzipSync(copies['.gz']).equals(content)).toBe(true);
    expect(copies['.br'].length).toBeLessThan(copies['.gz'].length);
  });
});
