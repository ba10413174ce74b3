// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_READ_MAX_AGE_MS,
  resetEarlyReadsForTests,
  sendEarlyRead,
  takeEarlyRead,
  untilAborted,
} from './early-reads';

afterEach(() => {
  resetEarlyReadsForTests();
  vi.unstubAllGlobals();
});

function stubFetch() {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early reads', () => {
  it('send an address once, with the token and the Accept asked for', async () => {
    const fetch = stubFetch();
    const first = sendEarlyRead('/mock/users/Users/1001', 'token-a');
    expect(sendEarlyRead('/mock/users/Users/1001', 'token-a')).toBe(first);
    void sendEarlyRead('/config.json', null, null);
    expect(fetch).toHaveBeenCalledTimes(2);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-a');
    expect(headers.get('Accept')).toBe('application/json, application/problem+json, */*');
    expect([...new Headers(fetch.mock.calls[1]?.[1]?.headers).keys()]).toEqual([]);
    await first;
  });

  it('hand an answer over once, only for the token it was sent with, while it is fresh', () => {
    stubFetch();
    void sendEarlyRead('/a', 'token-a', undefined, 1_000);
    expect(takeEarlyRead('/a', 'token-b', 1_000)).toBeUndefined();
    // Offered to another session once, it is gone for everyone.
    expect(takeEarlyRead('/a', 'token-a', 1_000)).toBeUndefined();
    void sendEarlyRead('/b', 'token-a', undefined, 1_000);
    expect(takeEarlyRead('/b', 'token-a', 1_000 + EARLY_READ_MAX_AGE_MS + 1)).toBeUndefined();
    void sendEarlyRead('/c', 'token-a', undefined, 1_000);
    expect(takeEarlyRead('/c', 'token-a', 2_000)).toBeInstanceOf(Promise);
    expect(takeEarlyRead('/c', 'token-a', 2_000)).toBeUndefined();
    expect(takeEarlyRead('/never-sent', null)).toBeUndefined();
  });

  it('a failed one is the taker’s failure, and unused it is no unhandled rejection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    void sendEarlyRead('/unused', null);
    void sendEarlyRead('/taken', null);
    await expect(takeEarlyRead('/taken', null)).rejects.toThrow('Failed to fetch');
  });

  it('stop being waited for when the taker’s signal aborts', async () => {
    const controller = new AbortController();
    const waiting = untilAborted(new Promise<Response>(() => undefined), controller.signal);
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(waiting).rejects.toThrow('gone');
    const answer = new Response('ok');
    await expect(untilAborted(Promise.resolve(answer), new AbortController().signal)).resolves.toBe(
      answer,
    );
  });
});
