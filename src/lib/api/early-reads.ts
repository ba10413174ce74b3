// Reads sent while the HTML is parsed, before the app's code has arrived (the boot script,
// src/app/prerender/boot-entry.ts): the app's first ask for the same address with the same token
// takes the answer over instead of sending it again, once (docs/architecture.md, "Start-up
// reads"). The boot script and the app are separate bundles, so the reads wait on the page's
// global object, under a registered symbol, not in a module's memory.

/** The Accept header every JSON read sends (the fetcher's default). */
export const JSON_READ_ACCEPT = 'application/json, application/problem+json, */*';
/** An early read older than this is dropped unused: the app's own read is fresher. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

interface EarlyRead {
  response: Promise<Response>;
  token: string | null;
  sentAt: number;
}

const registryKey = Symbol.for('courtyard.early-reads');

function registry(): Map<string, EarlyRead> {
  const existing: unknown = Reflect.get(globalThis, registryKey);
  if (existing instanceof Map) return existing as Map<string, EarlyRead>;
  const created = new Map<string, EarlyRead>();
  Reflect.set(globalThis, registryKey, created);
  return created;
}

/**
 * Sends a GET of `url` now, as the app would send it: with the user's token, if any, and `accept`
 * (the JSON reads' Accept, or none for a static file such as config.json). Returns the answer's
 * promise, which the app takes over (`takeEarlyRead`); an address already sent is not sent again.
 */
export function sendEarlyRead(
  url: string,
  token: string | null,
  accept: string | null = JSON_READ_ACCEPT,
  now = Date.now(),
): Promise<Response> {
  const sent = registry().get(url);
  if (sent) return sent.response;
  const headers = new Headers();
  if (accept !== null) headers.set('Accept', accept);
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const response = fetch(url, { headers });
  // Whoever takes it over sees a failure; unused, it is not an unhandled rejection.
  response.catch(() => undefined);
  registry().set(url, { response, token, sentAt: now });
  return response;
}

/**
 * The answer of an early read of `url` sent with `token`, handed over once; undefined when none
 * was sent, it was sent with another token (a session since changed) or it is too old to use.
 */
export function takeEarlyRead(
  url: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const read = registry().get(url);
  if (!read) return undefined;
  registry().delete(url);
  if (read.token !== token || now - read.sentAt > EARLY_READ_MAX_AGE_MS) return undefined;
  return read.response;
}

/** `response`, or the reason `signal` aborts with, whichever comes first (an early read cannot be cancelled). */
export function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Tests: forget every early read. */
export function resetEarlyReadsForTests(): void {
  registry().clear();
}
