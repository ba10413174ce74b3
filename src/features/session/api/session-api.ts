import { authenticateUser, getPortalToken } from '@generated/users/hooks/auth/auth';
import { getUserById } from '@generated/users/hooks/users/users';
import type { AuthenticateRequest } from '@generated/users/model';

// The session's service calls, kept behind one module so the model stays testable with fakes.
export const sessionApi = {
  authenticate: (request: AuthenticateRequest) => authenticateUser(request),
  fetchUser: (userId: number) => getUserById(userId),
  fetchPortalToken: async () => (await getPortalToken()).token,
};

export type SessionApi = typeof sessionApi;
export type { User } from '@generated/users/model';
