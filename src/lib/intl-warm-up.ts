import { BUSINESS_TIME_ZONE } from './dates';

// A page's first Intl objects load ICU's data: on a simulated phone (4× CPU) about 100 ms for the
// first object of any kind, about 100 ms more for the first number format and 30–60 ms for the
// first date format. Made where first needed, that landed inside the tasks of the first answers
// (the settings' collator, the dashboard's business day): made here, one step per idle moment
// while the page's code and answers are on their way, none of it blocks a tap (npm run bench: TBT,
// docs/architecture.md "ICU's start-up").

type Schedule = (step: () => void) => void;

interface BackgroundScheduler {
  postTask: (task: () => void, options: { priority: 'user-visible' }) => Promise<unknown>;
}

function hasPostTask(value: unknown): value is BackgroundScheduler {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'postTask') === 'function'
  );
}

/**
 * Runs `step` in a task of its own, after the tasks already waiting where the browser can order
 * them (`scheduler.postTask` at background priority). Not requestIdleCallback: its idle periods
 * come so rarely while a page loads that the steps ran after the answers that needed them.
 */
function inBackground(step: () => void): void {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (hasPostTask(scheduler)) void scheduler.postTask(step, { priority: 'user-visible' });
  else setTimeout(step, 0);
}

/**
 * The steps, in the order they load ICU's data, each the kind of object the first pages make
 * (money.ts, dates.ts, the property list's collator, i18next's plural rules): once the data is
 * loaded, the app's own objects cost a few milliseconds. Made here, not through those modules, so
 * the entry stays without them.
 */
export function intlWarmUpSteps(language: string): (() => unknown)[] {
  return [
    () => new Intl.PluralRules(language).select(1),
    () => new Intl.Locale(language).maximize(),
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0),
    () => new Intl.Collator(language, { sensitivity: 'base', numeric: true }).compare('a', 'b'),
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
    () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, day: '2-digit' }).format(0),
  ];
}

/** Loads ICU's data for `language` in idle moments, one step per task (`intlWarmUpSteps`). */
export function warmUpIntl(language: string, schedule: Schedule = inBackground): void {
  const steps = intlWarmUpSteps(language);
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch {
      // A browser without one of these makes it when first needed, as before.
    }
    schedule(next);
  };
  schedule(next);
}
