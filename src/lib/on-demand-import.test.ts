import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importOnDemand } from './on-demand-import';

// What Vite's loader does when a chunk fails: a cancelable event on window; not cancelled, the
// import's error goes on to the caller.
const announceFailure = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

// The page's own answer (src/main.tsx): reload, which it does by cancelling the event.
const reloads: Event[] = [];
const reloadThePage = (event: Event) => {
  reloads.push(event);
  event.preventDefault();
};
// Added before any load, as main.tsx's is: the capturing listener must win all the same.
beforeEach(() => {
  window.addEventListener('vite:preloadError', reloadThePage);
});
afterEach(() => {
  window.removeEventListener('vite:preloadError', reloadThePage);
  reloads.length = 0;
});

describe('importOnDemand', () => {
  it('keeps a failure of its own load from the page-wide reload, and hands it to the caller', async () => {
    const failed = importOnDemand(() => {
      const event = announceFailure();
      expect(event.defaultPrevented).toBe(false);
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reloads).toHaveLength(0);
  });

  it('answers what was loaded, and leaves later failures to the page', async () => {
    const module = await importOnDemand(() => Promise.resolve({ answer: 42 }));
    expect(module.answer).toBe(42);
    announceFailure();
    expect(reloads).toHaveLength(1);
  });
});
