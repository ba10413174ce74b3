import { describe, expect, it } from 'vitest';
import {
  activeProblem,
  addPickedFiles,
  shownName,
  nameProblem,
  sizeProblem,
  uploadProblem,
} from './picked-files';

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

describe('uploadProblem', () => {
  const max = 100;
  it('accepts an ordinary document', () => {
    expect(uploadProblem({ name: 'Fence plan.pdf', size: 10, type: 'application/pdf' }, max)).toBe(
      null,
    );
    expect(uploadProblem({ name: 'Résumé du conseil.docx', size: 10 }, max)).toBeNull();
  });

  it.each([
    ['x'.repeat(252) + '.pdf', 'name'],
    ['report\u0000.pdf', 'name'],
    ['line\nbreak.pdf', 'name'],
    ['invoice\u202Efdp.exe', 'name'],
    ['\u2066quiet\u2069.pdf', 'name'],
    ['page.html', 'active'],
    ['page.HTM', 'active'],
    ['logo.svg', 'active'],
    ['tool.exe', 'active'],
    ['script.js', 'active'],
    ['minutes.pdf.html', 'active'],
    ['setup.exe. ', 'active'],
    ['empty.pdf', 'empty'],
    ['big.pdf', 'tooLarge'],
  ])('refuses %j (%s)', (name, problem) => {
    const size = problem === 'empty' ? 0 : problem === 'tooLarge' ? max + 1 : 10;
    expect(uploadProblem({ name, size }, max)).toBe(problem);
  });

  it('refuses an active type whatever the name says', () => {
    expect(activeProblem({ name: 'notes.txt', size: 1, type: 'text/html; charset=utf-8' })).toBe(
      'active',
    );
    expect(activeProblem({ name: 'photo.jpg', size: 1, type: 'image/svg+xml' })).toBe('active');
    expect(nameProblem({ name: 'x'.repeat(255), size: 1 })).toBeNull();
  });

  it('quotes a name without its control or bidirectional characters, and shortens a long one', () => {
    expect(shownName('invoice\u202Efdp.exe')).toBe('invoice\uFFFDfdp.exe');
    expect(shownName('Fence plan.pdf')).toBe('Fence plan.pdf');
    const long = shownName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(77);
    expect(long.endsWith('aaaaaaaaaaaa.pdf')).toBe(true);
  });
});
