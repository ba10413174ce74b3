import { addPickedFiles, sizeProblem, type PickedFile } from '@/lib/picked-files';

/** Why a picked file is not attached. */
export type FileProblem = 'tooLarge' | 'empty' | 'duplicate';

/**
 * Adds picked files to a message's attachments (any type): a file over the configured maximum
 * (runtime config `maxUploadBytes`), an empty file and a file attached twice are refused.
 */
export function addFiles<F extends PickedFile>(
  current: readonly F[],
  picked: readonly F[],
  maxBytes: number,
): { attached: F[]; refused: { file: F; problem: FileProblem }[] } {
  return addPickedFiles(current, picked, (file) => sizeProblem(file, maxBytes));
}
