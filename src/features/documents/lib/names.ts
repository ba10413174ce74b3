import { UNSAFE_NAME } from '@/lib/picked-files';

/** Contract NameBody: a folder or document name is 1 to 255 characters. */
export const MAX_NAME_LENGTH = 255;

/** What is wrong with a name the user typed; each has a message in the documents namespace. */
export type NameProblem = 'required' | 'separator' | 'reserved' | 'tooLong' | 'unsafe';

// A name is one segment of a folder path: no path separators, and not a relative step.
const SEPARATOR = /[/\\]/;
const RESERVED = new Set(['.', '..']);

/** The name as it is sent: surrounding whitespace is never part of a name. */
export function normaliseName(raw: string): string {
  return raw.trim();
}

/**
 * SPEC §5 and the "Bad input": an empty or whitespace-only name, a name with `/` or `\`,
 * and a name over 255 characters are refused before any request. Length counts characters as
 * the server's JSON Schema does (code points, so an emoji is one).
 */
export function validateName(raw: string): NameProblem | null {
  const name = normaliseName(raw);
  if (name.length === 0) return 'required';
  if (SEPARATOR.test(name)) return 'separator';
  if (RESERVED.has(name)) return 'reserved';
  // As an upload's name: a right-to-left override could make "invoice‮fdp.exe" read as a PDF.
  if (UNSAFE_NAME.test(name)) return 'unsafe';
  if (Array.from(name).length > MAX_NAME_LENGTH) return 'tooLong';
  return null;
}

/**
 * Where the editable part of a file name ends: before the extension, so renaming
 * "Bylaws 2024.pdf" selects "Bylaws 2024" and keeps ".pdf" unless the user changes it.
 */
export function baseNameEnd(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}
