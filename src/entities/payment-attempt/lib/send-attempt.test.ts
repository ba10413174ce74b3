import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { readPendingAttempt, userOwner, type PendingAttempt } from './pending-attempt';
import { sendAttempt } from './send-attempt';

const apiError = (status: number) =>
  new ApiError({
    service: 'connectPayments',
    path: '/Payment/Setup/1/Confirm',
    status,
    problem: null,
  });

const owner = userOwner(1001);
const attempt: PendingAttempt<{ id: number }, string> = {
  owner,
  setup: { id: 7 },
  keys: { create: null, confirm: { scope: 's', key: 'k1' } },
  acknowledgeDuplicate: false,
  state: 'confirming',
};
const keep = { flow: 'make-payment', attempt };

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('sendAttempt', () => {
  it('keeps the attempt before the call goes and drops it on a final answer', async () => {
    const outcome = await sendAttempt(
      () => {
        expect(readPendingAttempt('make-payment', owner)?.state).toBe('confirming');
        return Promise.resolve('paid');
      },
      { keep },
    );
    expect(outcome).toEqual({ kind: 'done', result: 'paid' });
    expect(readPendingAttempt('make-payment', owner)).toBeNull();
  });

  it('keeps the result for a page nobody is looking at', async () => {
    await sendAttempt(() => Promise.resolve('paid'), { keep, keepResult: () => true });
    expect(readPendingAttempt('make-payment', owner)).toMatchObject({
      state: 'done',
      result: 'paid',
    });
  });

  it('says a refusal is final and drops the attempt', async () => {
    const outcome = await sendAttempt(() => Promise.reject(apiError(422)), { keep });
    expect(outcome.kind).toBe('refused');
    expect(readPendingAttempt('make-payment', owner)).toBeNull();
  });

  it('keeps an attempt whose outcome is unknown: a 5xx, no answer', async () => {
    expect((await sendAttempt(() => Promise.reject(apiError(503)), { keep })).kind).toBe('unknown');
    expect(readPendingAttempt('make-payment', owner)?.state).toBe('unknown');
    const offline = await sendAttempt(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline.kind).toBe('unknown');
  });

  it('reports a call that does not answer in time as unknown, and aborts it', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const sent = sendAttempt(
      (signal) =>
        new Promise<string>((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      { timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect((await sent).kind).toBe('unknown');
    expect(aborted).toBe(true);
  });

  it('gives a call that sets a value no time limit', async () => {
    const call = vi.fn((signal: AbortSignal | undefined) => Promise.resolve(signal === undefined));
    expect(await sendAttempt(call, { timeoutMs: null })).toEqual({ kind: 'done', result: true });
  });
});
