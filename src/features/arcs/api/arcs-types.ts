// The service's types for the whole feature (only api/ may import generated/). A module of their
// own: the cache updates (../lib) read them, and the queries (./arcs-api) use the cache updates.
export type {
  Address,
  ArcBallot,
  ArcChairDecision,
  ArcChairDecisionCreate,
  ArcChairDecisionResult,
  ArcDecision,
  ArcMessage,
  ArcMessageAuthorRole,
  ArcRequestDetail,
  ArcRequestListItem,
  ArcRequestStatus,
  ArcVoteChoice,
  ArcVoteCreate,
  ArcVoteResult,
  ArcVoteTally,
  Attachment,
  MyArcVote,
} from '@generated/action-items/model';
export type {
  AssociationArcRequest,
  AssociationArcRequestPage,
} from '@generated/associations/model';
