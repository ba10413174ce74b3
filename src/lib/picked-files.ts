// Files picked for an upload (a request, an ARC message): one rule for what joins the list.

export interface PickedFile {
  name: string;
  size: number;
}

/** SPEC §5 (documents, and so every upload): over the configured maximum is refused by name. */
export function sizeProblem(file: PickedFile, maxBytes: number): 'empty' | 'tooLarge' | null {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** The longest file name an upload keeps (most file systems stop at 255). */
export const MAX_FILE_NAME_LENGTH = 255;

// Control characters, and the bidirectional marks that can make `cod.exe` read as `exe.doc`. Also
// what a document or folder's new name may not hold (src/features/documents/lib/names.ts).
// eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
export const UNSAFE_NAME = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A name too long, or with control or bidirectional characters, is refused before upload. */
export function nameProblem(file: PickedFile): 'name' | null {
  return file.name.length > MAX_FILE_NAME_LENGTH || UNSAFE_NAME.test(file.name) ? 'name' : null;
}

// Files a browser would run or render as a page when opened from where they are stored: web
// pages, SVG (it can carry script), scripts and programs.
const ACTIVE_EXTENSIONS = new Set([
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'js',
  'mjs',
  'cjs',
  'exe',
  'msi',
  'bat',
  'cmd',
  'com',
  'scr',
  'ps1',
  'vbs',
  'hta',
  'jar',
  'sh',
]);
const ACTIVE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/javascript',
  'application/javascript',
  'application/x-msdownload',
  'application/x-msdos-program',
]);

/** The extension as a file system reads it: trailing dots and spaces dropped, lower case. */
export function fileExtension(name: string): string {
  const trimmed = name.replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  return dot > 0 ? trimmed.slice(dot + 1).toLowerCase() : '';
}

/** A web page, SVG, script or program (by its extension or its type) is refused. */
export function activeProblem(file: PickedFile & { type?: string }): 'active' | null {
  const type = (file.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  return ACTIVE_EXTENSIONS.has(fileExtension(file.name)) || ACTIVE_TYPES.has(type)
    ? 'active'
    : null;
}

/** Why any upload refuses a file, whatever else a feature accepts. */
export type UploadProblem = 'name' | 'active' | 'empty' | 'tooLarge';

/** What every upload refuses, whatever else a feature accepts: the name, an active type, the size. */
export function uploadProblem(
  file: PickedFile & { type?: string },
  maxBytes: number,
): UploadProblem | null {
  return nameProblem(file) ?? activeProblem(file) ?? sizeProblem(file, maxBytes);
}

/**
 * A file name as a message quotes it: control and bidirectional characters shown as "�" (they could
 * reorder the sentence around the name, or hide part of it), and a very long name shortened.
 * Lists of files show names in `<bdi>` besides.
 */
export function shownName(name: string): string {
  const visible = name.replace(new RegExp(UNSAFE_NAME.source, 'g'), '\uFFFD');
  return visible.length > 80 ? `${visible.slice(0, 60)}…${visible.slice(-16)}` : visible;
}

const sameFile = (a: PickedFile, b: PickedFile) => a.name === b.name && a.size === b.size;

/**
 * Adds newly picked files to the ones already attached: a file attached twice is refused as a
 * duplicate, one with a problem (`problemOf`) is refused with it, the rest are appended in the
 * order given.
 */
export function addPickedFiles<F extends PickedFile, P extends string>(
  current: readonly F[],
  picked: readonly F[],
  problemOf: (file: F) => P | null,
): { attached: F[]; refused: { file: F; problem: P | 'duplicate' }[] } {
  const attached = [...current];
  const refused: { file: F; problem: P | 'duplicate' }[] = [];
  for (const file of picked) {
    const problem = attached.some((other) => sameFile(other, file)) ? 'duplicate' : problemOf(file);
    if (problem) refused.push({ file, problem });
    else attached.push(file);
  }
  return { attached, refused };
}
