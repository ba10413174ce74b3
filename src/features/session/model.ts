import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/local';
import { z } from 'zod/mini';
import { decodeJwtClaims, numericClaim, stringClaim } from '@/lib/jwt';
import { sessionApi, type User } from './api/session-api';

/** SPEC §3: exactly these fields survive a reload, under the one key `user-store`. */
export const persistedSessionSchema = z.object({
  token: z.nullable(z.string().check(z.minLength(1))),
  portalToken: z.nullable(z.string().check(z.minLength(1))),
  selectedPropertyId: z.nullable(z.int()),
  selectedAssociationId: z.nullable(z.int()),
  theme: z.nullable(z.string().check(z.minLength(1))),
  gridsColumnState: z.record(z.string(), z.unknown()),
});
export type PersistedSession = z.infer<typeof persistedSessionSchema>;
export const SESSION_STORAGE_KEY = 'user-store';

export const emptyPersistedSession: PersistedSession = {
  token: null,
  portalToken: null,
  selectedPropertyId: null,
  selectedAssociationId: null,
  theme: null,
  gridsColumnState: {},
};

// Events, named for what happened.
export const appStarted = createEvent();
export const tokenReceived = createEvent<string>();
export const loggedOut = createEvent();

export const $persisted = createStore<PersistedSession>(emptyPersistedSession);
export const $token = $persisted.map((s) => s.token);
export const $portalToken = $persisted.map((s) => s.portalToken);
export const $isLoggedIn = $token.map((token) => token !== null);
export const $userId = $token.map((token) =>
  token ? numericClaim(decodeJwtClaims(token), 'UserId') : null,
);
export const $customer = $token.map((token) =>
  token ? stringClaim(decodeJwtClaims(token), 'Customer') : null,
);
export const $user = createStore<User | null>(null);

export const fetchUserFx = createEffect((userId: number) => sessionApi.fetchUser(userId));
export const fetchPortalTokenFx = createEffect(() => sessionApi.fetchPortalToken());

$persisted
  .on(tokenReceived, (state, token) => ({ ...state, token }))
  .on(fetchPortalTokenFx.doneData, (state, portalToken) => ({ ...state, portalToken }))
  .on(loggedOut, (state) => ({
    ...state,
    token: null,
    portalToken: null,
    selectedPropertyId: null,
    selectedAssociationId: null,
  }));
$user.on(fetchUserFx.doneData, (_, user) => user).reset(loggedOut);

// Setting a token loads the user and a portal token; a reload restores the session and refreshes.
const userIdOnLoad = sample({
  clock: [tokenReceived, appStarted],
  source: $userId,
  filter: (userId): userId is number => userId !== null,
});
sample({ clock: userIdOnLoad, target: [fetchUserFx, fetchPortalTokenFx] });

// SPEC §4: a failed refresh is only logged.
fetchUserFx.failData.watch((error) => {
  console.warn('Could not refresh the user', error.message);
});

export const $session = combine({ user: $user, isLoggedIn: $isLoggedIn });

/** Persists the SPEC §3 fields; a corrupt or foreign value reads as logged out, never a crash. */
const storedSessionRejected = createEvent<Fail<Error>>();
storedSessionRejected.watch(() => {
  console.warn(`Ignored an unreadable "${SESSION_STORAGE_KEY}" value; starting logged out.`);
});

export function persistSession(): void {
  persist({
    store: $persisted,
    key: SESSION_STORAGE_KEY,
    contract: (raw): raw is PersistedSession => persistedSessionSchema.safeParse(raw).success,
    fail: storedSessionRejected,
  });
}
