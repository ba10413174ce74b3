import type { AuthenticateRequest } from '@generated/users/model';

// The generated calls arrive with the first call, not with the first page: the login page and a
// visitor who is not signed in never need them.
const calls = () => import('./session-calls');
const queries = () => import('./session-queries');

// The session's service calls, behind one module so the model stays testable with fakes.
export const sessionApi = {
  authenticate: async (request: AuthenticateRequest) => (await calls()).authenticateUser(request),
  fetchPortalToken: async () => (await (await calls()).getPortalToken()).token,
  /** A new token for the signed-in person, before theirs expires (the expiry warning). */
  renew: async () => (await (await calls()).renewUserToken()).token,
  queries,
};

// The generated enum the theme list is built from (a value, so the list never drifts).
export { DesignTemplate } from '@generated/users/model/designTemplate';
export type {
  Address,
  AutoDraftType,
  PortalPage,
  Property,
  SettingsAssociation,
  User,
  UserSecurity,
  UserSettings,
} from '@generated/users/model';
