import { dateTimeFormat } from '@/lib/dates';
import { CUTOFF_TIME_ZONE } from './cutoff';

/** A cut-off instant as Eastern time, with the zone named: "Nov 22, 2026, 8:00 PM EST". */
export function formatDeadline(until: Date, locale: string): string {
  const format = dateTimeFormat(locale, {
    timeZone: CUTOFF_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const zone =
    dateTimeFormat('en-US', { timeZone: CUTOFF_TIME_ZONE, timeZoneName: 'short' })
      .formatToParts(until)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'ET';
  return `${format.format(until)} ${zone}`;
}

/** A YYYY-MM month as its name and year in the person's language ("January 2027"). */
export function formatMonth(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return dateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
