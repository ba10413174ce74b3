import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  buildFolderTree,
  childFolders,
  folderContents,
  folderPath,
  type FolderLike,
  type FolderNode,
} from './folder-tree';

// The demo library of docs/contracts.md, in the service's order.
const demo: FolderLike[] = [
  { id: 1201, name: 'Governing documents', parentId: 0, documentCount: 1 },
  { id: 1202, name: 'Bylaws', parentId: 1201, documentCount: 1 },
  { id: 1203, name: 'Meeting minutes', parentId: 0, documentCount: 0 },
  { id: 1204, name: '2026', parentId: 1203, documentCount: 1 },
  { id: 1205, name: 'Forms', parentId: 0, documentCount: 1 },
];

const shape = (nodes: FolderNode[]): unknown =>
  nodes.map((node) => [node.folder.name, node.level, shape(node.children)]);

describe('buildFolderTree', () => {
  it('nests folders by parentId, roots at 0, siblings by name', () => {
    expect(shape(buildFolderTree(demo, 'en'))).toEqual([
      ['Forms', 1, []],
      ['Governing documents', 1, [['Bylaws', 2, []]]],
      ['Meeting minutes', 1, [['2026', 2, []]]],
    ]);
  });

  it('sorts numbers as numbers and ignores case', () => {
    const folders = [
      { id: 1, name: '2026', parentId: 0 },
      { id: 2, name: '10', parentId: 0 },
      { id: 3, name: 'annual', parentId: 0 },
      { id: 4, name: 'Budget', parentId: 0 },
      { id: 5, name: '9', parentId: 0 },
    ];
    expect(buildFolderTree(folders, 'en').map((n) => n.folder.name)).toEqual([
      '9',
      '10',
      '2026',
      'annual',
      'Budget',
    ]);
  });

  it('keeps a folder whose parent is missing, at the root', () => {
    const tree = buildFolderTree([...demo, { id: 1299, name: 'Orphan', parentId: 9999 }], 'en');
    expect(tree.map((n) => n.folder.name)).toContain('Orphan');
  });

  it('survives bad data: a folder that is its own parent, and a cycle', () => {
    const folders = [
      { id: 1, name: 'Self', parentId: 1 },
      { id: 2, name: 'A', parentId: 3 },
      { id: 3, name: 'B', parentId: 2 },
    ];
    const tree = buildFolderTree(folders, 'en');
    const names: string[] = [];
    const walk = (nodes: FolderNode[]) =>
      nodes.forEach((n) => {
        names.push(n.folder.name);
        walk(n.children);
      });
    walk(tree);
    expect(names.sort()).toEqual(['A', 'B', 'Self']);
  });

  it('is empty for an empty library', () => {
    expect(buildFolderTree([], 'en')).toEqual([]);
  });
});

describe('folderPath and ancestorIds', () => {
  it('lists the folders from the root down to the folder', () => {
    expect(folderPath(demo, 1204)?.map((f) => f.name)).toEqual(['Meeting minutes', '2026']);
    expect(folderPath(demo, 1205)?.map((f) => f.name)).toEqual(['Forms']);
    expect(ancestorIds(demo, 1202)).toEqual([1201]);
    expect(ancestorIds(demo, undefined)).toEqual([]);
  });

  it('is null for a folder that is not there (deleted meanwhile)', () => {
    expect(folderPath(demo, 4242)).toBeNull();
    expect(ancestorIds(demo, 4242)).toEqual([]);
  });

  it('stops at a cycle', () => {
    const folders = [
      { id: 2, name: 'A', parentId: 3 },
      { id: 3, name: 'B', parentId: 2 },
    ];
    expect(folderPath(folders, 2)?.map((f) => f.name)).toEqual(['B', 'A']);
  });
});

describe('childFolders', () => {
  it('lists the folders directly inside, by name', () => {
    expect(childFolders(demo, 0, 'en').map((f) => f.id)).toEqual([1205, 1201, 1203]);
    expect(childFolders(demo, 1203, 'en').map((f) => f.id)).toEqual([1204]);
    expect(childFolders(demo, 1204, 'en')).toEqual([]);
  });
});

describe('folderContents', () => {
  it('counts every folder and document below, the folder’s own documents included', () => {
    expect(folderContents(demo, 1203)).toEqual({ folders: 1, documents: 1 });
    expect(folderContents(demo, 1201)).toEqual({ folders: 1, documents: 2 });
    expect(folderContents(demo, 1205)).toEqual({ folders: 0, documents: 1 });
  });
});
