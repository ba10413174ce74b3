// The session's server data, as react-query options from the generated hooks: the user, the home
// settings and the securities (SPEC §4, §6). The cache is their one home; the session model keeps
// only client state and starts these loads at sign-in and on a reload.
import { getGetHomeSettingsQueryOptions } from '@generated/users/hooks/settings/settings';
import {
  getGetSecurityQueryOptions,
  getGetUserByIdQueryOptions,
} from '@generated/users/hooks/users/users';
import {
  GetHomeSettingsResponse,
  GetSecurityResponse,
  GetUserByIdResponse,
} from '@generated/users/zod/users.zod';
import { checkedQuery } from '@/lib/api/answer-check';

// SPEC §4: a failed session load is only logged; the pages that need the data say so in place
// (load error with its Error ID and Try Again), so no toast on top.
const quiet = { meta: { suppressErrorToast: true } } as const;

// Who is signed in and what they may do: checked against the contract where the answers arrive
// (src/lib/api/answer-check.ts). This module loads on demand, so zod stays off the first page.
export const userQueryOptions = (userId: number) =>
  checkedQuery(
    getGetUserByIdQueryOptions(userId, { query: quiet }),
    'getUserById',
    GetUserByIdResponse,
  );
export const settingsQueryOptions = () =>
  checkedQuery(
    getGetHomeSettingsQueryOptions({ query: quiet }),
    'getHomeSettings',
    GetHomeSettingsResponse,
  );
export const securityQueryOptions = () =>
  checkedQuery(getGetSecurityQueryOptions({ query: quiet }), 'getSecurity', GetSecurityResponse);
