// Per-file upload progress, the same everywhere files are uploaded (documents, request
// attachments): the numbers here, the row that shows them in src/components/file-upload-progress.

/** Where one file of an upload stands. */
export type FileUploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

/** The share of a file sent, 0–100, whole numbers; 100 once the service has taken it. */
export function uploadPercent(status: FileUploadStatus, loaded: number, size: number): number {
  if (status === 'done') return 100;
  if (status === 'ready' || size <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / size) * 100)));
}

/**
 * One multipart body that carries several files, one after another: the bytes sent so far, split
 * over the files in their order. What the body holds besides the files (the other fields, each
 * part's headers) is counted before the first file, so no file shows more than was sent of it.
 * `total` is the body's size when the browser knows it; without it only the files are counted.
 */
export function bytesPerFile(
  sizes: readonly number[],
  loaded: number,
  total: number | null,
): number[] {
  const files = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = total === null ? 0 : Math.max(0, total - files);
  let left = Math.max(0, loaded - overhead);
  return sizes.map((size) => {
    const sent = Math.min(size, left);
    left -= sent;
    return sent;
  });
}
