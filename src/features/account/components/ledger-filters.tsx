import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { addMonths } from '@/lib/dates';
import { RECENT_LEDGER_MONTHS, type HistorySearch } from '../lib/account-search';
import { isLedgerKind, LEDGER_KINDS } from '../lib/ledger-kinds';

interface LedgerFiltersProps {
  search: HistorySearch;
  today: string;
  onChange: (next: HistorySearch) => void;
}

const fieldClass = 'min-h-11 rounded-md border border-line bg-surface px-3';

/** Keeps only the keys that are set, so the URL carries only what filters something. */
function compact(search: HistorySearch): HistorySearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * The history's filters, all in the URL (a filtered view can be shared): the 36-month document
 * filter, a date range and a kind. A range entered the wrong way round is turned round, and the
 * page says so.
 */
export function LedgerFilters({ search, today, onChange }: LedgerFiltersProps) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  const ids = { range: useId(), from: useId(), to: useId(), type: useId() };
  const [swapped, setSwapped] = useState(false);
  const recentFrom = addMonths(today, -RECENT_LEDGER_MONTHS);

  const setDates = (from: string | undefined, to: string | undefined) => {
    const turned = from !== undefined && to !== undefined && from > to;
    setSwapped(turned);
    onChange(compact({ ...search, from: turned ? to : from, to: turned ? from : to }));
  };
  const dateValue = (value: string) => (value === '' ? undefined : value);
  const filtered =
    search.from !== undefined || search.to !== undefined || search.type !== undefined;

  return (
    <form
      noValidate
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.range} className="text-sm font-medium">
            {t('filters.range')}
          </label>
          <select
            id={ids.range}
            className={fieldClass}
            value={search.range ?? 'recent'}
            onChange={(event) => {
              onChange(
                compact({ ...search, range: event.target.value === 'all' ? 'all' : undefined }),
              );
            }}
          >
            <option value="recent">{t('filters.recent', { months: RECENT_LEDGER_MONTHS })}</option>
            <option value="all">{t('filters.all')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {t('filters.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            className={fieldClass}
            value={search.from ?? ''}
            max={today}
            onChange={(event) => {
              setDates(dateValue(event.target.value), search.to);
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {t('filters.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            className={fieldClass}
            value={search.to ?? ''}
            onChange={(event) => {
              setDates(search.from, dateValue(event.target.value));
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.type} className="text-sm font-medium">
            {t('filters.type')}
          </label>
          <select
            id={ids.type}
            className={fieldClass}
            value={search.type ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange(compact({ ...search, type: isLedgerKind(value) ? value : undefined }));
            }}
          >
            <option value="">{t('filters.allTypes')}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {filtered ? (
          <button
            type="button"
            className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
            onClick={() => {
              setSwapped(false);
              onChange(compact({ subLedger: search.subLedger, range: search.range }));
            }}
          >
            {t('filters.clear')}
          </button>
        ) : null}
        <p role="status" className="text-sm text-ink-muted">
          {swapped ? t('filters.swapped') : ''}
        </p>
        {search.range !== 'all' && search.from !== undefined && search.from < recentFrom ? (
          <p className="text-sm">
            {t('filters.olderHidden', { date: formatCalendarDate(recentFrom, locale) })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
