// Shared by the page's thread and the warm-up's worker (intl-warm-up.ts, intl-warm-up.worker.ts).
import { nameCollator } from './collate';
import { BUSINESS_TIME_ZONE } from './dates';

/**
 * The objects, in the order they load ICU's data, each the kind of object the first pages make
 * (money.ts, dates.ts, the names' collator, i18next's plural rules): once the data is loaded, the
 * app's own objects cost a few milliseconds. The collator is the app's own (collate.ts); the
 * formats are made here, not through money.ts and dates.ts, so the entry stays without them.
 */
export function intlWarmUpObjects(language: string): (() => unknown)[] {
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

/** The warm-up's steps, one per object: a step the browser cannot run is passed over. */
export function intlWarmUpSteps(language: string): (() => void)[] {
  return intlWarmUpObjects(language).map((make) => () => {
    try {
      make();
    } catch {
      // A browser without one of these makes it when first needed.
    }
  });
}
