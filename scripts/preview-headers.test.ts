// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompressedCopy } from './preview-headers';

describe('the preview’s compressed copies', () => {
  const folder = mkdtempSync(join(tmpdir(), 'precompressed-'));
  const both = join(folder, 'framework-a.js');
  const gzipOnly = join(folder, 'page-b.js');
  for (const file of [both, `${both}.br`, `${both}.gz`, gzipOnly, `${gzipOnly}.gz`])
    writeFileSync(file, '');

  it('sends brotli where the browser takes it, else gzip, as nginx does', () => {
    expect(precompressedCopy(both, 'gzip, deflate, br, zstd')).toEqual({
      file: `${both}.br`,
      encoding: 'br',
    });
    expect(precompressedCopy(both, 'gzip')).toEqual({ file: `${both}.gz`, encoding: 'gzip' });
    expect(precompressedCopy(gzipOnly, 'br, gzip')).toEqual({
      file: `${gzipOnly}.gz`,
      encoding: 'gzip',
    });
  });

  it('sends the file itself to a browser taking neither, or where the build wrote no copy', () => {
    expect(precompressedCopy(both, undefined)).toBeNull();
    expect(precompressedCopy(both, 'identity')).toBeNull();
    expect(precompressedCopy(join(folder, 'tiny-c.js'), 'br, gzip')).toBeNull();
  });
});
