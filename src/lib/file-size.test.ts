import { describe, expect, it } from 'vitest';
import { formatFileSize, splitBySize } from './file-size';

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

describe('splitBySize', () => {
  const max = 25 * 1024 * 1024;
  it('refuses only files over the maximum; a file of exactly the maximum goes', () => {
    const files = [
      { name: 'a.pdf', size: 10 },
      { name: 'scan.pdf', size: max + 1 },
      { name: 'exact.pdf', size: max },
      { name: 'empty.txt', size: 0 },
    ];
    const { accepted, refused } = splitBySize(files, max);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'exact.pdf', 'empty.txt']);
    expect(refused.map((f) => f.name)).toEqual(['scan.pdf']);
  });
});
