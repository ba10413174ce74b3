// Work that would otherwise run in one long task (a page's mount starting a dozen reads) gives the
// main thread back between its steps, so a tap or a frame is never kept waiting behind all of them
// (docs/architecture.md, "Reads start in tasks of their own").

interface YieldingScheduler {
  yield: () => Promise<void>;
}

function hasYield(value: unknown): value is YieldingScheduler {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'yield') === 'function'
  );
}

/** Resolves in a task of its own: `scheduler.yield()` where the browser has it, else a message. */
export function yieldToMain(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (hasYield(scheduler)) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
