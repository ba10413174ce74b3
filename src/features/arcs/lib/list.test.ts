import { describe, expect, it } from 'vitest';
import type { ArcRequestListItem, AssociationArcRequest } from '../api/arcs-api';
import {
  daysBetween,
  daysLeft,
  rowFromAssociation,
  rowFromBoard,
  serviceStatus,
  streetOf,
  visibleRows,
  type ArcRow,
} from './list';

const address = {
  address1: '18 Maple Court',
  city: 'Springfield',
  stateProvince: 'IL',
  postalCode: '62704',
};

function item(patch: Partial<ArcRequestListItem>): ArcRequestListItem {
  return {
    id: 6001,
    associationId: 101,
    title: 'Exterior paint',
    homeowner: { ownerId: 5007, name: 'Priya Shah' },
    propertyId: 2007,
    propertyAddress: address,
    submittedAt: '2026-11-14T16:20:00Z',
    status: 'open',
    votes: { approve: 2, decline: 0, total: 5, required: 3 },
    myVote: null,
    decisionDueDate: '2026-12-05',
    ...patch,
  };
}

const rows: ArcRow[] = [
  rowFromBoard(item({})),
  rowFromBoard(
    item({
      id: 6002,
      status: 'approved',
      myVote: 'approve',
      submittedAt: '2026-09-02T13:05:00Z',
      decisionDueDate: '2026-09-30',
      homeowner: { ownerId: 1, name: 'álvaro Núñez' },
    }),
  ),
  rowFromBoard(
    item({
      id: 6004,
      submittedAt: '2026-10-01T10:00:00Z',
      decisionDueDate: '2026-11-30',
      myVote: 'decline',
    }),
  ),
  rowFromBoard(item({ id: 6005, submittedAt: '2026-10-02T10:00:00Z', decisionDueDate: null })),
];

describe('the ARC list', () => {
  it('counts days to the deadline on calendar days, across months and years', () => {
    expect(daysBetween('2026-11-22', '2026-12-05')).toBe(13);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
    // Daylight saving (Nov 1 2026 in the US) does not shift a whole-day count.
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-22', 'soon')).toBeNull();
  });

  it('shows days left only for open requests with a deadline', () => {
    expect(daysLeft({ status: 'open', decisionDueDate: '2026-12-05' }, '2026-11-22')).toBe(13);
    expect(
      daysLeft({ status: 'approved', decisionDueDate: '2026-12-05' }, '2026-11-22'),
    ).toBeNull();
    expect(daysLeft({ status: 'open', decisionDueDate: null }, '2026-11-22')).toBeNull();
  });

  it('filters by status, and "waiting for my vote" is open without my vote', () => {
    const ids = (status?: Parameters<typeof visibleRows>[1]['status']) =>
      visibleRows(rows, { status, locale: 'en' }).map((row) => row.id);
    expect(ids()).toEqual([6001, 6005, 6004, 6002]);
    expect(ids('open')).toEqual([6001, 6005, 6004]);
    expect(ids('approved')).toEqual([6002]);
    expect(ids('awaitingMyVote')).toEqual([6001, 6005]);
    expect(ids('withdrawn')).toEqual([]);
    expect(serviceStatus('awaitingMyVote')).toBe('open');
    expect(serviceStatus('declined')).toBe('declined');
    expect(serviceStatus(undefined)).toBeUndefined();
  });

  it('sorts newest, oldest, by deadline (open first) and by homeowner', () => {
    const ids = (sort?: Parameters<typeof visibleRows>[1]['sort']) =>
      visibleRows(rows, { sort, locale: 'en' }).map((row) => row.id);
    expect(ids('oldest')).toEqual([6002, 6004, 6005, 6001]);
    expect(ids('due')).toEqual([6004, 6001, 6005, 6002]);
    expect(ids('homeowner')).toEqual([6002, 6001, 6005, 6004]);
  });

  it('takes votes into the association view from the review list when it has them', () => {
    const association: AssociationArcRequest = {
      id: 6001,
      associationId: 101,
      title: 'Exterior paint',
      homeowner: { ownerId: 5007, name: 'Priya Shah' },
      propertyId: 2007,
      propertyAddress: { ...address, address2: 'Unit 2' },
      submittedAt: '2026-11-14T16:20:00Z',
      status: 'open',
      decisionDueDate: '2026-12-05',
      decidedAt: null,
    };
    const review = new Map([[6001, item({ myVote: 'approve' })]]);
    expect(rowFromAssociation(association, review)).toMatchObject({
      votes: { approve: 2 },
      myVote: 'approve',
    });
    expect(rowFromAssociation({ ...association, id: 6009 }, review)).toMatchObject({
      votes: null,
      myVote: undefined,
    });
    expect(streetOf(association.propertyAddress)).toBe('18 Maple Court, Unit 2');
  });
});
