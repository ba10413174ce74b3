import { describe, expect, it } from 'vitest';
import {
  COLUMN_STATE_VERSION,
  defaultColumnState,
  moveColumn,
  readColumnState,
  sameColumnState,
  type ColumnState,
  type ColumnStateSpec,
} from './column-state';

const spec = (id: string, extra: Partial<ColumnStateSpec> = {}): ColumnStateSpec => ({
  id,
  hideable: true,
  sortable: true,
  hiddenByDefault: false,
  minSize: 72,
  maxSize: 640,
  ...extra,
});
const columns = [
  spec('date', { hideable: false }),
  spec('description'),
  spec('amount'),
  spec('reference', { hiddenByDefault: true, sortable: false }),
];
const saved: ColumnState = {
  version: COLUMN_STATE_VERSION,
  order: ['amount', 'date', 'description', 'reference'],
  hidden: ['description'],
  sizes: { amount: 200 },
  sort: [{ id: 'amount', desc: true }],
};

describe('defaultColumnState', () => {
  it('is the columns in their order, the default-hidden ones hidden, the default sort', () => {
    expect(defaultColumnState(columns, [{ id: 'date', desc: true }])).toEqual({
      version: 1,
      order: ['date', 'description', 'amount', 'reference'],
      hidden: ['reference'],
      sizes: {},
      sort: [{ id: 'date', desc: true }],
    });
  });
});

describe('readColumnState', () => {
  it('reads nothing stored as none', () => {
    expect(readColumnState(undefined, columns)).toEqual({ status: 'none' });
    expect(readColumnState(null, columns)).toEqual({ status: 'none' });
  });

  it('reads a version-1 layout of these columns', () => {
    expect(readColumnState(saved, columns)).toEqual({ status: 'valid', state: saved });
  });

  it('rejects a layout saved by another version', () => {
    expect(readColumnState({ ...saved, version: 0 }, columns)).toEqual({
      status: 'invalid',
      reason: 'version',
    });
    const { version: _version, ...unversioned } = saved;
    expect(readColumnState(unversioned, columns)).toMatchObject({ reason: 'version' });
    // An older grid stored an array of column entries.
    expect(readColumnState([{ colId: 'date', width: 120, hide: false }], columns)).toMatchObject({
      status: 'invalid',
      reason: 'shape',
    });
  });

  it('rejects what is not a layout at all', () => {
    for (const raw of ['date,amount', 42, true, { version: 1 }]) {
      expect(readColumnState(raw, columns)).toMatchObject({ status: 'invalid', reason: 'shape' });
    }
    expect(readColumnState({ ...saved, order: ['date', 'date'] }, columns)).toMatchObject({
      reason: 'shape',
    });
    expect(readColumnState({ ...saved, sizes: { amount: 'wide' } }, columns)).toMatchObject({
      reason: 'shape',
    });
    expect(readColumnState({ ...saved, sizes: { amount: Infinity } }, columns)).toMatchObject({
      reason: 'shape',
    });
    expect(readColumnState({ ...saved, sort: [{ id: 'amount' }] }, columns)).toMatchObject({
      reason: 'shape',
    });
    expect(
      readColumnState(
        {
          ...saved,
          sort: [
            { id: 'amount', desc: true },
            { id: 'date', desc: false },
          ],
        },
        columns,
      ),
    ).toMatchObject({ reason: 'shape' });
  });

  it('rejects a layout of other columns or one that breaks a column rule', () => {
    const invalid = { status: 'invalid', reason: 'columns' };
    expect(readColumnState({ ...saved, order: ['memo', 'date'] }, columns)).toEqual(invalid);
    expect(readColumnState({ ...saved, hidden: ['date'] }, columns)).toEqual(invalid);
    expect(readColumnState({ ...saved, sizes: { memo: 100 } }, columns)).toEqual(invalid);
    expect(
      readColumnState({ ...saved, sort: [{ id: 'reference', desc: false }] }, columns),
    ).toEqual(invalid);
    // Every column hidden: nothing left to show.
    const hideable = [spec('a'), spec('b')];
    expect(
      readColumnState(
        { ...saved, order: ['a', 'b'], hidden: ['a', 'b'], sizes: {}, sort: [] },
        hideable,
      ),
    ).toEqual(invalid);
  });

  it('appends a column added since the layout was saved and clamps widths', () => {
    const reading = readColumnState(
      { ...saved, order: ['amount', 'date'], hidden: [], sizes: { amount: 5, date: 9000 } },
      columns,
    );
    expect(reading).toEqual({
      status: 'valid',
      state: {
        version: 1,
        order: ['amount', 'date', 'description', 'reference'],
        hidden: ['reference'],
        sizes: { amount: 72, date: 640 },
        sort: [{ id: 'amount', desc: true }],
      },
    });
  });
});

describe('moveColumn', () => {
  const order = ['date', 'description', 'amount', 'reference'];
  it('moves a column one step among the visible ones', () => {
    expect(moveColumn(order, [], 'amount', -1)).toEqual([
      'date',
      'amount',
      'description',
      'reference',
    ]);
    expect(moveColumn(order, [], 'date', 1)).toEqual([
      'description',
      'date',
      'amount',
      'reference',
    ]);
  });

  it('jumps over hidden columns', () => {
    expect(moveColumn(order, ['description'], 'amount', -1)).toEqual([
      'amount',
      'date',
      'description',
      'reference',
    ]);
  });

  it('stays put at either end and for unknown ids', () => {
    expect(moveColumn(order, [], 'date', -1)).toEqual(order);
    expect(moveColumn(order, ['reference'], 'amount', 1)).toEqual(order);
    expect(moveColumn(order, [], 'memo', 1)).toEqual(order);
  });
});

describe('sameColumnState', () => {
  it('ignores the order of hidden ids and of size keys only', () => {
    const a = { ...saved, hidden: ['description', 'reference'], sizes: { amount: 200, date: 90 } };
    const b = { ...saved, hidden: ['reference', 'description'], sizes: { date: 90, amount: 200 } };
    expect(sameColumnState(a, b)).toBe(true);
    expect(sameColumnState(a, { ...b, sort: [] })).toBe(false);
    expect(sameColumnState(a, { ...b, order: [...saved.order].reverse() })).toBe(false);
  });
});
