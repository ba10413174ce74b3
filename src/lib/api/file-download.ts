/**
 * The one way a file is fetched from a service (documents, attachments, statements, reports).
 * The request's Accept names the file's types and problem details, and no JSON, which tells the
 * shared fetcher to hand back the answer as a Blob exactly as sent: its bytes and its
 * Content-Type (`acceptsFile` in create-fetcher.ts). A text/csv or text/plain read as text would
 * be decoded and re-encoded on the way to the disk, and a BOM or a Latin-1 byte would change.
 */

/** Problem details: an error answer is still read as one, whatever the file's types. */
const PROBLEM_TYPE = 'application/problem+json';

/**
 * After a file's named types, any other: a document or an attachment is whatever its owner
 * uploaded, and a strict Accept would have the service refuse a type the contract did not list.
 */
export const ANY_OTHER_FILE = '*/*;q=0.1';

/** The Accept header of a file request. */
export function fileAccept(types: readonly string[]): string {
  return [...types, PROBLEM_TYPE].join(', ');
}

/** A generated call of a file endpoint, given the request options. */
export type FileCall = (init: RequestInit) => Promise<unknown>;

/** Fetches a file through its generated call; the Blob is the answer byte for byte. */
export async function fetchFile(
  call: FileCall,
  types: readonly string[],
  signal?: AbortSignal,
): Promise<Blob> {
  const init: RequestInit = { headers: { Accept: fileAccept(types) } };
  if (signal) init.signal = signal;
  const body = await call(init);
  if (body instanceof Blob) return body;
  throw new TypeError('The file answer was not read as a file');
}
