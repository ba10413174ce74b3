/**
 * A YYYY-MM-DD formatter for one language: the output of `formatCalendarDate` (src/lib/dates),
 * with one Intl.DateTimeFormat made up front instead of one per call, for grids that format
 * thousands of dates.
 */
export function calendarDateFormatter(locale: string): (day: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => {
    const [year, month, date] = day.split('-').map(Number);
    return year && month && date ? format.format(new Date(Date.UTC(year, month - 1, date))) : day;
  };
}
