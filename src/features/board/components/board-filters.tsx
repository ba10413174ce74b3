import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFilterColumn } from '../lib/board-search';

export interface BoardSelectFilter {
  /** The column filtered (a choice column); also its key in the URL. */
  column: BoardFilterColumn;
  values: readonly string[];
}

interface BoardFiltersProps {
  /** Label of the search field, naming what is searched. */
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  filters: readonly BoardSelectFilter[];
  chosen: Readonly<Partial<Record<BoardFilterColumn, string>>>;
  onChosenChange: (column: BoardFilterColumn, value: string) => void;
  onClear: () => void;
  header: (column: string) => string;
  label: (column: string, value: string) => string;
}

const fieldClass = 'min-h-11 w-full rounded-md border border-line bg-surface px-3';

/** A board page's search and select filters; they filter the grid as the person types. */
export function BoardFilters({
  searchLabel,
  query,
  onQueryChange,
  filters,
  chosen,
  onChosenChange,
  onClear,
  header,
  label,
}: BoardFiltersProps) {
  const { t } = useTranslation('board');
  const id = useId();
  const filtered = query.trim() !== '' || Object.values(chosen).some((value) => value !== '');

  return (
    <form
      role="search"
      noValidate
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            {searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            />
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              className={`${fieldClass} pl-9`}
              value={query}
              onChange={(event) => {
                onQueryChange(event.target.value);
              }}
            />
          </div>
        </div>
        {filters.map((filter) => (
          <div key={filter.column} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${filter.column}`} className="text-sm font-medium">
              {header(filter.column)}
            </label>
            <select
              id={`${id}-${filter.column}`}
              className={fieldClass}
              value={chosen[filter.column] ?? ''}
              onChange={(event) => {
                onChosenChange(filter.column, event.target.value);
              }}
            >
              <option value="">{t('filters.all')}</option>
              {filter.values.map((value) => (
                <option key={value} value={value}>
                  {label(filter.column, value)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {filtered ? (
        <div>
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
          >
            {t('filters.clear')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
