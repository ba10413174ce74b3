import { intlWarmUpSteps } from './intl-warm-up-steps';

// A page's first Intl objects load ICU's data: on a simulated phone (4× CPU) about 100 ms for the
// first object of any kind, about 100 ms more for the first number format and 30–60 ms for the
// first date format. Made where first needed, that landed inside the tasks of the first answers
// (the settings' collator, the dashboard's business day). ICU keeps that data for the whole
// renderer process, worker threads included: loaded by a worker, it is off the page's thread
// altogether, and the page's own first objects then cost well under a millisecond (npm run bench:
// TBT, docs/architecture.md "ICU's start-up").

type Schedule = (step: () => void) => void;

/**
 * A task of its own, queued behind those already waiting. Not requestIdleCallback, nor
 * `scheduler.postTask` at background priority: while a page loads, both ran the steps after the
 * answers that needed them.
 */
function inTaskOfItsOwn(step: () => void): void {
  setTimeout(step, 0);
}

/** The worker that runs the steps (intl-warm-up.worker.ts), or null where none can start. */
export type StartWorker = () => Pick<Worker, 'postMessage' | 'addEventListener'> | null;

function startWarmUpWorker(): ReturnType<StartWorker> {
  if (typeof Worker === 'undefined') return null;
  try {
    // Written out whole: the bundler builds the worker from this very expression.
    return new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
  } catch {
    return null;
  }
}

/**
 * Loads ICU's data for `language` on a worker's thread. Where no worker starts or its script does
 * not load (a policy, a dropped connection), here instead, one step per task (`intlWarmUpSteps`).
 */
export function warmUpIntl(
  language: string,
  {
    startWorker = startWarmUpWorker,
    schedule = inTaskOfItsOwn,
  }: {
    startWorker?: StartWorker;
    schedule?: Schedule;
  } = {},
): void {
  const worker = startWorker();
  if (!worker) {
    warmUpHere(language, schedule);
    return;
  }
  worker.addEventListener('error', () => warmUpHere(language, schedule), { once: true });
  worker.postMessage(language);
}

function warmUpHere(language: string, schedule: Schedule): void {
  const steps = intlWarmUpSteps(language);
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    schedule(next);
  };
  schedule(next);
}
