import { describe, expect, it } from 'vitest';
import type { BoardTaskOverview } from '../api/board-api';
import { boardListKey, countsAsOpen, overviewAfter, replaceRow } from './board-cache';

const overview: BoardTaskOverview = {
  associationId: 101,
  arcPending: 1,
  violationsOpen: 2,
  workOrdersOpen: 2,
  invoicesToApprove: 2,
  collections: 2,
  inspections: 1,
  toDo: 3,
};

describe('boardListKey', () => {
  it('is the list call key with the page size the grid reads, marked as every page', () => {
    const key = boardListKey((params) => ['action-items:/Board/Invoices', params], 101);
    expect(key).toEqual([
      'action-items:/Board/Invoices',
      { associationId: 101, pageSize: 100 },
      'all',
    ]);
  });
});

describe('replaceRow', () => {
  const all = {
    rows: [
      { id: 1, status: 'open' },
      { id: 2, status: 'open' },
    ],
    total: 2,
    pages: 1,
  };
  it('puts the answered row in the place of the old one', () => {
    expect(replaceRow(all, (row) => row.id, { id: 2, status: 'done' })?.rows).toEqual([
      { id: 1, status: 'open' },
      { id: 2, status: 'done' },
    ]);
  });
  it('leaves a list that was never read alone', () => {
    expect(replaceRow(undefined, (row: { id: number }) => row.id, { id: 2 })).toBeUndefined();
  });
});

describe('countsAsOpen', () => {
  it('follows each count of the task overview', () => {
    expect(countsAsOpen('invoices', { status: 'pendingApproval' })).toBe(true);
    expect(countsAsOpen('invoices', { status: 'approved' })).toBe(false);
    expect(countsAsOpen('workOrders', { status: 'inProgress' })).toBe(true);
    expect(countsAsOpen('workOrders', { status: 'cancelled' })).toBe(false);
    expect(countsAsOpen('toDoList', { status: 'done' })).toBe(false);
    expect(countsAsOpen('violations', { status: 'escalated' })).toBe(true);
    expect(countsAsOpen('violations', { status: 'closed' })).toBe(false);
    expect(countsAsOpen('inspections', { status: 'completed' })).toBe(false);
    expect(countsAsOpen('collections', { status: 'active' })).toBe(false);
  });
});

describe('overviewAfter', () => {
  it('counts one fewer when the row stops counting', () => {
    expect(
      overviewAfter(overview, 'invoices', { status: 'pendingApproval' }, { status: 'approved' })
        ?.invoicesToApprove,
    ).toBe(1);
  });
  it('counts one more when the row counts again', () => {
    expect(overviewAfter(overview, 'toDoList', { status: 'done' }, { status: 'open' })?.toDo).toBe(
      4,
    );
  });
  it('keeps the same overview when nothing changed for the count', () => {
    const same = overviewAfter(
      overview,
      'workOrders',
      { status: 'open' },
      { status: 'inProgress' },
    );
    expect(same).toBe(overview);
  });
  it('never goes below zero, and leaves an overview or row it does not know alone', () => {
    const none = { ...overview, violationsOpen: 0 };
    expect(
      overviewAfter(none, 'violations', { status: 'open' }, { status: 'closed' })?.violationsOpen,
    ).toBe(0);
    expect(
      overviewAfter(undefined, 'violations', { status: 'open' }, { status: 'closed' }),
    ).toBeUndefined();
    expect(overviewAfter(overview, 'violations', undefined, { status: 'closed' })).toBe(overview);
  });
});
