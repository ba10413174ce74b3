import { describe, expect, it } from 'vitest';
import { bytesPerFile, uploadPercent } from './upload-progress';

describe('uploadPercent', () => {
  it('is 0 before the upload, the share sent while it goes, 100 once the service took it', () => {
    expect(uploadPercent('ready', 500, 1000)).toBe(0);
    expect(uploadPercent('uploading', 0, 1000)).toBe(0);
    expect(uploadPercent('uploading', 333, 1000)).toBe(33);
    expect(uploadPercent('uploading', 1000, 1000)).toBe(100);
    expect(uploadPercent('done', 0, 1000)).toBe(100);
  });

  it('keeps a failed file at what was sent, and never leaves 0–100', () => {
    expect(uploadPercent('failed', 250, 1000)).toBe(25);
    expect(uploadPercent('uploading', 2000, 1000)).toBe(100);
    expect(uploadPercent('uploading', 10, 0)).toBe(0);
  });
});

describe('bytesPerFile', () => {
  const sizes = [1000, 3000, 500];
  const total = 4500 + 300; // 300 bytes of fields and part headers

  it('counts the fields first, then fills the files in order', () => {
    expect(bytesPerFile(sizes, 0, total)).toEqual([0, 0, 0]);
    expect(bytesPerFile(sizes, 300, total)).toEqual([0, 0, 0]);
    expect(bytesPerFile(sizes, 800, total)).toEqual([500, 0, 0]);
    expect(bytesPerFile(sizes, 2300, total)).toEqual([1000, 1000, 0]);
    expect(bytesPerFile(sizes, total, total)).toEqual([1000, 3000, 500]);
  });

  it('counts only the files when the body size is unknown', () => {
    expect(bytesPerFile(sizes, 1500, null)).toEqual([1000, 500, 0]);
    expect(bytesPerFile(sizes, 10_000, null)).toEqual([1000, 3000, 500]);
  });

  it('has nothing to split without files', () => {
    expect(bytesPerFile([], 200, 200)).toEqual([]);
  });
});
