import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { isConfirmationInFlight } from './lib/in-flight';
import { readPendingAttempt, userOwner } from './lib/pending-attempt';
import { usePaymentAttempt } from './use-payment-attempt';

const apiError = (status: number) =>
  new ApiError({
    service: 'connectPayments',
    path: '/Payment/Setup/1/Confirm',
    status,
    problem: null,
  });

const scope = { setupId: 1, amount: 100, methodId: 3, total: 103 };

afterEach(() => sessionStorage.clear());

describe('usePaymentAttempt', () => {
  it('sends one request however often it is pressed, marked in flight until it answers', async () => {
    const { result } = renderHook(() => usePaymentAttempt());
    let answer: (value: string) => void = () => undefined;
    let calls = 0;
    const call = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.send(call, { key: 'k' });
      second = result.current.send(call, { key: 'k' });
    });
    expect(await second).toBeNull();
    expect(calls).toBe(1);
    expect(isConfirmationInFlight()).toBe(true);
    expect(result.current.confirming).toBe(true);
    await act(async () => {
      answer('paid');
      await first;
    });
    expect(isConfirmationInFlight()).toBe(false);
    expect(result.current.confirming).toBe(false);
  });

  it('keeps the confirm key for a retry of an unknown outcome and renews it after a final answer', async () => {
    const { result } = renderHook(() => usePaymentAttempt());
    const key = result.current.confirmKeyFor(scope);
    await act(async () => {
      await result.current.send(() => Promise.reject(apiError(503)), { key });
    });
    expect(result.current.outcomeUnknown).toBe(true);
    expect(result.current.confirmKeyFor(scope)).toBe(key);
    await act(async () => {
      await result.current.send(() => Promise.reject(apiError(422)), { key });
    });
    expect(result.current.outcomeUnknown).toBe(false);
    expect(result.current.confirmKeyFor(scope)).not.toBe(key);
  });

  it('leaves the keys be when nothing was sent', async () => {
    const { result } = renderHook(() => usePaymentAttempt());
    const key = result.current.confirmKeyFor(scope);
    await act(async () => {
      await result.current.confirm(() => Promise.resolve({ kind: 'stopped' as const }));
    });
    expect(result.current.confirmKeyFor(scope)).toBe(key);
  });

  it('settles the create key on a refusal only', async () => {
    const { result } = renderHook(() => usePaymentAttempt());
    let sent: string[] = [];
    const create = (status: number) =>
      result.current.create('body', (key) => {
        sent = [...sent, key];
        return Promise.reject(apiError(status));
      });
    await act(async () => {
      await result.current.press(() => create(503));
      await result.current.press(() => create(503));
      await result.current.press(() => create(400));
      await result.current.press(() => create(503));
    });
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).toBe(sent[0]);
    expect(sent[3]).not.toBe(sent[0]);
  });

  it('keeps a confirmation in this tab for its owner, and reads it back after a reload', async () => {
    const options = { keep: { flow: 'make-payment', userId: 1001 } };
    const { result, unmount } = renderHook(() =>
      usePaymentAttempt<{ id: number }, string>(options),
    );
    const key = result.current.confirmKeyFor(scope);
    await act(async () => {
      await result.current.send(() => Promise.reject(apiError(502)), {
        key,
        pending: { setup: { id: 1 }, acknowledgeDuplicate: false },
      });
    });
    unmount();
    const again = renderHook(() => usePaymentAttempt<{ id: number }, string>(options));
    expect(again.result.current.kept).toMatchObject({ state: 'unknown', setup: { id: 1 } });
    expect(again.result.current.kept?.keys.confirm?.key).toBe(key);
    const other = renderHook(() =>
      usePaymentAttempt({ keep: { flow: 'make-payment', userId: 1002 } }),
    );
    expect(other.result.current.kept).toBeNull();
    act(() => again.result.current.forgetKept());
    expect(readPendingAttempt('make-payment', userOwner(1001))).toBeNull();
  });

  it('keeps the result of a confirmation answered after the page was left', async () => {
    const options = { keep: { flow: 'make-payment', userId: 1001 } };
    const { result, unmount } = renderHook(() =>
      usePaymentAttempt<{ id: number }, string>(options),
    );
    let answer: (value: string) => void = () => undefined;
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send(
        () =>
          new Promise<string>((resolve) => {
            answer = resolve;
          }),
        { key: 'k', pending: { setup: { id: 1 }, acknowledgeDuplicate: false }, keepResult: true },
      );
    });
    unmount();
    answer('paid');
    await sent;
    expect(readPendingAttempt('make-payment', userOwner(1001))).toMatchObject({
      state: 'done',
      result: 'paid',
    });
  });
});
