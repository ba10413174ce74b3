/**
 * Loads code a press asked for (the PDF library of a receipt), whose failure the page says in
 * place with a retry. Vite announces a chunk that failed to load as `vite:preloadError` on
 * `window`, which src/main.tsx answers by reloading the page: that would lose what is on screen (a
 * payment's receipt is kept in memory only) without ever saying what went wrong. So while this
 * load is on its way, the event stops at a capturing listener, which runs before main.tsx's; the
 * failure then reaches the caller. Nothing here is in the first load.
 */
export async function importOnDemand<T>(load: () => Promise<T>): Promise<T> {
  const keepThePage = (event: Event) => {
    event.stopImmediatePropagation();
  };
  window.addEventListener('vite:preloadError', keepThePage, { capture: true });
  try {
    return await load();
  } finally {
    window.removeEventListener('vite:preloadError', keepThePage, { capture: true });
  }
}
