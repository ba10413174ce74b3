import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreadableAnswerError } from './answer-check';
import { ApiError, type ProblemDetails } from './api-error';
import {
  createQueryClient,
  essentialMeta,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  RECENT_PAYMENTS_STALE_TIME,
  retryDelay,
  shouldRetry,
  type QueryErrorHandlers,
  type RequestMeta,
} from './query-client';
import type { ServiceName } from './services';

function apiError(
  status: number,
  { service = 'associations', path = '/Documents' }: { service?: ServiceName; path?: string } = {},
  problem: ProblemDetails | null = null,
) {
  return new ApiError({ service, path, status, problem, message: 'Failed to fetch' });
}

let handlers: QueryErrorHandlers & {
  notify: ReturnType<typeof vi.fn<QueryErrorHandlers['notify']>>;
};
let currentPath: string;
let client: QueryClient;

beforeEach(() => {
  vi.useFakeTimers();
  currentPath = '/dashboard';
  handlers = {
    currentPath: () => currentPath,
    notify: vi.fn<QueryErrorHandlers['notify']>(),
    openServerError: vi.fn<() => void>(),
  };
  client = createQueryClient(handlers);
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

let nextKey = 0;

/** Runs a query to its end (retries included) and returns how often and when it was called. */
async function runQuery(error: Error, meta?: RequestMeta) {
  const calls: number[] = [];
  const result = client
    .query({
      queryKey: ['test', (nextKey += 1), error],
      queryFn: () => {
        calls.push(Date.now());
        return Promise.reject(error);
      },
      meta,
    })
    .then(
      () => 'resolved',
      () => 'rejected',
    );
  await vi.runAllTimersAsync();
  expect(await result).toBe('rejected');
  return calls;
}

async function runMutation(error: Error, meta?: RequestMeta) {
  let calls = 0;
  const observer = new MutationObserver(client, {
    mutationFn: () => {
      calls += 1;
      return Promise.reject(error);
    },
    meta,
  });
  const result = observer.mutate().catch(() => 'rejected');
  await vi.runAllTimersAsync();
  expect(await result).toBe('rejected');
  return calls;
}

describe('SPEC §9 defaults', () => {
  it('keeps data fresh and cached for 5 minutes; recent payments are always stale', () => {
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(RECENT_PAYMENTS_STALE_TIME).toBe(0);
  });

  it.each([400, 401, 403, 404, 409, 422, 499])('never retries a %i', async (status) => {
    // 401 from an exception path so the test is about retries, not logout.
    const error = apiError(status, { service: 'users', path: '/HomeSettings' });
    expect(await runQuery(error)).toHaveLength(1);
  });

  it.each([
    ['a 500', apiError(500)],
    ['a 503', apiError(503)],
    ['no response', apiError(0)],
  ])('retries %s three times with growing delays', async (_label, error) => {
    // The jitter at its top: the whole doubling.
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const calls = await runQuery(error);
    expect(calls).toHaveLength(4);
    const delays = calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it.each([408, 429])(
    'retries a %i after the Retry-After it names, capped at 30 s',
    async (status) => {
      const error = new ApiError({
        service: 'associations',
        path: '/Documents',
        status,
        problem: null,
        retryAfterMs: 5_000,
      });
      // The jitter at its bottom: exactly what the service asked.
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const calls = await runQuery(error);
      expect(calls).toHaveLength(4);
      expect(calls.slice(1).map((at, index) => at - (calls[index] ?? 0))).toEqual([
        5000, 5000, 5000,
      ]);
      const tooLong = new ApiError({
        service: 'associations',
        path: '/Documents',
        status,
        problem: null,
        retryAfterMs: 120_000,
      });
      expect(retryDelay(0, tooLong)).toBe(30_000);
      // Without Retry-After, the usual backoff.
      expect(await runQuery(apiError(status))).toHaveLength(4);
    },
  );

  it('jitters the backoff, never sooner than half the doubling or than Retry-After', () => {
    expect(retryDelay(2, apiError(503), () => 0)).toBe(2000);
    expect(retryDelay(2, apiError(503), () => 0.5)).toBe(3000);
    expect(retryDelay(2, apiError(503), () => 0.999_999)).toBe(4000);
    const asked = new ApiError({
      service: 'associations',
      path: '/Documents',
      status: 429,
      problem: null,
      retryAfterMs: 10_000,
    });
    expect(retryDelay(0, asked, () => 0)).toBe(10_000);
    expect(retryDelay(0, asked, () => 0.5)).toBe(11_000);
    // Two pages told the same thing at the same time ask again at different times.
    const delays = new Set(Array.from({ length: 20 }, () => retryDelay(1, apiError(429))));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(1000);
  });

  it('caps the backoff at 30 seconds', () => {
    const top = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelay(attempt, undefined, top))).toEqual(
      [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000],
    );
    expect(shouldRetry(2, apiError(500))).toBe(true);
    expect(shouldRetry(3, apiError(500))).toBe(false);
  });

  it('never asks again for an answer that broke its contract: it would come back the same', async () => {
    expect(shouldRetry(0, new UnreadableAnswerError('listLedgerEntries', ['0.amount']))).toBe(
      false,
    );
    expect(
      await runQuery(new UnreadableAnswerError('listLedgerEntries', ['0.amount'])),
    ).toHaveLength(1);
  });

  it('never retries a mutation, not even a 5xx', async () => {
    expect(await runMutation(apiError(503))).toBe(1);
    expect(await runMutation(apiError(0))).toBe(1);
  });
});

describe('SPEC §8 global handling', () => {
  // The fetcher ends the session on a 401 (create-fetcher.test.ts); the cache adds no toast.
  it('shows no toast for a 401 that ends the session', async () => {
    await runQuery(apiError(401));
    expect(handlers.notify).not.toHaveBeenCalled();
  });

  it('shows no toast for a 401 from a mutation either', async () => {
    await runMutation(apiError(401, { service: 'connectPayments', path: '/Payment' }));
    expect(handlers.notify).not.toHaveBeenCalled();
  });

  it.each<[ServiceName, string]>([
    ['users', '/Users/Authenticate'],
    ['users', '/Users/AuthenticateSSO'],
    ['users', '/HomeSettings'],
    ['connectPayments', '/Account'],
  ])(
    'shows the problem of a 401 from %s %s, which does not end the session',
    async (service, path) => {
      await runMutation(
        apiError(401, { service, path }, { detail: 'Invalid username, password, or company' }),
      );
      expect(handlers.notify).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'clientProblem',
          text: 'Invalid username, password, or company',
        }),
      );
    },
  );

  it('treats connect-payments /AccountX as a session-ending 401', async () => {
    await runQuery(apiError(401, { service: 'connectPayments', path: '/AccountX' }));
    expect(handlers.notify).not.toHaveBeenCalled();
  });

  it('never ends the portal session for an express-pay 401 (a bad checkout link)', async () => {
    await runQuery(apiError(401, { service: 'expressPay', path: '/account' }));
    expect(handlers.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'clientProblem' }),
    );
  });

  it('shows the 401 problem when the user is already on /login (read at failure time)', async () => {
    currentPath = '/embed/login';
    await runQuery(apiError(401));
    expect(handlers.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'clientProblem' }),
    );
  });

  it('ignores a cancelled request', async () => {
    await runQuery(new DOMException('The operation was aborted.', 'AbortError'));
    expect(handlers.notify).not.toHaveBeenCalled();

    // And a query cancelled by react-query itself (navigation away, key change).
    const query = client.query({
      queryKey: ['slow'],
      queryFn: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    const settled = query.catch(() => 'cancelled');
    await client.cancelQueries({ queryKey: ['slow'] });
    await vi.runAllTimersAsync();
    expect(await settled).toBe('cancelled');
    expect(handlers.notify).not.toHaveBeenCalled();
  });

  it('shows one toast per failed request, after its retries', async () => {
    await runQuery(apiError(502, {}, { errorCode: 'SV001' }));
    expect(handlers.notify).toHaveBeenCalledTimes(1);
    expect(handlers.notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'server', errorCode: 'SV001' }),
    );
  });

  it('shows nothing for a query or mutation with meta.suppressErrorToast', async () => {
    await runQuery(apiError(500), { suppressErrorToast: true });
    await runQuery(apiError(0), { suppressErrorToast: true });
    await runMutation(apiError(400), { suppressErrorToast: true });
    expect(handlers.notify).not.toHaveBeenCalled();
    // Without the flag the same failures do toast.
    await runMutation(apiError(400));
    expect(handlers.notify).toHaveBeenCalledTimes(1);
  });

  it("keeps only a 5xx's toast with meta.suppressErrorToast 'belowServerError'", async () => {
    await runQuery(apiError(404), { suppressErrorToast: 'belowServerError' });
    await runQuery(apiError(0), { suppressErrorToast: 'belowServerError' });
    expect(handlers.notify).not.toHaveBeenCalled();
    await runQuery(apiError(503), { suppressErrorToast: 'belowServerError' });
    expect(handlers.notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind: 'server', status: 503 }),
    );
  });
});

describe('mutations while offline', () => {
  it('fail at once rather than pausing to be sent later by themselves', () => {
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
  });
});

describe('an essential call (SPEC §8 server error page)', () => {
  /** A page showing a query: it subscribes, and the query runs to its end (retries included). */
  async function show(answers: (() => Promise<unknown>)[], meta: RequestMeta = essentialMeta) {
    const observer = new QueryObserver(client, {
      queryKey: ['essential', (nextKey += 1)],
      queryFn: () => (answers.shift() ?? (() => Promise.reject(apiError(500))))(),
      meta,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.runAllTimersAsync();
    return { observer, unsubscribe };
  }

  it('opens the server error page when a page gets a 5xx before any answer, with its toast', async () => {
    await show([]);
    expect(handlers.openServerError).toHaveBeenCalledTimes(1);
    expect(handlers.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }));
  });

  it('leaves a 404 or a lost connection to the page, and any call not marked essential', async () => {
    const notFound = () => Promise.reject(apiError(404));
    await show([notFound, notFound, notFound, notFound]);
    const offline = () => Promise.reject(apiError(0));
    await show([offline, offline, offline, offline]);
    await show([], { suppressErrorToast: 'belowServerError' });
    expect(handlers.openServerError).not.toHaveBeenCalled();
  });

  it('keeps an answer already on screen when a refetch fails', async () => {
    const { observer } = await show([() => Promise.resolve('rows')]);
    const refetched = observer.refetch();
    await vi.runAllTimersAsync();
    await refetched;
    expect(observer.getCurrentResult().data).toBe('rows');
    expect(handlers.openServerError).not.toHaveBeenCalled();
  });

  it('does not take over once the page that asked is gone', async () => {
    const observer = new QueryObserver(client, {
      queryKey: ['essential', (nextKey += 1)],
      queryFn: () => Promise.reject(apiError(500)),
      meta: essentialMeta,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    unsubscribe();
    await vi.runAllTimersAsync();
    expect(handlers.openServerError).not.toHaveBeenCalled();
  });
});
