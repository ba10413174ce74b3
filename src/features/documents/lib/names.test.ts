import { describe, expect, it } from 'vitest';
import { baseNameEnd, MAX_NAME_LENGTH, normaliseName, validateName } from './names';

describe('validateName', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['\t\n', 'required'],
    ['Minutes/2026', 'separator'],
    ['Minutes\\2026', 'separator'],
    ['/', 'separator'],
    ['.', 'reserved'],
    [' .. ', 'reserved'],
    ['x'.repeat(MAX_NAME_LENGTH + 1), 'tooLong'],
    // A right-to-left override makes "invoice\u202efdp.exe" read as "invoiceexe.pdf".
    ['invoice\u202efdp.exe', 'unsafe'],
    ['Minutes\u2066 2026', 'unsafe'],
    ['Minutes\u200f', 'unsafe'],
    ['Line\u0007bell', 'unsafe'],
  ])('refuses %j (%s)', (name, problem) => {
    expect(validateName(name)).toBe(problem);
  });

  it.each([
    ['2027'],
    ['Bylaws 2024 (amended).pdf'],
    ['  Forms and applications  '],
    ['x'.repeat(MAX_NAME_LENGTH)],
    // 255 emoji are 510 UTF-16 units but 255 characters.
    ['📄'.repeat(MAX_NAME_LENGTH)],
    ['...notes'],
    // Right-to-left letters themselves are names like any other.
    ['محضر الاجتماع'],
  ])('accepts %j', (name) => {
    expect(validateName(name)).toBeNull();
  });

  it('measures the trimmed name', () => {
    expect(validateName(` ${'x'.repeat(MAX_NAME_LENGTH)} `)).toBeNull();
    expect(normaliseName('  Forms  ')).toBe('Forms');
  });
});

describe('baseNameEnd', () => {
  it('stops before the extension, or at the end without one', () => {
    expect(baseNameEnd('Bylaws 2024.pdf')).toBe('Bylaws 2024'.length);
    expect(baseNameEnd('archive.tar.gz')).toBe('archive.tar'.length);
    expect(baseNameEnd('Forms')).toBe(5);
    expect(baseNameEnd('.env')).toBe(4);
  });
});
