import { describe, expect, it } from 'vitest';
import { recentRequests, recentReservations, unreadFirst } from './recent';

const today = '2026-11-22';

describe('recent requests (SPEC §9: the last 30 days)', () => {
  const requests = [
    {
      id: 10002,
      associationId: 101,
      createdAt: '2026-10-30T17:10:00Z',
      updatedAt: '2026-11-06T15:00:00Z',
    },
    {
      id: 10001,
      associationId: 101,
      createdAt: '2026-11-19T14:05:00Z',
      updatedAt: '2026-11-21T16:40:00Z',
    },
    {
      id: 10003,
      associationId: 101,
      createdAt: '2026-11-12T08:20:00Z',
      updatedAt: '2026-11-17T13:55:00Z',
    },
    {
      id: 10009,
      associationId: 101,
      createdAt: '2026-10-01T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z',
    },
    {
      id: 20001,
      associationId: 102,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
    },
  ];

  it('keeps the association’s requests created in the window, most recently updated first', () => {
    expect(recentRequests(requests, 101, today).map((r) => r.id)).toEqual([10001, 10003, 10002]);
    expect(recentRequests(requests, 102, today).map((r) => r.id)).toEqual([20001]);
    expect(recentRequests(requests, 103, today)).toEqual([]);
  });
});

describe('recent reservations (SPEC §9: the last 30 days)', () => {
  const reservation = (id: number, date: string, createdAt: string, ownerId = 5001) => ({
    id,
    associationId: 101,
    ownerId,
    date,
    startTime: '09:00',
    createdAt,
  });
  const reservations = [
    reservation(11001, '2026-12-06', '2026-11-18T15:12:00Z'),
    reservation(11002, '2026-11-28', '2026-11-05T09:30:00Z'),
    reservation(11003, '2026-11-24', '2026-11-10T18:45:00Z'),
    reservation(11004, '2026-11-25', '2026-09-10T18:45:00Z'),
    reservation(11005, '2026-11-25', '2026-11-10T18:45:00Z', 5007),
  ];

  it('keeps the owner’s reservations made in the window, the soonest day first', () => {
    expect(recentReservations(reservations, 101, 5001, today).map((r) => r.id)).toEqual([
      11003, 11002, 11001,
    ]);
    expect(recentReservations(reservations, 102, 5001, today)).toEqual([]);
  });
});

describe('the messages widget order', () => {
  it('puts unread messages first, newest first within each group', () => {
    const messages = [
      { id: 12002, read: true, sentAt: '2026-11-02T14:30:00Z' },
      { id: 12001, read: false, sentAt: '2026-11-20T15:00:00Z' },
      { id: 12004, read: true, sentAt: '2026-11-21T09:00:00Z' },
      { id: 12003, read: false, sentAt: '2026-11-21T16:45:00Z' },
    ];
    expect(unreadFirst(messages).map((m) => m.id)).toEqual([12003, 12001, 12004, 12002]);
    expect(messages[0]?.id).toBe(12002); // the input is left as it was
  });
});
