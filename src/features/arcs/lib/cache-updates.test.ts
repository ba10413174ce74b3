import { describe, expect, it } from 'vitest';
import type { ArcMessage, ArcRequestDetail } from '../api/arcs-api';
import { appendMessage, applyDecision, applyVote } from './cache-updates';

const detail: ArcRequestDetail = {
  id: 6001,
  associationId: 101,
  title: 'Exterior paint',
  homeowner: { ownerId: 5007, name: 'Priya Shah' },
  propertyId: 2007,
  propertyAddress: {
    address1: '18 Maple Court',
    city: 'Springfield',
    stateProvince: 'IL',
    postalCode: '62704',
  },
  submittedAt: '2026-11-14T16:20:00Z',
  status: 'open',
  votes: { approve: 2, decline: 0, total: 5, required: 3 },
  myVote: null,
  description: 'Repaint',
  ballots: [
    {
      voterId: 1002,
      voterName: 'Elena Park',
      vote: 'approve',
      comment: null,
      votedAt: '2026-11-16T18:02:00Z',
    },
  ],
  chairDecision: null,
  isChair: true,
  canVote: true,
};
const jordan = { userId: 1001, name: 'Jordan Rivera' };
const now = '2026-11-22T15:00:00.000Z';

describe('applyVote', () => {
  it('takes the tally and my vote from the answer and adds my ballot', () => {
    const next = applyVote(
      detail,
      {
        arcRequestId: 6001,
        status: 'open',
        myVote: 'approve',
        votes: { approve: 3, decline: 0, total: 5, required: 3 },
      },
      { vote: 'approve', comment: 'Looks good' },
      jordan,
      now,
    );
    expect(next.myVote).toBe('approve');
    expect(next.votes.approve).toBe(3);
    expect(next.ballots).toHaveLength(2);
    expect(next.ballots[1]).toEqual({
      voterId: 1001,
      voterName: 'Jordan Rivera',
      vote: 'approve',
      comment: 'Looks good',
      votedAt: now,
    });
    expect(next.canVote).toBe(true);
  });

  it('replaces my ballot on an edit and removes it on a retraction', () => {
    const voted = applyVote(
      detail,
      { arcRequestId: 6001, status: 'open', myVote: 'approve', votes: detail.votes },
      { vote: 'approve' },
      jordan,
      now,
    );
    const edited = applyVote(
      voted,
      { arcRequestId: 6001, status: 'open', myVote: 'decline', votes: detail.votes },
      { vote: 'decline' },
      jordan,
      now,
    );
    expect(edited.ballots.filter((b) => b.voterId === 1001).map((b) => b.vote)).toEqual([
      'decline',
    ]);
    expect(edited.ballots.at(-1)?.comment).toBeNull();
    const retracted = applyVote(
      edited,
      { arcRequestId: 6001, status: 'open', myVote: null, votes: detail.votes },
      { vote: 'retract' },
      jordan,
      now,
    );
    expect(retracted.myVote).toBeNull();
    expect(retracted.ballots.map((b) => b.voterId)).toEqual([1002]);
  });

  it('closes voting when the vote decided the request', () => {
    const next = applyVote(
      detail,
      { arcRequestId: 6001, status: 'approved', myVote: 'approve', votes: detail.votes },
      { vote: 'approve' },
      null,
      now,
    );
    expect(next.canVote).toBe(false);
    expect(next.ballots).toEqual(detail.ballots);
  });
});

describe('applyDecision', () => {
  it('records the decision and ends voting', () => {
    const chairDecision = {
      decision: 'approved' as const,
      comment: 'Approved.',
      decidedAt: now,
      decidedBy: { userId: 1001, name: 'Jordan Rivera' },
    };
    const next = applyDecision(detail, { arcRequestId: 6001, status: 'approved', chairDecision });
    expect(next.status).toBe('approved');
    expect(next.chairDecision).toEqual(chairDecision);
    expect(next.canVote).toBe(false);
  });
});

describe('appendMessage', () => {
  const message = (id: number): ArcMessage => ({
    id,
    arcRequestId: 6001,
    authorName: 'Jordan Rivera',
    authorRole: 'boardMember',
    isMine: true,
    body: 'Hi',
    sentAt: now,
    attachments: [],
  });
  it('adds the sent message at the end, once', () => {
    expect(appendMessage([message(1)], message(2)).map((m) => m.id)).toEqual([1, 2]);
    expect(appendMessage([message(1), message(2)], message(2)).map((m) => m.id)).toEqual([1, 2]);
  });
});
