/** How long a download's object URL lives: long enough for every browser to start saving. */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/**
 * Types kept as they are: no browser renders them as a page, and the type is what lets a phone
 * offer its calendar app for an `.ics` file.
 */
const INERT_TYPES = new Set(['text/calendar']);

/**
 * Saves bytes under a file name through a temporary link. The bytes are re-typed as
 * application/octet-stream first (but for the inert types above), so even a browser that opened
 * the URL instead of saving it would render nothing in the portal's origin; the URL is revoked
 * once the download has started.
 */
export function saveFile(blob: Blob, name: string): void {
  const inert = INERT_TYPES.has(blob.type.split(';')[0]?.trim().toLowerCase() ?? '');
  const url = URL.createObjectURL(
    inert ? blob : new Blob([blob], { type: 'application/octet-stream' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, DOWNLOAD_URL_LIFETIME_MS);
  }
}
