import { nameCollator } from './collate';
import { BUSINESS_TIME_ZONE } from './dates';

// A page's first Intl objects load ICU's data: on a simulated phone (4× CPU) about 100 ms for the
// first object of any kind, about 100 ms more for the first number format and 30–60 ms for the
// first date format. Made where first needed, that landed inside the tasks of the first answers
// (the settings' collator, the dashboard's business day): made here, one step per task while
// the page's code and answers are on their way, none of it adds to those tasks (npm run bench: TBT,
// docs/architecture.md "ICU's start-up").

type Schedule = (step: () => void) => void;

/**
 * A task of its own, queued behind those already waiting. Not requestIdleCallback, nor
 * `scheduler.postTask` at background priority: while a page loads, both ran the steps after the
 * answers that needed them.
 */
function inTaskOfItsOwn(step: () => void): void {
  setTimeout(step, 0);
}

/**
 * The steps, in the order they load ICU's data, each the kind of object the first pages make
 * (money.ts, dates.ts, the names' collator, i18next's plural rules): once the data is loaded, the
 * app's own objects cost a few milliseconds. The collator is the app's own (collate.ts); the
 * formats are made here, not through money.ts and dates.ts, so the entry stays without them.
 */
export function intlWarmUpSteps(language: string): (() => unknown)[] {
  return [
    () => new Intl.PluralRules(language).select(1),
    () => new Intl.Locale(language).maximize(),
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0),
    () => nameCollator(language).compare('a', 'b'),
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
    () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, day: '2-digit' }).format(0),
  ];
}

/** Loads ICU's data for `language`, one step per task (`intlWarmUpSteps`). */
export function warmUpIntl(language: string, schedule: Schedule = inTaskOfItsOwn): void {
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
