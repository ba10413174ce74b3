import { describe, expect, it } from 'vitest';
import {
  parseLibrarySearch,
  rangeOf,
  sortDocuments,
  sortOf,
  visibleDocuments,
} from './library-view';

const demo = [
  {
    id: 1301,
    name: 'Declaration of covenants.pdf',
    size: 1843200,
    modifiedAt: '2019-04-15T14:00:00Z',
    folderId: 1201,
  },
  {
    id: 1302,
    name: 'Bylaws 2024.pdf',
    size: 612352,
    modifiedAt: '2024-03-12T18:30:00Z',
    folderId: 1202,
  },
  {
    id: 1303,
    name: 'Board minutes 2026-10.pdf',
    size: 248832,
    modifiedAt: '2026-10-21T22:15:00Z',
    folderId: 1204,
  },
  {
    id: 1304,
    name: 'Architectural request form.docx',
    size: 53248,
    modifiedAt: '2025-06-02T15:45:00Z',
    folderId: 1205,
  },
];
const names = (docs: { name: string }[]) => docs.map((d) => d.name);

describe('parseLibrarySearch', () => {
  it('keeps known values and drops defaults, unknowns and blanks', () => {
    expect(parseLibrarySearch({})).toEqual({});
    expect(parseLibrarySearch({ q: '  bylaws ', range: 'all', sort: '-size' })).toEqual({
      q: 'bylaws',
      range: 'all',
      sort: '-size',
    });
    expect(parseLibrarySearch({ q: '   ', range: 'recent', sort: 'name', extra: 1 })).toEqual({});
    expect(parseLibrarySearch({ q: 2026, range: 'ALL', sort: 'owner' })).toEqual({ q: '2026' });
    expect(parseLibrarySearch({ q: ['a'], sort: { x: 1 } })).toEqual({});
    expect(parseLibrarySearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('defaults to the last 36 months, by name', () => {
    expect(rangeOf({})).toBe('recent');
    expect(rangeOf({ range: 'all' })).toBe('all');
    expect(sortOf({})).toBe('name');
  });
});

describe('visibleDocuments', () => {
  it('shows only the folder’s own documents in a folder, every document on the home page', () => {
    expect(names(visibleDocuments(demo, { folderId: 1204, sort: 'name', locale: 'en' }))).toEqual([
      'Board minutes 2026-10.pdf',
    ]);
    expect(visibleDocuments(demo, { sort: 'name', locale: 'en' })).toHaveLength(4);
  });

  it('applies the date bound', () => {
    expect(
      names(visibleDocuments(demo, { modifiedAfter: '2023-11-22', sort: 'name', locale: 'en' })),
    ).toEqual(['Architectural request form.docx', 'Board minutes 2026-10.pdf', 'Bylaws 2024.pdf']);
  });
});

describe('sortDocuments', () => {
  it.each([
    [
      'name',
      [
        'Architectural request form.docx',
        'Board minutes 2026-10.pdf',
        'Bylaws 2024.pdf',
        'Declaration of covenants.pdf',
      ],
    ],
    [
      '-name',
      [
        'Declaration of covenants.pdf',
        'Bylaws 2024.pdf',
        'Board minutes 2026-10.pdf',
        'Architectural request form.docx',
      ],
    ],
    [
      '-modifiedAt',
      [
        'Board minutes 2026-10.pdf',
        'Architectural request form.docx',
        'Bylaws 2024.pdf',
        'Declaration of covenants.pdf',
      ],
    ],
    [
      'modifiedAt',
      [
        'Declaration of covenants.pdf',
        'Bylaws 2024.pdf',
        'Architectural request form.docx',
        'Board minutes 2026-10.pdf',
      ],
    ],
    [
      '-size',
      [
        'Declaration of covenants.pdf',
        'Bylaws 2024.pdf',
        'Board minutes 2026-10.pdf',
        'Architectural request form.docx',
      ],
    ],
    [
      'size',
      [
        'Architectural request form.docx',
        'Board minutes 2026-10.pdf',
        'Bylaws 2024.pdf',
        'Declaration of covenants.pdf',
      ],
    ],
  ] as const)('%s', (sort, expected) => {
    expect(names(sortDocuments(demo, sort, 'en'))).toEqual(expected);
  });

  it('breaks ties by name and does not change the input', () => {
    const same = [
      { id: 2, name: 'b.pdf', size: 1, modifiedAt: '2026-01-01T00:00:00Z', folderId: 0 },
      { id: 1, name: 'a.pdf', size: 1, modifiedAt: '2026-01-01T00:00:00Z', folderId: 0 },
    ];
    expect(names(sortDocuments(same, '-size', 'en'))).toEqual(['a.pdf', 'b.pdf']);
    expect(names(same)).toEqual(['b.pdf', 'a.pdf']);
  });
});
