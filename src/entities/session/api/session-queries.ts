// The session's server data, as react-query options from the generated hooks: the user, the home
// settings and the securities (SPEC §4, §6). The cache is their one home; the session model keeps
// only client state and starts these loads at sign-in and on a reload.
import { getGetHomeSettingsQueryOptions } from '@generated/users/hooks/settings/settings';
import {
  getGetSecurityQueryOptions,
  getGetUserByIdQueryOptions,
} from '@generated/users/hooks/users/users';

// SPEC §4: a failed session load is only logged; the pages that need the data say so in place
// (load error with its Error ID and Try Again), so no toast on top.
const quiet = { meta: { suppressErrorToast: true } } as const;

export const userQueryOptions = (userId: number) =>
  getGetUserByIdQueryOptions(userId, { query: quiet });
export const settingsQueryOptions = () => getGetHomeSettingsQueryOptions({ query: quiet });
export const securityQueryOptions = () => getGetSecurityQueryOptions({ query: quiet });
