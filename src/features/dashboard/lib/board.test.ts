import { describe, expect, it } from 'vitest';
import { allCaughtUp, boardAssociationFor, waitingForMyVote } from './board';

describe('the board association', () => {
  const jordan = { securities: ['boardMember'], boardAssociationIds: [101] };

  it('is the selected association when the user sits on its board, else the first board', () => {
    expect(boardAssociationFor(jordan, 101)).toBe(101);
    expect(boardAssociationFor(jordan, 102)).toBe(101);
    expect(boardAssociationFor({ securities: [], boardAssociationIds: [104, 101] }, 101)).toBe(101);
  });

  it('is none for someone who is not on a board', () => {
    expect(boardAssociationFor({ securities: [], boardAssociationIds: [] }, 101)).toBeNull();
    expect(boardAssociationFor(null, 101)).toBeNull();
  });

  it('is the selected one for a board member without a board list', () => {
    expect(boardAssociationFor({ securities: ['boardMember'], boardAssociationIds: [] }, 102)).toBe(
      102,
    );
  });
});

describe('waiting for my vote', () => {
  const request = (
    id: number,
    status: 'open' | 'approved' | 'declined' | 'withdrawn',
    myVote: 'approve' | 'decline' | null,
    decisionDueDate: string | null = '2026-12-05',
    associationId = 101,
  ) => ({ id, associationId, status, myVote, decisionDueDate });

  it('keeps open requests I have not voted on, the soonest decision first', () => {
    const requests = [
      request(6001, 'open', null),
      request(6002, 'approved', 'approve'),
      request(6003, 'declined', 'decline'),
      request(6004, 'open', 'approve'),
      request(6005, 'approved', null),
      request(6006, 'open', null, '2026-11-30'),
      request(6007, 'open', null, null),
      request(6008, 'open', null, '2026-11-29', 102),
    ];
    expect(waitingForMyVote(requests, 101).map((r) => r.id)).toEqual([6006, 6001, 6007]);
  });
});

describe('the board task overview', () => {
  it('is all caught up only when every count is zero', () => {
    const zero = {
      arcPending: 0,
      violationsOpen: 0,
      workOrdersOpen: 0,
      invoicesToApprove: 0,
      collections: 0,
      inspections: 0,
      toDo: 0,
    };
    expect(allCaughtUp(zero)).toBe(true);
    expect(allCaughtUp({ ...zero, toDo: 1 })).toBe(false);
  });
});
