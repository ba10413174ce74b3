import { describe, expect, it, vi } from 'vitest';
import { intlWarmUpSteps, warmUpIntl } from './intl-warm-up';

describe('warmUpIntl', () => {
  it('runs one step per scheduled task, and nothing before the first', () => {
    const queued: (() => void)[] = [];
    warmUpIntl('en', (step) => queued.push(step));
    expect(queued).toHaveLength(1);
    const steps = intlWarmUpSteps('en').length;
    for (let task = 0; task < steps; task++) {
      const step = queued.shift();
      step?.();
      expect(queued).toHaveLength(1);
    }
    queued.shift()?.();
    expect(queued).toHaveLength(0);
  });

  it.each(['en', 'es'])('makes every formatter in %s without throwing', (language) => {
    for (const step of intlWarmUpSteps(language)) expect(step).not.toThrow();
  });

  it('goes on past a step the browser cannot run', () => {
    const queued: (() => void)[] = [];
    const locale = vi.spyOn(Intl, 'Locale').mockImplementation(() => {
      throw new TypeError('Intl.Locale is not supported');
    });
    warmUpIntl('en', (step) => queued.push(step));
    let tasks = 0;
    while (queued.length > 0) {
      queued.shift()?.();
      tasks++;
    }
    expect(tasks).toBe(intlWarmUpSteps('en').length + 1);
    locale.mockRestore();
  });
});
