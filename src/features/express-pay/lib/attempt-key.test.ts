import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createAttemptMemory, keyForAttempt, outcomeUnknown } from './attempt-key';

const apiError = (status: number) =>
  new ApiError({ service: 'expressPay', path: '/express-pay/7201/confirm', status, problem: null });

describe('keyForAttempt', () => {
  it('keeps the key for the same attempt and makes a new one for another', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = keyForAttempt(null, '7201:46328', next);
    expect(first).toEqual({ scope: '7201:46328', key: 'key-1' });
    expect(keyForAttempt(first, '7201:46328', next)).toBe(first);
    expect(keyForAttempt(first, '7201:20590', next)).toEqual({ scope: '7201:20590', key: 'key-2' });
  });

  it('makes UUIDs by default', () => {
    expect(keyForAttempt(null, 'x').key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('outcomeUnknown', () => {
  it('is true without an answer or after a server failure', () => {
    expect(outcomeUnknown(apiError(0))).toBe(true);
    expect(outcomeUnknown(apiError(503))).toBe(true);
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is false after a final answer', () => {
    expect(outcomeUnknown(apiError(400))).toBe(false);
    expect(outcomeUnknown(apiError(409))).toBe(false);
  });
});

describe('createAttemptMemory', () => {
  it('keeps one key per attempt until the attempt is settled', () => {
    let n = 0;
    const memory = createAttemptMemory(() => `key-${++n}`);
    expect(memory.confirmKey('7201:45000:46328')).toBe('key-1');
    expect(memory.confirmKey('7201:45000:46328')).toBe('key-1');
    memory.confirmSettled();
    expect(memory.confirmKey('7201:45000:46328')).toBe('key-2');
    expect(memory.confirmKey('7201:20000:20590')).toBe('key-3');
    expect(memory.createKey(45000)).toBe('key-4');
    expect(memory.createKey(45000)).toBe('key-4');
  });

  it('remembers the accepted acknowledgement only', () => {
    const memory = createAttemptMemory();
    expect(memory.isAccepted(7301)).toBe(false);
    memory.accepted(7301);
    expect(memory.isAccepted(7301)).toBe(true);
    expect(memory.isAccepted(7303)).toBe(false);
  });
});
