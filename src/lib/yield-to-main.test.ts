import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    Reflect.set(globalThis, 'scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

  it('falls back where the scheduler has postTask but not yet yield (older Chrome)', async () => {
    Reflect.set(globalThis, 'scheduler', { postTask: vi.fn() });
    await expect(yieldToMain()).resolves.toBeUndefined();
  });

  it('otherwise resolves in a later task, after the work already queued in this one', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('yielded'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(['microtask', 'yielded']);
  });
});
