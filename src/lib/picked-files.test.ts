import { describe, expect, it } from 'vitest';
import { addPickedFiles, sizeProblem } from './picked-files';

describe('sizeProblem', () => {
  it('refuses empty files and files over the maximum; exactly the maximum goes', () => {
    expect(sizeProblem({ name: 'a', size: 0 }, 10)).toBe('empty');
    expect(sizeProblem({ name: 'a', size: 11 }, 10)).toBe('tooLarge');
    expect(sizeProblem({ name: 'a', size: 10 }, 10)).toBeNull();
  });
});

describe('addPickedFiles', () => {
  it('appends good files in order, refuses duplicates and problems with their reason', () => {
    const a = { name: 'a.pdf', size: 5 };
    const { attached, refused } = addPickedFiles(
      [a],
      [
        { name: 'a.pdf', size: 5 },
        { name: 'big.pdf', size: 50 },
        { name: 'b.pdf', size: 6 },
      ],
      (file) => sizeProblem(file, 10),
    );
    expect(attached.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['a.pdf', 'duplicate'],
      ['big.pdf', 'tooLarge'],
    ]);
  });
});
