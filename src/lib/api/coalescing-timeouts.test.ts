import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COALESCE_FROM_MS,
  COALESCE_STEP_MS,
  createCoalescingTimeoutProvider,
} from './coalescing-timeouts';

describe('createCoalescingTimeoutProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:00:00.250Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs long timeouts from one browser timer, on the next whole second after they are due', () => {
    const provider = createCoalescingTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push('gc'), 5 * 60_000);
    provider.setTimeout(() => ran.push('stale'), 5 * 60_000 + 100);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(5 * 60_000);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(COALESCE_STEP_MS - 250);
    expect(ran).toEqual(['gc', 'stale']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves the browser timer earlier for an earlier timeout and runs each one when it is due', () => {
    const provider = createCoalescingTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push('later'), 10 * 60_000);
    provider.setTimeout(() => ran.push('sooner'), COALESCE_FROM_MS);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(COALESCE_FROM_MS + COALESCE_STEP_MS);
    expect(ran).toEqual(['sooner']);
    // Set again for the one still waiting.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(ran).toEqual(['sooner', 'later']);
  });

  it('never runs a cleared timeout, and leaves the others due', () => {
    const provider = createCoalescingTimeoutProvider();
    const ran: string[] = [];
    const cleared = provider.setTimeout(() => ran.push('cleared'), 5 * 60_000);
    provider.setTimeout(() => ran.push('kept'), 6 * 60_000);
    provider.clearTimeout(cleared);

    vi.advanceTimersByTime(7 * 60_000);
    expect(ran).toEqual(['kept']);
  });

  it('keeps short timeouts exact, on browser timers of their own', () => {
    const provider = createCoalescingTimeoutProvider();
    const ran: string[] = [];
    provider.setTimeout(() => ran.push('retry'), 1_000);
    const debounce = provider.setTimeout(() => ran.push('debounce'), 300);
    expect(vi.getTimerCount()).toBe(2);
    provider.clearTimeout(debounce);

    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['retry']);
  });

  it('runs the other due timeouts when one of them throws, and reports the error', () => {
    const provider = createCoalescingTimeoutProvider();
    const ran: string[] = [];
    const reported = vi.fn<(report: VoidFunction) => void>();
    const queueMicrotask = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => {
      reported(report);
    });
    provider.setTimeout(() => {
      throw new Error('broken callback');
    }, 5 * 60_000);
    provider.setTimeout(() => ran.push('after'), 5 * 60_000);

    vi.advanceTimersByTime(6 * 60_000);
    expect(ran).toEqual(['after']);
    expect(reported).toHaveBeenCalledTimes(1);
    const report = reported.mock.calls[0]?.[0];
    expect(() => report?.()).toThrow('broken callback');
    queueMicrotask.mockRestore();
  });

  it('passes intervals through to the browser', () => {
    const provider = createCoalescingTimeoutProvider();
    let ticks = 0;
    const interval = provider.setInterval(() => (ticks += 1), COALESCE_FROM_MS);
    vi.advanceTimersByTime(2 * COALESCE_FROM_MS);
    provider.clearInterval(interval);
    vi.advanceTimersByTime(2 * COALESCE_FROM_MS);
    expect(ticks).toBe(2);
  });
});
