const PROBE_KEY = 'courtyard-storage-probe';
let blocked: boolean | undefined;

/**
 * Whether the browser refuses this site's local storage (cookies and site data blocked, some
 * private modes, a sandboxed frame): the session then lives in this tab's memory only. Asked once.
 */
export function isStorageBlocked(): boolean {
  if (blocked !== undefined) return blocked;
  try {
    // Reading `localStorage` itself throws where site data is blocked; writing, where it is full
    // or read-only.
    localStorage.setItem(PROBE_KEY, '1');
    localStorage.removeItem(PROBE_KEY);
    blocked = false;
  } catch {
    blocked = true;
  }
  return blocked;
}

/** For tests: ask again. */
export function forgetStorageProbe(): void {
  blocked = undefined;
}
