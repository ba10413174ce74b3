// Paging and attachment helpers of the inbox and the thread.

export function pageCount(totalCount: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

// Shared with the board's reports, so it lives in src/lib.

/** Only web addresses are fetched for a download (never javascript:, data: or the like). */
export function isDownloadUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
