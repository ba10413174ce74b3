/**
 * The checkout link this tab opened, kept off the address bar (issue 55 item 5): once opened, the
 * route replaces `/epay/:strategy/:link` with `/epay/:strategy` in history, and the link lives
 * here, in this tab's sessionStorage (gone when the tab closes, never in a URL, a log or another
 * tab), so a reload opens the same checkout. The portal session's `user-store` (SPEC §3) never
 * holds it. A reload forgets it once the checkout's session ends (`forgetOpenedLink`).
 */
export const OPENED_LINK_STORAGE_KEY = 'courtyard-express-link';

// When session storage is blocked, the tab's memory keeps it until a reload.
let inMemory: { strategy: string; link: string } | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberOpenedLink(strategy: string, link: string): void {
  inMemory = { strategy, link };
  try {
    storage()?.setItem(OPENED_LINK_STORAGE_KEY, JSON.stringify({ strategy, link }));
  } catch {
    // Full or blocked: the tab's memory still has it.
  }
}

/** The link this tab opened for this strategy, or null. */
export function readOpenedLink(strategy: string): string | null {
  if (inMemory?.strategy === strategy) return inMemory.link;
  try {
    const raw = storage()?.getItem(OPENED_LINK_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { strategy: kept, link } = value as Record<string, unknown>;
    return kept === strategy && typeof link === 'string' && link.length > 0 ? link : null;
  } catch {
    return null;
  }
}

/**
 * A reload no longer opens the link (its session is over). The page on screen keeps it: the
 * checkout route may render after the link was refused, and must say why it was refused, not that
 * there is no link.
 */
export function forgetOpenedLink(): void {
  try {
    storage()?.removeItem(OPENED_LINK_STORAGE_KEY);
  } catch {
    // blocked
  }
}

/** What a reload starts with: nothing in this page's memory. */
export function resetOpenedLinkForTests(): void {
  inMemory = null;
}
