import { addPickedFiles, fileExtension, nameProblem, sizeProblem } from '@/lib/picked-files';

/**
 * The files a request may carry. The contract's multipart encoding names JPEG, PNG and PDF (and
 * octet-stream); photos from phones (HEIC), GIF and the association's own Word forms (the
 * Architectural request form is a .docx) are accepted too. Anything else, scripts and web pages
 * above all, is refused before upload with a message naming the file.
 */
export const ACCEPTED_ATTACHMENTS: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  heic: ['image/heic', 'image/heif'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** Browsers send these when they do not know a file's type; the extension decides then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/** For the file picker's `accept` attribute (a hint only: every file is checked again here). */
export const ACCEPT_ATTRIBUTE = Object.keys(ACCEPTED_ATTACHMENTS)
  .map((extension) => `.${extension}`)
  .join(',');

/** For messages: "JPG, JPEG, PNG, …". */
export const ACCEPTED_EXTENSIONS_TEXT = Object.keys(ACCEPTED_ATTACHMENTS)
  .map((extension) => extension.toUpperCase())
  .join(', ');

export type AttachmentProblem = 'tooLarge' | 'type' | 'empty' | 'duplicate' | 'name';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Why one file cannot be attached, or null when it can. */
export function attachmentProblem(file: FileLike, maxBytes: number): AttachmentProblem | null {
  if (nameProblem(file)) return 'name';
  const types = ACCEPTED_ATTACHMENTS[fileExtension(file.name)];
  if (!types) return 'type';
  const type = file.type.toLowerCase();
  if (!UNKNOWN_TYPES.has(type) && !types.includes(type)) return 'type';
  return sizeProblem(file, maxBytes);
}

/**
 * Adds newly picked files to the ones already attached: those with a problem are refused (each
 * with its reason), a file attached twice is refused as a duplicate, the rest are appended in the
 * order given.
 */
export function addAttachments<F extends FileLike>(
  current: readonly F[],
  picked: readonly F[],
  maxBytes: number,
): { attached: F[]; refused: { file: F; problem: AttachmentProblem }[] } {
  return addPickedFiles(current, picked, (file) => attachmentProblem(file, maxBytes));
}
