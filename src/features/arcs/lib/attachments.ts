import {
  addPickedFiles,
  uploadProblem,
  type PickedFile,
  type UploadProblem,
} from '@/lib/picked-files';

/** Why a picked file is not attached. */
export type FileProblem = UploadProblem | 'duplicate';

/**
 * Adds picked files to a message's attachments (any type but web pages, SVG, scripts and
 * programs): a file over the configured maximum (runtime config `maxUploadBytes`), an empty file,
 * a name too long or with control or bidirectional characters, and a file attached twice are
 * refused.
 */
export function addFiles<F extends PickedFile & { type?: string }>(
  current: readonly F[],
  picked: readonly F[],
  maxBytes: number,
): { attached: F[]; refused: { file: F; problem: FileProblem }[] } {
  return addPickedFiles(current, picked, (file) => uploadProblem(file, maxBytes));
}
