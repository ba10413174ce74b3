import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [53248, '52 KB'],
    [248832, '243 KB'],
    [1843200, '1.8 MB'],
    [26214400, '25 MB'],
    [1048575, '1 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });

  it('uses the reader’s decimal separator', () => {
    expect(formatFileSize(1843200, 'es')).toBe('1,8 MB');
  });
});
