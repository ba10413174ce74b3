import type { AttemptKeysSnapshot } from './attempt-keys';

/**
 * A confirmation whose result this tab has not shown yet, kept in this tab's sessionStorage
 * (docs/payments.md): a reload, or coming back after leaving while "Paying…" showed, resumes it
 * instead of starting a new attempt with new keys. It holds the priced setup (ids, amounts, the
 * method's label and last four digits at most), never a token or a full account number.
 */
export interface PendingAttempt<Setup, Result> {
  /**
   * Whose attempt (`userOwner`, or an express checkout link): another person signed in to this
   * tab, or another link opened in it, never sees it.
   */
  owner: string;
  setup: Setup;
  keys: AttemptKeysSnapshot;
  acknowledgeDuplicate: boolean;
  /** `confirming`: sent, no answer yet; `unknown`: failed without a final answer; `done`: paid. */
  state: 'confirming' | 'unknown' | 'done';
  result?: Result | undefined;
}

const storageKey = (flow: string) => `payment-attempt:${flow}`;

/** The owner of a signed-in person's attempts. */
const USER_OWNER_PREFIX = 'user:';
export const userOwner = (userId: number) => `${USER_OWNER_PREFIX}${String(userId)}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the attempt lives as long as the page.
    return undefined;
  }
}

export function savePendingAttempt<Setup, Result>(
  flow: string,
  attempt: PendingAttempt<Setup, Result>,
): void {
  try {
    storage()?.setItem(storageKey(flow), JSON.stringify(attempt));
  } catch {
    // A full storage loses only the resume after a reload; the page still shows the result.
  }
}

/** The pending attempt of this flow for this owner, if one is kept. */
export function readPendingAttempt<Setup, Result>(
  flow: string,
  owner: string | null,
): PendingAttempt<Setup, Result> | null {
  const raw = storage()?.getItem(storageKey(flow));
  if (!raw || owner === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingAttempt<Setup, Result>> | null;
    if (
      !value ||
      value.owner !== owner ||
      !value.setup ||
      !value.keys ||
      !['confirming', 'unknown', 'done'].includes(value.state ?? '')
    )
      return null;
    return value as PendingAttempt<Setup, Result>;
  } catch {
    return null;
  }
}

export function clearPendingAttempt(flow: string): void {
  storage()?.removeItem(storageKey(flow));
}

/**
 * Drops every attempt a signed-in person kept (`userOwner`), in every flow: the portal session's
 * end (logout, a 401, expiry) takes them with it. A checkout link's attempt is the link's.
 */
export function clearUserAttempts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key?.startsWith(storageKey('')) ?? false,
    );
    for (const key of keys) {
      const raw = store.getItem(key);
      const owner = raw ? (JSON.parse(raw) as { owner?: unknown } | null)?.owner : undefined;
      if (typeof owner !== 'string' || owner.startsWith(USER_OWNER_PREFIX)) {
        store.removeItem(key);
      }
    }
  } catch {
    // An unreadable value: the next reader ignores it anyway.
  }
}
