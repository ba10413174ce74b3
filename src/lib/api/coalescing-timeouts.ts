import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

// Every query and observer keeps its own freshness and clean-up timers (SPEC §9: 5 minutes each),
// set and cleared again as pages mount, answers arrive and observers come and go: about 70 timers
// while the dashboard loads, most of them inside the tasks that mount the page. Each timer costs
// the main thread (a traced load records a stack for every one: npm run bench, TBT). Long ones
// share a single browser timer here, due on the next whole second; short ones (a retry's wait, a
// debounce) keep their own, exact.

/** From this delay on, a timeout shares the one browser timer. */
export const COALESCE_FROM_MS = 60_000;
/** How late a shared timeout may run at most: deadlines are rounded up to it. */
export const COALESCE_STEP_MS = 1_000;

interface Due {
  at: number;
  callback: TimeoutCallback;
}

/**
 * A react-query TimeoutProvider (timeoutManager.setTimeoutProvider) whose long timeouts share one
 * browser timer. Their ids are negative, the browser's positive, so each goes back to its own.
 */
export function createCoalescingTimeoutProvider(
  now: () => number = () => Date.now(),
): TimeoutProvider {
  const pending = new Map<number, Due>();
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const arm = (at: number) => {
    if (at >= timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(fire, Math.max(0, at - now()));
  };

  function fire(): void {
    const firedAt = timerAt;
    timer = undefined;
    timerAt = Infinity;
    const due: TimeoutCallback[] = [];
    let next = Infinity;
    for (const [id, entry] of pending) {
      if (entry.at <= firedAt) {
        pending.delete(id);
        due.push(entry.callback);
      } else if (entry.at < next) next = entry.at;
    }
    if (next !== Infinity) arm(next);
    for (const callback of due) {
      try {
        callback();
      } catch (error) {
        // As a timer of its own would: reported, and the others still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout: (callback, delay): ManagedTimerId => {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay);
      const at = Math.ceil((now() + delay) / COALESCE_STEP_MS) * COALESCE_STEP_MS;
      lastId -= 1;
      pending.set(lastId, { at, callback });
      arm(at);
      return lastId;
    },
    clearTimeout: (id) => {
      if (id === undefined) return;
      const key = Number(id);
      // The shared timer stays as it is: when it runs early for nothing, it sets itself again.
      if (key < 0) pending.delete(key);
      else clearTimeout(key);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => {
      clearInterval(id === undefined ? undefined : Number(id));
    },
  };
}
