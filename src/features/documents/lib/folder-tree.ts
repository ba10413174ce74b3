import { nameCollator } from '@/lib/collate';

/** The folder fields the tree needs (the service's DocumentFolder has these and more). */
export interface FolderLike {
  id: number;
  name: string;
  /** The containing folder; 0 for a root folder. */
  parentId: number;
  /** Documents directly inside. */
  documentCount?: number;
}

export interface FolderNode<F extends FolderLike = FolderLike> {
  folder: F;
  /** 1 for a root folder. */
  level: number;
  children: FolderNode<F>[];
}

/** Contract: `parentId` 0 is the library's root. */
export const ROOT_FOLDER_ID = 0;

/**
 * Builds the folder tree from the service's flat list (linked by `parentId`), siblings sorted by
 * name as people read them ("2" before "10"). A folder whose parent is missing is shown at the
 * root rather than lost, and a cycle in bad data is cut where it closes.
 */
export function buildFolderTree<F extends FolderLike>(
  folders: readonly F[],
  locale: string,
): FolderNode<F>[] {
  const collator = nameCollator(locale);
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const childrenOf = new Map<number, F[]>();
  for (const folder of byId.values()) {
    const parent =
      folder.parentId !== folder.id && byId.has(folder.parentId) ? folder.parentId : ROOT_FOLDER_ID;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const placed = new Set<number>();
  const build = (parentId: number, level: number): FolderNode<F>[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((folder) => !placed.has(folder.id))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
      .map((folder) => {
        placed.add(folder.id);
        return { folder, level, children: build(folder.id, level + 1) };
      });
  const roots = build(ROOT_FOLDER_ID, 1);
  // Folders only reachable through a cycle: show them at the root.
  for (const folder of byId.values()) {
    if (!placed.has(folder.id)) {
      placed.add(folder.id);
      roots.push({ folder, level: 1, children: [] });
    }
  }
  return roots;
}

/**
 * The folders from the root down to `folderId`, the folder itself last (for breadcrumbs and the
 * path shown beside a document). Null when the folder is not in the list: it was deleted or
 * never existed.
 */
export function folderPath<F extends FolderLike>(
  folders: readonly F[],
  folderId: number,
): F[] | null {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  let current = byId.get(folderId);
  if (!current) return null;
  const path: F[] = [];
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parentId === ROOT_FOLDER_ID ? undefined : byId.get(current.parentId);
  }
  return path;
}

/** The ids of the folders to open in the tree so that `folderId` is visible (its ancestors). */
export function ancestorIds(
  folders: readonly FolderLike[],
  folderId: number | undefined,
): number[] {
  if (folderId === undefined) return [];
  return (folderPath(folders, folderId) ?? []).slice(0, -1).map((folder) => folder.id);
}

/** The folders directly inside `parentId` (0 for the root), sorted by name. */
export function childFolders<F extends FolderLike>(
  folders: readonly F[],
  parentId: number,
  locale: string,
): F[] {
  const collator = nameCollator(locale);
  return folders
    .filter((folder) => folder.parentId === parentId && folder.id !== parentId)
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/**
 * What deleting a folder removes besides the folder itself: every folder below it and every
 * document in it or below it (the delete modal says so before anything is removed).
 */
export function folderContents(
  folders: readonly FolderLike[],
  folderId: number,
): { folders: number; documents: number } {
  const childrenOf = new Map<number, FolderLike[]>();
  for (const folder of folders) {
    if (folder.id === folder.parentId) continue;
    childrenOf.set(folder.parentId, [...(childrenOf.get(folder.parentId) ?? []), folder]);
  }
  const self = folders.find((folder) => folder.id === folderId);
  let folderCount = 0;
  let documentCount = self?.documentCount ?? 0;
  const seen = new Set<number>([folderId]);
  const queue = [...(childrenOf.get(folderId) ?? [])];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (!folder || seen.has(folder.id)) continue;
    seen.add(folder.id);
    folderCount += 1;
    documentCount += folder.documentCount ?? 0;
    queue.push(...(childrenOf.get(folder.id) ?? []));
  }
  return { folders: folderCount, documents: documentCount };
}
