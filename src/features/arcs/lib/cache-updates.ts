import type {
  ArcChairDecisionResult,
  ArcMessage,
  ArcRequestDetail,
  ArcVoteCreate,
  ArcVoteResult,
} from '../api/arcs-types';

/** The person voting, for their own ballot in the chair's list. */
export interface Voter {
  userId: number;
  name: string;
}

/**
 * The request after the service took a vote: its tally, status and my vote as the service
 * answered, and my ballot replaced (or removed, for a retraction) in the list of ballots.
 */
export function applyVote(
  detail: ArcRequestDetail,
  result: ArcVoteResult,
  sent: ArcVoteCreate,
  voter: Voter | null,
  now: string,
): ArcRequestDetail {
  let ballots = detail.ballots;
  if (voter) {
    ballots = ballots.filter((ballot) => ballot.voterId !== voter.userId);
    if (result.myVote !== null && sent.vote !== 'retract') {
      ballots = [
        ...ballots,
        {
          voterId: voter.userId,
          voterName: voter.name,
          vote: result.myVote,
          comment: sent.comment ?? null,
          votedAt: now,
        },
      ];
    }
  }
  return {
    ...detail,
    status: result.status,
    myVote: result.myVote,
    votes: result.votes,
    ballots,
    canVote: detail.canVote && result.status === 'open',
  };
}

/** The request once the chair's decision is recorded: decided, so voting is over. */
export function applyDecision(
  detail: ArcRequestDetail,
  result: ArcChairDecisionResult,
): ArcRequestDetail {
  return {
    ...detail,
    status: result.status,
    chairDecision: result.chairDecision,
    canVote: detail.canVote && result.status === 'open',
  };
}

/** The thread with a sent message at its end (once, even if the answer arrives twice). */
export function appendMessage(messages: readonly ArcMessage[], message: ArcMessage): ArcMessage[] {
  return [...messages.filter((other) => other.id !== message.id), message];
}
