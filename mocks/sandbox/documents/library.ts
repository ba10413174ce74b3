// The library's rules that need no database: names, the size limit's words, the permissions a
// folder inherits, search ranking and document order.
import { TZDate } from '@date-fns/tz';
import { ZONE } from '../clock.ts';
import type { FolderAudience } from './tables.ts';

/** The contract's FileTooLarge example names a 25 MB limit; the sandbox keeps it. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

const MB = 1024 * 1024;

/** FileTooLarge's detail, in the contract example's words: the file, its size and the limit. */
export function tooLargeDetail(name: string, bytes: number): string {
  const size = (Math.floor((bytes / MB) * 10) / 10).toFixed(1);
  return `${name} is ${size} MB, which exceeds the maximum file size of ${String(MAX_DOCUMENT_BYTES / MB)} MB.`;
}

/** Names in one folder are compared letter case aside (and surrounding spaces are never kept). */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * The default name of a copy: " - Copy" before the extension, numbered when that is taken too
 * (the portal duplicates without a name, so a second copy must not be refused).
 */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const [base, extension] = splitExtension(name);
  for (let n = 1; ; n++) {
    const candidate = `${base} - Copy${n === 1 ? '' : ` (${String(n)})`}${extension}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

export interface FolderNode {
  id: number;
  parentId: number;
  audience: FolderAudience | null;
}

/**
 * Who may see a folder: its own permissions, else its parent's, up to a root folder (SPEC §6:
 * folder permissions cascade to everything inside). The root itself is for everyone.
 */
export function audienceOf(
  folderId: number,
  folders: ReadonlyMap<number, FolderNode>,
): FolderAudience {
  const seen = new Set<number>();
  let folder = folders.get(folderId);
  while (folder && !seen.has(folder.id)) {
    if (folder.audience) return folder.audience;
    seen.add(folder.id);
    folder = folders.get(folder.parentId);
  }
  return 'everyone';
}

/** A folder and every folder inside it, at any depth. */
export function subtreeOf(folderId: number, folders: readonly FolderNode[]): Set<number> {
  const inside = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders)
      if (inside.has(folder.parentId) && !inside.has(folder.id)) {
        inside.add(folder.id);
        grew = true;
      }
  }
  return inside;
}

/** `modifiedAfter` (a day) as the instant that day starts in the association's zone. */
export function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, ZONE).getTime());
}

/**
 * How well a document matches the words searched, 0 for no match: every word must appear in its
 * name or its text; a word in the name counts more than one in the text.
 */
export function searchScore(query: string, name: string, text: string): number {
  const words = query.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const inName = name.toLocaleLowerCase('en-US');
  const inText = text.toLocaleLowerCase('en-US');
  let score = 0;
  for (const word of words) {
    const named = inName.includes(word);
    const mentions = inText.split(word).length - 1;
    if (!named && mentions === 0) return 0;
    score += (named ? 10 : 0) + Math.min(mentions, 5);
  }
  return score;
}

export type DocumentSort = 'name' | '-name' | 'modifiedAt' | '-modifiedAt' | 'size' | '-size';

export interface Sortable {
  name: string;
  size: number;
  modifiedAt: string;
}

const byName = (a: Sortable, b: Sortable) =>
  a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base', numeric: true });

/** The listing's order: a leading `-` is descending; ties go by name. */
export function compareDocuments(sort: DocumentSort): (a: Sortable, b: Sortable) => number {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const sign = descending ? -1 : 1;
  return (a, b) => {
    const primary =
      key === 'size'
        ? a.size - b.size
        : key === 'modifiedAt'
          ? Date.parse(a.modifiedAt) - Date.parse(b.modifiedAt)
          : byName(a, b);
    return sign * primary || byName(a, b);
  };
}

/**
 * The name a download suggests in Content-Disposition: a header carries only plain ASCII, so
 * anything else (and a quote) becomes "_"; the portal names saved files from the listing itself.
 */
export function headerFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}
