import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl, type StartWorker } from './intl-warm-up';
import { intlWarmUpObjects, intlWarmUpSteps } from './intl-warm-up-steps';

const noWorker: StartWorker = () => null;

/** A worker that records what it was sent and can fail to load as a browser's would. */
function fakeWorker() {
  const target = new EventTarget();
  const posted: unknown[] = [];
  const worker = {
    postMessage: (message: unknown) => posted.push(message),
    addEventListener: target.addEventListener.bind(target),
  } as ReturnType<StartWorker>;
  return { worker, posted, failToLoad: () => target.dispatchEvent(new Event('error')) };
}

describe('warmUpIntl', () => {
  it('hands the language to the worker and runs nothing on the page’s thread', () => {
    const queued: (() => void)[] = [];
    const { worker, posted } = fakeWorker();
    warmUpIntl('es', { startWorker: () => worker, schedule: (step) => queued.push(step) });
    expect(posted).toEqual(['es']);
    expect(queued).toHaveLength(0);
  });

  it('runs the steps here, once, when the worker’s script does not load', () => {
    const queued: (() => void)[] = [];
    const { worker, failToLoad } = fakeWorker();
    warmUpIntl('en', { startWorker: () => worker, schedule: (step) => queued.push(step) });
    failToLoad();
    failToLoad();
    expect(queued).toHaveLength(1);
  });

  it('without a worker, runs one step per scheduled task, and nothing before the first', () => {
    const queued: (() => void)[] = [];
    warmUpIntl('en', { startWorker: noWorker, schedule: (step) => queued.push(step) });
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
    for (const make of intlWarmUpObjects(language)) expect(make).not.toThrow();
  });

  it('goes on past a step the browser cannot run', () => {
    const queued: (() => void)[] = [];
    const locale = vi.spyOn(Intl, 'Locale').mockImplementation(function () {
      throw new TypeError('Intl.Locale is not supported');
    });
    warmUpIntl('en', { startWorker: noWorker, schedule: (step) => queued.push(step) });
    let tasks = 0;
    while (queued.length > 0) {
      queued.shift()?.();
      tasks++;
    }
    expect(tasks).toBe(intlWarmUpSteps('en').length + 1);
    locale.mockRestore();
  });
});

describe('the warm-up worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes the formats of the language it is sent, past one it cannot, then ends', async () => {
    const close = vi.fn();
    vi.stubGlobal('close', close);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.spyOn(Intl, 'Locale').mockImplementation(function () {
      throw new TypeError('Intl.Locale is not supported');
    });
    await import('./intl-warm-up.worker');
    dispatchEvent(new MessageEvent('message', { data: 'es' }));
    expect(numberFormat).toHaveBeenCalledWith('es', { style: 'currency', currency: 'USD' });
    expect(close).toHaveBeenCalledOnce();
  });
});
