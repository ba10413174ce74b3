import { describe, expect, it, vi } from 'vitest';
import { afterConfirmations, confirmationStarted, isConfirmationInFlight } from './in-flight';

describe('confirmations in flight', () => {
  it('run a waiting command only once every confirmation has its answer', () => {
    const run = vi.fn();
    const first = confirmationStarted();
    const second = confirmationStarted();
    expect(isConfirmationInFlight()).toBe(true);
    afterConfirmations(run);
    first();
    first();
    expect(run).not.toHaveBeenCalled();
    second();
    expect(run).toHaveBeenCalledOnce();
    expect(isConfirmationInFlight()).toBe(false);
  });

  it('run a command at once when nothing is in flight', () => {
    const run = vi.fn();
    afterConfirmations(run);
    expect(run).toHaveBeenCalledOnce();
  });
});
