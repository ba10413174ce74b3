import { isRecord } from '@/lib/is-record';

/**
 * The column layout a person can change and keep: order, visibility, widths and sort. The grid
 * hands it to its caller, who stores it under the grid id (the session's `gridsColumnState`,
 * SPEC §3); a stored value is read back through `readColumnState`, which never trusts it.
 */

/** Bump when the saved shape changes: a value saved under another version is reset. */
export const COLUMN_STATE_VERSION = 1;

export interface ColumnSortState {
  id: string;
  desc: boolean;
}

/** Version 1 of a saved grid layout. */
export interface ColumnState {
  version: typeof COLUMN_STATE_VERSION;
  /** Every column id, in display order. */
  order: string[];
  /** Ids of the hidden columns. */
  hidden: string[];
  /** Widths in CSS pixels of the columns a person resized; the others keep their default. */
  sizes: Record<string, number>;
  /** The sort, first key first; empty for the data's own order. */
  sort: ColumnSortState[];
}

/** What the state rules need to know about a column. */
export interface ColumnStateSpec {
  id: string;
  hideable: boolean;
  sortable: boolean;
  hiddenByDefault: boolean;
  minSize: number;
  maxSize: number;
}

export type InvalidColumnStateReason =
  /** Saved by another (older) version of the grid. */
  | 'version'
  /** Not the shape of a saved layout at all. */
  | 'shape'
  /** Names columns this grid does not have, or breaks a column's rules. */
  | 'columns';

export type ColumnStateReading =
  | { status: 'none' }
  | { status: 'valid'; state: ColumnState }
  | { status: 'invalid'; reason: InvalidColumnStateReason };

/** Most sort keys a saved layout may hold (the grid sorts by one column at a time). */
export const MAX_SORT_KEYS = 1;

export function defaultColumnState(
  columns: readonly ColumnStateSpec[],
  defaultSort: readonly ColumnSortState[] = [],
): ColumnState {
  return {
    version: COLUMN_STATE_VERSION,
    order: columns.map((column) => column.id),
    hidden: columns.filter((column) => column.hiddenByDefault).map((column) => column.id),
    sizes: {},
    sort: defaultSort.map((key) => ({ id: key.id, desc: key.desc })),
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const hasDuplicates = (list: readonly string[]) => new Set(list).size !== list.length;

export function clampSize(size: number, column: Pick<ColumnStateSpec, 'minSize' | 'maxSize'>) {
  return Math.round(Math.min(column.maxSize, Math.max(column.minSize, size)));
}

/**
 * Reads a stored layout. Nothing stored is `none`; anything that is not a version-1 layout of
 * exactly these columns is `invalid` (the caller resets it and says so). Tolerated on purpose: a
 * column added since the layout was saved (it is appended, with its default visibility) and a
 * width outside the column's limits (it is clamped).
 */
export function readColumnState(
  raw: unknown,
  columns: readonly ColumnStateSpec[],
): ColumnStateReading {
  if (raw === undefined || raw === null) return { status: 'none' };
  if (!isRecord(raw)) return { status: 'invalid', reason: 'shape' };
  if (raw.version !== COLUMN_STATE_VERSION) return { status: 'invalid', reason: 'version' };
  const { order, hidden, sizes, sort } = raw;
  if (!isStringList(order) || !isStringList(hidden) || !isRecord(sizes) || !Array.isArray(sort)) {
    return { status: 'invalid', reason: 'shape' };
  }
  const byId = new Map(columns.map((column) => [column.id, column]));
  const known = (id: string) => byId.has(id);
  if (hasDuplicates(order) || hasDuplicates(hidden)) return { status: 'invalid', reason: 'shape' };
  if (!order.every(known) || !hidden.every(known)) return { status: 'invalid', reason: 'columns' };
  if (hidden.some((id) => byId.get(id)?.hideable === false)) {
    return { status: 'invalid', reason: 'columns' };
  }

  const fullOrder = [...order, ...columns.map((c) => c.id).filter((id) => !order.includes(id))];
  const added = columns.filter((column) => !order.includes(column.id));
  const fullHidden = [
    ...hidden,
    ...added.filter((column) => column.hiddenByDefault).map((c) => c.id),
  ];
  if (fullHidden.length >= columns.length) return { status: 'invalid', reason: 'columns' };

  const fullSizes: Record<string, number> = {};
  for (const [id, size] of Object.entries(sizes)) {
    const column = byId.get(id);
    if (!column) return { status: 'invalid', reason: 'columns' };
    if (typeof size !== 'number' || !Number.isFinite(size)) {
      return { status: 'invalid', reason: 'shape' };
    }
    fullSizes[id] = clampSize(size, column);
  }

  if (sort.length > MAX_SORT_KEYS) return { status: 'invalid', reason: 'shape' };
  const fullSort: ColumnSortState[] = [];
  for (const key of sort) {
    if (!isRecord(key) || typeof key.id !== 'string' || typeof key.desc !== 'boolean') {
      return { status: 'invalid', reason: 'shape' };
    }
    if (byId.get(key.id)?.sortable !== true) return { status: 'invalid', reason: 'columns' };
    fullSort.push({ id: key.id, desc: key.desc });
  }

  return {
    status: 'valid',
    state: {
      version: COLUMN_STATE_VERSION,
      order: fullOrder,
      hidden: fullHidden,
      sizes: fullSizes,
      sort: fullSort,
    },
  };
}

/** The order with one column moved a step left (-1) or right (+1) among the visible columns. */
export function moveColumn(
  order: readonly string[],
  hidden: readonly string[],
  id: string,
  step: -1 | 1,
): string[] {
  const visible = order.filter((columnId) => !hidden.includes(columnId));
  const index = visible.indexOf(id);
  const neighbour = visible[index + step];
  if (index < 0 || neighbour === undefined) return [...order];
  const next = order.filter((columnId) => columnId !== id);
  const at = next.indexOf(neighbour);
  next.splice(step === 1 ? at + 1 : at, 0, id);
  return next;
}

/** Whether two layouts are the same (e.g. whether there is anything to save). */
export function sameColumnState(a: ColumnState, b: ColumnState): boolean {
  const sizes = (state: ColumnState) =>
    Object.entries(state.sizes)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
      .map(([id, size]) => `${id}:${String(size)}`)
      .join(',');
  return (
    a.order.join(',') === b.order.join(',') &&
    [...a.hidden].sort().join(',') === [...b.hidden].sort().join(',') &&
    sizes(a) === sizes(b) &&
    a.sort.map((s) => `${s.id}:${String(s.desc)}`).join(',') ===
      b.sort.map((s) => `${s.id}:${String(s.desc)}`).join(',')
  );
}
