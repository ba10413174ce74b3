import { describe, expect, it } from 'vitest';
import { createAttemptMemory } from './attempt-key';

// The key rules themselves are the shared attempt model's (entities/payment-attempt).
describe('createAttemptMemory', () => {
  it('keeps one key per attempt until the attempt is settled', () => {
    let n = 0;
    const memory = createAttemptMemory(() => `key-${String(++n)}`);
    expect(memory.confirmKey('7201:45000:new:46328')).toBe('key-1');
    expect(memory.confirmKey('7201:45000:new:46328')).toBe('key-1');
    memory.settled();
    expect(memory.confirmKey('7201:45000:new:46328')).toBe('key-2');
    expect(memory.confirmKey('7201:20000:new:20590')).toBe('key-3');
    expect(memory.createKey('45000')).toBe('key-4');
    expect(memory.createKey('45000')).toBe('key-4');
  });

  it('remembers the accepted acknowledgement only', () => {
    const memory = createAttemptMemory();
    expect(memory.isAccepted(7301)).toBe(false);
    memory.accepted(7301);
    expect(memory.isAccepted(7301)).toBe(true);
    expect(memory.isAccepted(7303)).toBe(false);
  });
});
