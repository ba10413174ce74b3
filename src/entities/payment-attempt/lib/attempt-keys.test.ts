import { describe, expect, it } from 'vitest';
import { UnreadableAnswerError } from '@/lib/api/answer-check';
import { ApiError } from '@/lib/api/api-error';
import {
  CallTimedOut,
  confirmScope,
  createAttemptKeys,
  outcomeUnknown,
  withTimeout,
} from './attempt-keys';

const counter = () => {
  let n = 0;
  return () => `key-${String(++n)}`;
};
const apiError = (status: number) =>
  new ApiError({
    service: 'connectPayments',
    path: '/Payment/Setup/1/Confirm',
    status,
    problem: null,
  });

describe('createAttemptKeys', () => {
  it('keeps the create key for a retry of the same request and makes a new one for another', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.createKey('a')).toBe('key-1');
    expect(keys.createKey('a')).toBe('key-1');
    expect(keys.createKey('b')).toBe('key-2');
  });

  it('makes a new create key after a cancel, even for the same request', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.createKey('a')).toBe('key-1');
    keys.cancelled();
    expect(keys.createKey('a')).toBe('key-2');
  });

  it('keeps the confirm key after an unknown outcome and renews it after a final answer', () => {
    const keys = createAttemptKeys(counter());
    const scope = confirmScope({ setupId: 7, amount: 100, methodId: 3, total: 103 });
    expect(keys.confirmKey(scope)).toBe('key-1');
    // A network failure: nothing settles, the retry sends the same key.
    expect(keys.confirmKey(scope)).toBe('key-1');
    keys.settled();
    expect(keys.confirmKey(scope)).toBe('key-2');
  });

  it('a confirmation of another method or total is another attempt', () => {
    const keys = createAttemptKeys(counter());
    const card = keys.confirmKey(
      confirmScope({ setupId: 7, amount: 100, methodId: 3, total: 103 }),
    );
    const bank = keys.confirmKey(
      confirmScope({ setupId: 7, amount: 100, methodId: 4, total: 100 }),
    );
    expect(bank).not.toBe(card);
  });

  it('a snapshot restores the same keys (a reload offers the same confirmation)', () => {
    const keys = createAttemptKeys(counter());
    keys.createKey('a');
    keys.confirmKey('s');
    const restored = createAttemptKeys(counter(), keys.snapshot());
    expect(restored.createKey('a')).toBe('key-1');
    expect(restored.confirmKey('s')).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(createAttemptKeys().createKey('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('outcomeUnknown', () => {
  it('is true without an answer, after a timeout or a server failure', () => {
    expect(outcomeUnknown(apiError(0))).toBe(true);
    expect(outcomeUnknown(apiError(503))).toBe(true);
    expect(outcomeUnknown(new CallTimedOut())).toBe(true);
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is true when the confirmation came back but broke its contract: it may have paid', () => {
    expect(outcomeUnknown(new UnreadableAnswerError('confirmPaymentSetup', ['amount']))).toBe(true);
  });

  it('is true when the service says a confirmation of the setup is still being processed', () => {
    const inProgress = new ApiError({
      service: 'connectPayments',
      path: '/Payment/Setup/1/Confirm',
      status: 409,
      problem: { status: 409, title: 'Payment still being processed', errorCode: 'PA031' },
    });
    expect(outcomeUnknown(inProgress)).toBe(true);
  });

  it('is false after a final answer', () => {
    expect(outcomeUnknown(apiError(402))).toBe(false);
    expect(outcomeUnknown(apiError(409))).toBe(false);
    expect(outcomeUnknown(apiError(400))).toBe(false);
  });
});

describe('withTimeout', () => {
  it('answers what the call answers in time', async () => {
    await expect(withTimeout(1000, () => Promise.resolve(5))).resolves.toBe(5);
  });

  it('aborts a call that does not answer and reports a timeout', async () => {
    const hung = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    await expect(withTimeout(10, hung)).rejects.toBeInstanceOf(CallTimedOut);
  });

  it('passes on a final answer', async () => {
    await expect(withTimeout(1000, () => Promise.reject(apiError(402)))).rejects.toMatchObject({
      status: 402,
    });
  });
});
