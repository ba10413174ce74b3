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
