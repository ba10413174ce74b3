// The service's types for the whole feature (only api/ may import generated/). A module of their
// own: the cache updates (../lib) read them, and the queries (./community-api) use the cache updates.
export type {
  Amenity,
  AmenitySlot,
  Reservation,
  ReservationCreate,
  ReservationMove,
  ReservationStatus,
} from '@generated/associations/model';
export type {
  Attachment,
  HomeownerRequest,
  HomeownerRequestCreate,
  HomeownerRequestDetail,
  RequestMessage,
  RequestMessageAuthorRole,
  RequestMessageCreate,
  RequestReply,
  RequestStatus,
  RequestType,
} from '@generated/action-items/model';
export type {
  CommunityEvent,
  CommunityEventKind,
  CommunityManager,
  DirectoryPage,
  DirectoryPerson,
  Faq,
  FaqCategory,
  FaqEntry,
  Help,
  HelpTopic,
  ManagementCompanyContact,
} from '@generated/users/model';
