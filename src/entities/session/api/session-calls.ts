// The generated calls the sign-in flow makes, loaded on demand by session-api.ts.
export { authenticateUser, getPortalToken, renewUserToken } from '@generated/users/hooks/auth/auth';
