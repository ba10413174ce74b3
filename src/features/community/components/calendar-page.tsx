import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useEvents, useReservations } from '../api/community-api';
import {
  agenda,
  calendarItems,
  CALENDAR_VIEWS,
  fetchRange,
  firstDayOfWeek,
  itemsOn,
  monthGrid,
  moveByKey,
  sameMonth,
  stepView,
  viewOf,
  viewRange,
  weekDays,
  type CalendarItem,
  type CalendarSearch,
  type CalendarView,
  type Weekday,
} from '../lib/calendar';
import {
  dayOfMonth,
  formatDayRange,
  formatLongDay,
  formatMonth,
  formatWeekday,
} from '../lib/format';
import { nowAt } from '../lib/reservations';
import { CalendarItemButton, CalendarItemDialog, KIND_ICONS } from './calendar-item';
import { LoadError } from '@/components/load-error';
import { CARD } from './styles';
import { LoadingStatus } from '@/components/loading-status';

export interface CalendarPageProps {
  associationId: number | null;
  ownerId: number | null;
  search: CalendarSearch;
  onSearchChange: (next: CalendarSearch, options?: { replace?: boolean }) => void;
}

/** Issue 10 item 4: events and the homeowner's reservations by month, week or as a list. */
export function CalendarPage(props: CalendarPageProps) {
  const { t } = useTranslation('community');
  if (props.associationId === null) {
    return (
      <Page title={t('calendar.title')}>
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      </Page>
    );
  }
  return <Calendar {...props} associationId={props.associationId} />;
}

function Calendar({
  associationId,
  ownerId,
  search,
  onSearchChange,
}: CalendarPageProps & { associationId: number }) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const [today] = useState(() => nowAt(new Date()).date);
  const day = search.date ?? today;
  const view = viewOf(search);
  const firstDay = firstDayOfWeek(locale);
  const range = viewRange(view, day, firstDay);
  const { from, to } = fetchRange(range);
  const events = useEvents(associationId, from, to);
  const reservations = useReservations(
    associationId,
    ownerId !== null && ownerId > 0 ? ownerId : null,
  );
  const items = useMemo(
    () => calendarItems(events.data?.events ?? [], reservations.data ?? []),
    [events.data, reservations.data],
  );
  const [open, setOpen] = useState<CalendarItem | null>(null);
  const titleId = useId();

  const searchFor = (nextView: CalendarView, nextDay: string): CalendarSearch => {
    const next: CalendarSearch = { date: nextDay };
    if (nextView !== 'month') next.view = nextView;
    return next;
  };
  const goTo = (nextDay: string, replace = false) => {
    onSearchChange(searchFor(view, nextDay), { replace });
  };

  const title =
    view === 'week' ? formatDayRange(range.first, range.last, locale) : formatMonth(day, locale);
  const step = view === 'week' ? 'week' : 'month';

  return (
    <Page title={t('calendar.title')}>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            aria-label={t(`calendar.previous.${step}`)}
            onClick={() => {
              goTo(stepView(view, day, -1));
            }}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              goTo(today);
            }}
          >
            {t('calendar.today')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t(`calendar.next.${step}`)}
            onClick={() => {
              goTo(stepView(view, day, 1));
            }}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <h2 id={titleId} aria-live="polite" className="ml-2 text-lg font-semibold">
            {title}
          </h2>
        </div>
        <nav aria-label={t('calendar.views')}>
          <ul className="flex gap-1">
            {CALENDAR_VIEWS.map((option) => (
              <li key={option}>
                <Link
                  to="/community/calendar"
                  search={searchFor(option, day)}
                  aria-current={option === view ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold',
                    option === view
                      ? 'border-brand bg-brand text-brand-contrast'
                      : 'border-line bg-surface text-ink hover:bg-surface-muted',
                  )}
                >
                  {t(`calendar.viewNames.${option}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {!hasCapability('events') ? null : events.isError ? (
        <LoadError
          message={t('calendar.loadError')}
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : !events.data ? (
        <LoadingStatus>{t('calendar.loading')}</LoadingStatus>
      ) : null}

      {view === 'month' ? (
        <MonthView
          day={day}
          today={today}
          firstDay={firstDay}
          items={items}
          titleId={titleId}
          onMove={(next) => {
            goTo(next, true);
          }}
          onOpen={setOpen}
        />
      ) : view === 'week' ? (
        <WeekView day={day} today={today} firstDay={firstDay} items={items} onOpen={setOpen} />
      ) : (
        <ListView day={day} range={range} items={items} onOpen={setOpen} />
      )}
      <CalendarItemDialog
        item={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </Page>
  );
}

interface MonthViewProps {
  day: string;
  today: string;
  firstDay: Weekday;
  items: CalendarItem[];
  titleId: string;
  onMove: (day: string) => void;
  onOpen: (item: CalendarItem) => void;
}

/**
 * The month as a grid of days: one day is in the tab order (roving tabindex); the arrow keys move
 * a day or a week, Home and End to the week's ends, Page Up and Page Down a month. The chosen
 * day's events are listed under the grid, each opening its details.
 */
function MonthView({ day, today, firstDay, items, titleId, onMove, onOpen }: MonthViewProps) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const weeks = monthGrid(day, firstDay);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const dayHeadingId = useId();
  const onDay = itemsOn(items, day);

  // After a key moved the day, focus follows it (into the next month's grid if need be).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus();
  }, [day]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const next = moveByKey(current, event.key, firstDay);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onMove(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <p id={`${titleId}-hint`} className="text-sm text-ink-muted">
        {t('calendar.keyboardHint')}
      </p>
      <div
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-hint`}
        className="flex w-full flex-col"
      >
        <div role="row" className="grid grid-cols-7">
          {(weeks[0] ?? []).map((weekday) => (
            <div
              key={weekday}
              role="columnheader"
              aria-label={formatWeekday(weekday, locale, 'long')}
              className="py-1 text-center text-sm font-medium text-ink-muted"
            >
              <span aria-hidden="true">{formatWeekday(weekday, locale, 'short')}</span>
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]} role="row" className="grid grid-cols-7">
            {week.map((cell) => {
              const on = itemsOn(items, cell);
              const selected = cell === day;
              const label = [
                formatLongDay(cell, locale),
                cell === today ? t('calendar.todayMark') : null,
                on.length > 0 ? t('calendar.itemCount', { count: on.length }) : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <div
                  key={cell}
                  role="gridcell"
                  aria-selected={selected}
                  className={cn(
                    'flex min-h-14 min-w-0 flex-col gap-0.5 border border-line p-0.5 md:min-h-28',
                    !sameMonth(cell, day) && 'bg-surface-muted',
                  )}
                >
                  <button
                    type="button"
                    data-day={cell}
                    tabIndex={selected ? 0 : -1}
                    aria-label={label}
                    aria-current={cell === today ? 'date' : undefined}
                    onClick={() => {
                      onMove(cell);
                    }}
                    onKeyDown={(event) => {
                      onKeyDown(event, cell);
                    }}
                    className={cn(
                      'flex min-h-11 w-full flex-col items-center justify-start rounded-md pt-1 text-sm md:items-start md:px-1.5',
                      selected ? 'bg-brand font-semibold text-brand-contrast' : 'hover:bg-surface',
                      !selected && !sameMonth(cell, day) && 'text-ink-muted',
                      cell === today && !selected && 'font-bold underline',
                    )}
                  >
                    <span aria-hidden="true">{dayOfMonth(cell)}</span>
                    {on.length > 0 ? (
                      <span aria-hidden="true" className="text-xs leading-none md:hidden">
                        {'•'.repeat(Math.min(on.length, 3))}
                      </span>
                    ) : null}
                  </button>
                  <ul className="hidden flex-col gap-0.5 md:flex" aria-hidden="true">
                    {on.slice(0, 2).map((item) => {
                      const Icon = KIND_ICONS[item.kind];
                      return (
                        <li key={item.key}>
                          <button
                            type="button"
                            tabIndex={-1}
                            // A click opens the details without moving focus onto this copy
                            // (the day's list under the grid is the keyboard way in).
                            onMouseDown={(event) => {
                              event.preventDefault();
                            }}
                            onClick={() => {
                              onOpen(item);
                            }}
                            className="flex w-full items-center gap-1 rounded bg-surface-muted px-1 text-left text-xs hover:underline"
                          >
                            <Icon className="size-3 shrink-0" />
                            <span className="truncate">{item.title}</span>
                          </button>
                        </li>
                      );
                    })}
                    {on.length > 2 ? (
                      <li className="px-1 text-xs text-ink-muted">
                        {t('calendar.more', { count: on.length - 2 })}
                      </li>
                    ) : null}
                  </ul>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <section aria-labelledby={dayHeadingId} className="flex flex-col gap-2">
        <h3 id={dayHeadingId} className="font-semibold">
          {formatLongDay(day, locale)}
        </h3>
        {onDay.length === 0 ? (
          <p className="text-ink-muted">{t('calendar.nothingOnDay')}</p>
        ) : (
          <ul className="flex flex-col gap-2 md:max-w-xl">
            {onDay.map((item) => (
              <li key={item.key}>
                <CalendarItemButton item={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function WeekView({
  day,
  today,
  firstDay,
  items,
  onOpen,
}: {
  day: string;
  today: string;
  firstDay: Weekday;
  items: CalendarItem[];
  onOpen: (item: CalendarItem) => void;
}) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  return (
    <ol className="grid gap-2 md:grid-cols-7" aria-label={t('calendar.weekLabel')}>
      {weekDays(day, firstDay).map((cell) => {
        const on = itemsOn(items, cell);
        return (
          <li
            key={cell}
            aria-current={cell === today ? 'date' : undefined}
            className={cn(
              CARD,
              'flex min-w-0 flex-col gap-2 p-2',
              cell === today && 'border-brand',
            )}
          >
            <h3 className="text-sm font-semibold">
              {/* Short on screen where seven columns share the width; in full for screen readers. */}
              <span aria-hidden="true" className="hidden md:inline">
                {formatWeekday(cell, locale, 'short')} {dayOfMonth(cell)}
              </span>
              <span className="md:sr-only">{formatLongDay(cell, locale)}</span>
              {cell === today ? (
                <span className="font-normal"> ({t('calendar.todayMark')})</span>
              ) : null}
            </h3>
            {on.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('calendar.nothingShort')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {on.map((item) => (
                  <li key={item.key}>
                    <CalendarItemButton item={item} onOpen={onOpen} compact />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function ListView({
  day,
  range,
  items,
  onOpen,
}: {
  day: string;
  range: { first: string; last: string };
  items: CalendarItem[];
  onOpen: (item: CalendarItem) => void;
}) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const days = agenda(items, range);
  if (days.length === 0)
    return <p>{t('calendar.nothingInMonth', { month: formatMonth(day, locale) })}</p>;
  return (
    <ol className="flex flex-col gap-4" aria-label={t('calendar.listLabel')}>
      {days.map(({ day: listed, items: on }) => (
        <li key={listed} className="flex flex-col gap-2">
          <h3 className="font-semibold">{formatLongDay(listed, locale)}</h3>
          <ul className="flex flex-col gap-2 md:max-w-xl">
            {on.map((item) => (
              <li key={item.key}>
                <CalendarItemButton item={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
