import { describe, expect, it } from 'vitest';
import { GOVERNING_DOCUMENTS } from '../governing-documents.ts';
import {
  audienceOf,
  compareDocuments,
  copyName,
  headerFileName,
  nameKey,
  searchScore,
  startOfDay,
  subtreeOf,
  tooLargeDetail,
  type FolderNode,
} from './library.ts';

describe('names', () => {
  it('compares letter case and surrounding spaces aside', () => {
    expect(nameKey(' Bylaws 2024.PDF ')).toBe(nameKey('bylaws 2024.pdf'));
    expect(nameKey('Bylaws')).not.toBe(nameKey('Bylaw'));
  });

  it('names a copy before the extension, numbered when taken', () => {
    expect(copyName('Declaration.pdf', new Set())).toBe('Declaration - Copy.pdf');
    const taken = new Set([nameKey('Declaration - copy.pdf')]);
    expect(copyName('Declaration.pdf', taken)).toBe('Declaration - Copy (2).pdf');
    expect(copyName('README', new Set())).toBe('README - Copy');
  });

  it('keeps a header file name plain ASCII', () => {
    expect(headerFileName('Résumé "final".pdf')).toBe('R_sum_ _final_.pdf');
  });
});

describe('the size refusal', () => {
  it('names the file, its size and the limit as the contract words it', () => {
    expect(tooLargeDetail('Site plan scan.pdf', 38.2 * 1024 * 1024)).toBe(
      'Site plan scan.pdf is 38.2 MB, which exceeds the maximum file size of 25 MB.',
    );
  });
});

describe('folder permissions', () => {
  const folders = new Map<number, FolderNode>([
    [1, { id: 1, parentId: 0, audience: 'board' }],
    [2, { id: 2, parentId: 1, audience: null }],
    [3, { id: 3, parentId: 2, audience: null }],
    [4, { id: 4, parentId: 0, audience: 'everyone' }],
    [5, { id: 5, parentId: 4, audience: 'board' }],
  ]);

  it('cascade from the nearest folder that sets its own', () => {
    expect(audienceOf(3, folders)).toBe('board');
    expect(audienceOf(4, folders)).toBe('everyone');
    expect(audienceOf(5, folders)).toBe('board');
    expect(audienceOf(0, folders)).toBe('everyone');
  });

  it('reach every folder inside, at any depth', () => {
    expect([...subtreeOf(1, [...folders.values()])].sort()).toEqual([1, 2, 3]);
  });
});

describe('search and order', () => {
  it('needs every word, and ranks the name above the text', () => {
    expect(searchScore('late fee', 'Bylaws.pdf', 'a late fee of $25')).toBeGreaterThan(0);
    expect(searchScore('late zebra', 'Bylaws.pdf', 'a late fee')).toBe(0);
    expect(searchScore('bylaws', 'Bylaws.pdf', '')).toBeGreaterThan(
      searchScore('bylaws', 'Minutes.pdf', 'the bylaws say'),
    );
  });

  it('sorts descending with a leading minus, ties by name', () => {
    const rows = [
      { name: 'b', size: 2, modifiedAt: '2026-01-01T00:00:00Z' },
      { name: 'a', size: 2, modifiedAt: '2025-01-01T00:00:00Z' },
      { name: 'c', size: 9, modifiedAt: '2024-01-01T00:00:00Z' },
    ];
    expect([...rows].sort(compareDocuments('-size')).map((r) => r.name)).toEqual(['c', 'a', 'b']);
    expect([...rows].sort(compareDocuments('modifiedAt')).map((r) => r.name)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('starts a day at midnight New York time', () => {
    expect(startOfDay('2023-11-22').toISOString()).toBe('2023-11-22T05:00:00.000Z');
    expect(startOfDay('2023-07-01').toISOString()).toBe('2023-07-01T04:00:00.000Z');
  });
});

describe('the governing documents', () => {
  it('each sit in a folder of the example library', () => {
    const exampleFolders = [1201, 1202, 1203, 1204, 1205];
    for (const document of GOVERNING_DOCUMENTS) expect(exampleFolders).toContain(document.folderId);
  });
});
