let loading = 0;

/**
 * Loads code a press asked for (the PDF library of a receipt), whose failure the page says in
 * place with a retry. While such a load is on its way, a chunk that fails to load does not reload
 * the page (src/main.tsx, `vite:preloadError`): that would lose what is on screen (a payment's
 * receipt is kept in memory only) without ever saying what went wrong. (A listener of its own
 * cannot stop the event first: at `window`, Chromium runs listeners in the order they were added,
 * capturing or not, and main.tsx's comes first.)
 */
export async function importOnDemand<T>(load: () => Promise<T>): Promise<T> {
  loading += 1;
  try {
    return await load();
  } finally {
    loading -= 1;
  }
}

/** Whether a load started by `importOnDemand` is on its way. */
export function isOnDemandImportLoading(): boolean {
  return loading > 0;
}
