import { describe, expect, it } from 'vitest';
import { parseRequestsSearch, sortReservations, visibleRequests } from './requests';

describe('parseRequestsSearch', () => {
  it('keeps a known status, a request id and the reservations tab', () => {
    expect(parseRequestsSearch({ status: 'open', id: '10001', tab: 'reservations' })).toEqual({
      status: 'open',
      id: 10001,
      tab: 'reservations',
    });
    expect(parseRequestsSearch({ id: 10003 })).toEqual({ id: 10003 });
  });

  it('drops unknown or malformed values instead of failing', () => {
    expect(parseRequestsSearch({ status: 'OPEN', id: 'abc', tab: 'requests', other: 1 })).toEqual(
      {},
    );
    expect(parseRequestsSearch({ status: ['open'], id: '-4' })).toEqual({});
  });
});

describe('visibleRequests', () => {
  const requests = [
    { id: 1, status: 'closed', updatedAt: '2026-11-06T15:00:00Z' },
    { id: 2, status: 'open', updatedAt: '2026-11-21T16:40:00Z' },
    { id: 3, status: 'inProgress', updatedAt: '2026-11-17T13:55:00Z' },
    { id: 4, status: 'open', updatedAt: '2026-11-01T10:00:00Z' },
  ];

  it('lists every request, most recently updated first, without a filter', () => {
    expect(visibleRequests(requests, undefined).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });

  it('keeps only the chosen status', () => {
    expect(visibleRequests(requests, 'open').map((r) => r.id)).toEqual([2, 4]);
    expect(visibleRequests(requests, 'onHold')).toEqual([]);
  });

  it('never reorders the array it was given', () => {
    visibleRequests(requests, undefined);
    expect(requests.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('sortReservations', () => {
  it('puts the soonest first', () => {
    const sorted = sortReservations([
      { id: 11001, date: '2026-12-06', startTime: '14:00' },
      { id: 11003, date: '2026-11-24', startTime: '09:00' },
      { id: 11004, date: '2026-12-06', startTime: '10:00' },
    ]);
    expect(sorted.map((r) => r.id)).toEqual([11003, 11004, 11001]);
  });
});
