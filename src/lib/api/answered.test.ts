import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answered } from './answered';

describe('answered', () => {
  it('is false while the first request is under way, true once it answered, and stays true while a failed query is asked again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = true;
    const observer = new QueryObserver(client, {
      queryKey: ['settings'],
      queryFn: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ ok: true })),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answered(observer.getCurrentResult())).toBe(false);
    await expect.poll(() => observer.getCurrentResult().isError).toBe(true);
    expect(answered(observer.getCurrentResult())).toBe(true);

    fail = false;
    const retry = observer.refetch();
    // Asked again without data: pending once more, but it has answered before.
    expect(observer.getCurrentResult().isPending).toBe(true);
    expect(answered(observer.getCurrentResult())).toBe(true);
    await retry;
    expect(observer.getCurrentResult().data).toEqual({ ok: true });
    expect(answered(observer.getCurrentResult())).toBe(true);
    unsubscribe();
  });
});
