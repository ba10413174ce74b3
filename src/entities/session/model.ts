import type { QueryClient } from '@tanstack/react-query';
import {
  clearNode,
  combine,
  createEffect,
  createEvent,
  createNode,
  createStore,
  sample,
  scopeBind,
  withRegion,
  type Scope,
  type Unit,
} from 'effector';
import { DesignTemplate, sessionApi, type UserSettings } from './api/session-api';
import { settingsQueryKey } from './api/settings-key';
import { isCustomerEnabled } from './lib/feature-flags';
import { warnLoadFailed } from './lib/load-errors';
import { propertiesFromSettings } from './lib/properties';
import {
  resolvePropertySelection,
  type PropertySelection,
  type PropertySelectionRequest,
} from './lib/property-selection';
import {
  emptyPersistedSession,
  parsePersistedSession,
  SESSION_STORAGE_KEY,
  type PersistedSession,
} from './lib/persisted-session';
import { asKnownTheme } from './lib/theme';
import {
  rememberColorSchemeChoice,
  storedColorSchemeChoice,
  type ColorSchemeChoice,
} from '@/lib/color-scheme';
import { learnFromIssuedToken, serviceNow } from '@/lib/service-clock';
import { expiryDelay, isTokenExpired, tokenFacts } from './lib/token';

// The session holds client state only (SPEC §3's persisted fields, the feature-flag lists) and
// the sign-in and sign-out flow. Server data (user, settings, securities, accounts, payment data)
// lives in the react-query cache; `queries.ts` and the other entities read it from there.

export type { PropertySelectionRequest } from './lib/property-selection';

// ---------------------------------------------------------------------------------------------
// Persisted session (SPEC §3)

export {
  emptyPersistedSession,
  parsePersistedSession,
  SESSION_STORAGE_KEY,
  type PersistedSession,
} from './lib/persisted-session';

// ---------------------------------------------------------------------------------------------
// The query cache the session loads into and clears (bound once at start-up)

let boundClient: QueryClient | null = null;
/**
 * What else a session loads once its user has (the app passes the accounts, then the payment
 * data): those entities build on the session, so the session does not import them.
 */
/** What a session loads beside its user: `refresh` while the user loads, else after it. */
type SessionDataLoader = (client: QueryClient, load: 'afterSignIn' | 'refresh') => void;
let loadSessionData: SessionDataLoader = () => undefined;

function sessionQueryClient(): QueryClient {
  if (!boundClient) throw new Error('bindSessionToQueryClient() must run before the session loads');
  return boundClient;
}

/** Why a session ended; the login page says why for the ones a person did not choose. */
export type SessionEndReason =
  | 'loggedOut'
  | 'unauthorized'
  | 'sessionExpired'
  | 'signedOutElsewhere'
  /** A sign-in that did not complete: the flow that started it explains (no navigation). */
  | 'signInFailed';

// ---------------------------------------------------------------------------------------------
// Events, named for what happened

export const appStarted = createEvent();
/** A token to sign in with (startSession sends it; tests may too). */
export const tokenReceived = createEvent<string>();
/**
 * The one path for "the session ended": logout, a 401, expiry, a sign-out in another tab. The
 * token and the selection go, every cached answer goes, and the app takes the person to /login.
 */
export const sessionEnded = createEvent<SessionEndReason>();
/** The person logged out. */
export const loggedOut = sessionEnded.prepend((): SessionEndReason => 'loggedOut');
/** Another tab signed in as someone else: this tab must not keep showing the previous person. */
export const userChangedElsewhere = createEvent();
/** A new `user-store` value written by another tab (null: removed or unreadable). */
export const storedSessionChanged = createEvent<PersistedSession | null>();
export const propertySelected = createEvent<PropertySelectionRequest>();
/** The user picked a theme; a value that is not a known design template is ignored. */
export const themeChosen = createEvent<string>();
export const themeReset = createEvent();
/** The person chose Light, Dark or their device's look (issue 56 item 6). */
export const colorSchemeChosen = createEvent<ColorSchemeChoice>();
export interface FeatureFlagLists {
  pmbCustomers: readonly string[];
  docsCustomers: readonly string[];
}
export const featureFlagListsConfigured = createEvent<FeatureFlagLists>();
export const gridColumnStateSaved = createEvent<{ gridId: string; columnState: unknown }>();
export const gridColumnStateReset = createEvent<string>();

// ---------------------------------------------------------------------------------------------
// Token

export const $persisted = createStore<PersistedSession>(emptyPersistedSession);
export const $token = $persisted.map((s) => s.token);
export const $portalToken = $persisted.map((s) => s.portalToken);
export const $isLoggedIn = $token.map((token) => token !== null);
export const $userId = $token.map((token) => (token ? tokenFacts(token).userId : null));
export const $customer = $token.map((token) => (token ? tokenFacts(token).customer : null));
/** Who is mimicking this user, when the token names them (SPEC §6). */
export const $mimickedBy = $token.map((token) => (token ? tokenFacts(token).mimickedBy : null));

export const fetchPortalTokenFx = createEffect(async () => {
  const portalToken = await sessionApi.fetchPortalToken();
  // Issued this moment: the service's clock, whichever way the person signed in (a link's token
  // may be hours old).
  learnFromIssuedToken(portalToken);
  return portalToken;
});

// A token is accepted when it is not empty. Every cached answer goes with the previous token,
// whoever it belonged to: a sign-in starts from fresh requests made with the new token.
const tokenAccepted = sample({
  clock: tokenReceived,
  source: $userId,
  filter: (_, token) => token.length > 0,
  fn: (previousUserId, token) => ({
    token,
    userId: tokenFacts(token).userId,
    switchedUser: previousUserId !== null && previousUserId !== tokenFacts(token).userId,
  }),
});

const clearServerStateFx = createEffect(async () => {
  const client = sessionQueryClient();
  // Cancelled first, so no answer to a request made for the previous session lands afterwards.
  await client.cancelQueries();
  client.clear();
});
sample({ clock: [tokenAccepted, sessionEnded], target: clearServerStateFx });

$persisted
  .on(tokenAccepted, (state, { token, switchedUser }) => ({
    ...state,
    token,
    portalToken: null,
    ...(switchedUser ? { selectedPropertyId: null, selectedAssociationId: null } : {}),
  }))
  // An empty portal token would make the stored session unreadable on the next start.
  .on(fetchPortalTokenFx.doneData, (state, portalToken) =>
    state.token === null || portalToken.length === 0 ? state : { ...state, portalToken },
  )
  .on(sessionEnded, (state) => ({
    ...state,
    token: null,
    portalToken: null,
    selectedPropertyId: null,
    selectedAssociationId: null,
  }));

/**
 * The service renewed the signed-in person's token (a login-info change answers a new one): same
 * person, same cache; requests still on their way with the old token are dropped by the fetcher.
 * A token for anyone else is ignored here: switching people goes through `startSession`.
 */
export const tokenRenewed = createEvent<string>();
sample({
  clock: tokenRenewed,
  target: createEffect((token: string) => learnFromIssuedToken(token)),
});
$persisted.on(
  sample({
    clock: tokenRenewed,
    source: $userId,
    filter: (userId, token) =>
      token.length > 0 && userId !== null && tokenFacts(token).userId === userId,
    fn: (_, token) => token,
  }),
  (state, token) => ({ ...state, token }),
);

// ---------------------------------------------------------------------------------------------
// Expiry: a token past its `exp` is no session. At start it is dropped before any call; an open
// page ends the session when `exp` arrives.

const tokenExpired = createEvent<string>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const watchExpiryFx = createEffect((token: string | null) => {
  clearTimeout(expiryTimer);
  if (token === null) return;
  const delay = expiryDelay(token, serviceNow());
  // Bound here, inside the effect, so the timer fires in the scope that set it (tests fork).
  const expire = scopeBind(tokenExpired, { safe: true });
  if (delay !== null) expiryTimer = setTimeout(() => expire(token), delay);
});
sample({ clock: $token, target: watchExpiryFx });
sample({
  clock: tokenExpired,
  source: $token,
  filter: (current, expired) => current === expired,
  fn: (): SessionEndReason => 'sessionExpired',
  target: sessionEnded,
});

const storedTokenExpired = sample({
  clock: appStarted,
  source: $token,
  filter: (token): token is string => token !== null && isTokenExpired(token, serviceNow()),
});
$persisted.on(storedTokenExpired, (state) => ({
  ...state,
  token: null,
  portalToken: null,
  selectedPropertyId: null,
  selectedAssociationId: null,
}));

// ---------------------------------------------------------------------------------------------
// Loading the session into the cache (SPEC §4): the user and a portal token, then the accounts,
// then the payment data; the settings and securities beside them (SPEC §6).

interface SessionLoad {
  userId: number;
  withPortalToken: boolean;
  /** The token a sign-in started with; absent on a reload's refresh. */
  loginToken?: string;
}

/** Resolves once the user (and portal token) have settled, with whether the user loaded. */
const loadSessionFx = createEffect(async ({ userId, withPortalToken, loginToken }: SessionLoad) => {
  // Started before the first await, so it runs in the caller's scope (effector forks in tests).
  const portalTokenLoad = withPortalToken ? fetchPortalTokenFx() : Promise.resolve(null);
  const client = sessionQueryClient();
  // A refresh asks for the accounts and payment data beside the user (SPEC §4 orders a sign-in's
  // loads; a reload only refreshes them): the page's data does not wait one round trip per step.
  if (!loginToken) loadSessionData(client, 'refresh');
  const queries = await sessionApi.queries();
  // Pages that need the settings or the securities wait on their own queries, which retry
  // (SPEC §9) and say so when they still fail: the sign-in does not wait for them.
  client.query(queries.settingsQueryOptions()).catch((error: unknown) => {
    warnLoadFailed('the home settings', error);
  });
  client.query(queries.securityQueryOptions()).catch((error: unknown) => {
    warnLoadFailed('the user securities', error);
  });
  // A sign-in says at once when the user cannot be loaded; a reload's refresh retries.
  const userOptions = queries.userQueryOptions(userId);
  const [user, portalToken] = await Promise.allSettled([
    client.query(loginToken ? { ...userOptions, retry: false } : userOptions),
    portalTokenLoad,
  ]);
  if (portalToken.status === 'rejected') warnLoadFailed('the portal token', portalToken.reason);
  if (user.status === 'rejected') {
    warnLoadFailed('the user', user.reason);
    return false;
  }
  if (loginToken) loadSessionData(client, 'afterSignIn');
  return true;
});

const loginStarted = tokenAccepted.filterMap(({ userId, token }) =>
  userId === null ? undefined : { userId, withPortalToken: true, loginToken: token },
);
const refreshStarted = sample({
  clock: appStarted,
  source: { userId: $userId, portalToken: $portalToken },
}).filterMap(({ userId, portalToken }) =>
  userId === null ? undefined : { userId, withPortalToken: portalToken === null },
);
sample({ clock: [loginStarted, refreshStarted], target: loadSessionFx });

// ---------------------------------------------------------------------------------------------
// Another tab changed the stored session (the `storage` event): the same person's changes are
// taken over; a sign-out there ends this session too; another person there reloads this tab.

type StoredChange = 'adopt' | 'adoptAndLoad' | 'signedOut' | 'otherUser';

function classifyStoredChange(
  current: PersistedSession,
  stored: PersistedSession | null,
): StoredChange {
  const storedToken = stored?.token ?? null;
  if (current.token === null) return storedToken === null ? 'adopt' : 'adoptAndLoad';
  if (storedToken === null) return 'signedOut';
  return tokenFacts(storedToken).userId === tokenFacts(current.token).userId
    ? 'adopt'
    : 'otherUser';
}

const storedChangeClassified = sample({
  clock: storedSessionChanged,
  source: $persisted,
  fn: (current, stored) => ({ stored, change: classifyStoredChange(current, stored) }),
});
const storedSessionAdopted = storedChangeClassified.filterMap(({ stored, change }) =>
  stored && (change === 'adopt' || change === 'adoptAndLoad') ? { stored, change } : undefined,
);
$persisted.on(storedSessionAdopted, (_, { stored }) => stored);
// Signed in in another tab while signed out here: this tab loads that session too.
const signedInElsewhere = storedSessionAdopted.filterMap(({ stored, change }) => {
  if (change !== 'adoptAndLoad' || stored.token === null) return undefined;
  const { userId } = tokenFacts(stored.token);
  return userId === null ? undefined : { userId, withPortalToken: stored.portalToken === null };
});
sample({ clock: signedInElsewhere, target: loadSessionFx });
sample({
  clock: storedChangeClassified.filter({ fn: ({ change }) => change === 'signedOut' }),
  fn: (): SessionEndReason => 'signedOutElsewhere',
  target: sessionEnded,
});
sample({
  clock: storedChangeClassified.filter({ fn: ({ change }) => change === 'otherUser' }),
  target: userChangedElsewhere,
});

// ---------------------------------------------------------------------------------------------
// Property selection (SPEC §4). The properties come from the settings in the cache: a selection
// asked for before they arrive (a deep link) waits for them, and it runs again whenever they do.

export const $selectedPropertyId = $persisted.map((s) => s.selectedPropertyId);
export const $selectedAssociationId = $persisted.map((s) => s.selectedAssociationId);

const settingsReceived = createEvent<UserSettings>();
const $pendingSelection = createStore<PropertySelectionRequest | null>(null);
const propertySelectionResolved = createEvent<PropertySelection>();

const selectPropertyFx = createEffect(
  ({ request, previous }: { request: PropertySelectionRequest; previous: number | null }) => {
    const settings = sessionQueryClient().getQueryData<UserSettings>(settingsQueryKey());
    if (!settings) return null;
    return resolvePropertySelection(
      propertiesFromSettings(settings),
      settings.pages,
      request,
      previous,
    );
  },
);
sample({
  clock: propertySelected,
  source: { loggedIn: $isLoggedIn, previous: $selectedPropertyId },
  filter: ({ loggedIn }) => loggedIn,
  fn: ({ previous }, request) => ({ request, previous }),
  target: selectPropertyFx,
});
$pendingSelection.on(selectPropertyFx.done, (pending, { params, result }) =>
  result === null ? params.request : pending,
);
sample({
  clock: selectPropertyFx.doneData,
  filter: (selection): selection is PropertySelection => selection !== null,
  target: propertySelectionResolved,
});
sample({
  clock: settingsReceived,
  source: { loggedIn: $isLoggedIn, pending: $pendingSelection, previous: $selectedPropertyId },
  filter: ({ loggedIn }) => loggedIn,
  fn: ({ pending, previous }, settings) =>
    resolvePropertySelection(
      propertiesFromSettings(settings),
      settings.pages,
      pending ?? {},
      previous,
    ),
  target: propertySelectionResolved,
});
$pendingSelection.reset(propertySelectionResolved, sessionEnded, tokenAccepted);
$persisted.on(propertySelectionResolved, (state, { propertyId, associationId }) =>
  state.token === null
    ? state
    : { ...state, selectedPropertyId: propertyId, selectedAssociationId: associationId },
);

/**
 * Binds the session to the app's query cache: the sign-in loads into it (and `loadSessionData`
 * the accounts and payment data, beside the user or after it), the end of a session clears it,
 * and settings arriving in it (a load, a retry, a refetch) resolve the selection.
 * Returns the unsubscribe function.
 */
export function bindSessionToQueryClient(
  client: QueryClient,
  options: { scope?: Scope; loadSessionData?: SessionDataLoader } = {},
): () => void {
  boundClient = client;
  loadSessionData = options.loadSessionData ?? (() => undefined);
  const key = settingsQueryKey()[0];
  const onSettings = options.scope
    ? scopeBind(settingsReceived, { scope: options.scope })
    : settingsReceived;
  return client.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      (event.query.queryKey as readonly unknown[])[0] === key
    ) {
      onSettings(event.action.data as UserSettings);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Theme (SPEC §4): the user's override, else the settings' design template, else Default. The
// override is client state; `useTheme` (queries.ts) combines it with the settings.

/** Every design template the portal knows, from the generated enum. */
export const designTemplates: readonly DesignTemplate[] = Object.values(DesignTemplate);
export const defaultTheme = DesignTemplate.Default;
export const $themeOverride = $persisted.map((s) => asKnownTheme(designTemplates, s.theme));
export const $themeOverridden = $themeOverride.map((theme) => theme !== null);
$persisted
  .on(themeChosen, (state, theme) =>
    asKnownTheme(designTemplates, theme) ? { ...state, theme } : state,
  )
  .on(themeReset, (state) => ({ ...state, theme: null }));

/** Light, Dark or the device's, kept by this browser (src/lib/color-scheme.ts), not the session. */
export const $colorSchemeChoice = createStore<ColorSchemeChoice>(storedColorSchemeChoice()).on(
  colorSchemeChosen,
  (_, choice) => choice,
);
sample({ clock: colorSchemeChosen, target: createEffect(rememberColorSchemeChoice) });

// ---------------------------------------------------------------------------------------------
// Feature flags (SPEC §4): the lists come from the runtime config at start.

const $featureFlagLists = createStore<FeatureFlagLists>({
  pmbCustomers: [],
  docsCustomers: [],
}).on(featureFlagListsConfigured, (_, lists) => lists);
export const $pmbEnabled = combine($featureFlagLists, $customer, (lists, customer) =>
  isCustomerEnabled(lists.pmbCustomers, customer),
);
export const $docsEnabled = combine($featureFlagLists, $customer, (lists, customer) =>
  isCustomerEnabled(lists.docsCustomers, customer),
);

// ---------------------------------------------------------------------------------------------
// Grid column state, saved per grid id (SPEC §3)

export const $gridsColumnState = $persisted.map((s) => s.gridsColumnState);
$persisted
  .on(gridColumnStateSaved, (state, { gridId, columnState }) => ({
    ...state,
    gridsColumnState: { ...state.gridsColumnState, [gridId]: columnState },
  }))
  .on(gridColumnStateReset, (state, gridId) => ({
    ...state,
    gridsColumnState: Object.fromEntries(
      Object.entries(state.gridsColumnState).filter(([id]) => id !== gridId),
    ),
  }));

// ---------------------------------------------------------------------------------------------
// Persistence

/** Reads `user-store`: null when absent; a corrupt or foreign value warns and reads as absent. */
function readStoredSession(): PersistedSession | null {
  const text = localStorage.getItem(SESSION_STORAGE_KEY);
  if (text === null) return null;
  let session: PersistedSession | null = null;
  try {
    session = parsePersistedSession(JSON.parse(text));
  } catch {
    session = null;
  }
  // Keep only the SPEC §3 fields; anything else leaves the session empty (logged out).
  if (!session)
    console.warn(`Ignored an unreadable "${SESSION_STORAGE_KEY}" value; starting logged out.`);
  return session;
}

function writeStoredSession(session: PersistedSession): void {
  const text = JSON.stringify(session);
  try {
    // The value just read is not written back: other tabs would get a storage event for nothing.
    if (localStorage.getItem(SESSION_STORAGE_KEY) !== text)
      localStorage.setItem(SESSION_STORAGE_KEY, text);
  } catch {
    console.warn(`Could not save the session under "${SESSION_STORAGE_KEY}".`);
  }
}

/**
 * Connects `$persisted` to local storage under `user-store` (SPEC §3 fields only). Without
 * `pickup` it reads the stored value at once (the app calls it before `appStarted`); with
 * `pickup` it reads when that unit fires, which lets tests read into a forked scope. Another
 * tab's writes arrive through `watchStoredSession`, which decides what they mean. Returns the
 * function that disconnects it. Hand-written: the library it replaced cost about 1.3 KiB gzip on
 * the first page (docs/architecture.md).
 */
export function persistSession(options: { pickup?: Unit<unknown> } = {}): () => void {
  const region = createNode();
  const read = withRegion(region, () => {
    const readFx = createEffect(() => {
      try {
        return readStoredSession();
      } catch {
        // Storage blocked (private mode, a sandboxed frame): this visit starts logged out.
        return null;
      }
    });
    const writeFx = createEffect(writeStoredSession);
    sample({
      clock: readFx.doneData,
      filter: (session): session is PersistedSession => session !== null,
      target: $persisted,
    });
    sample({ clock: $persisted.updates, target: writeFx });
    if (options.pickup) sample({ clock: options.pickup, target: readFx });
    return readFx;
  });
  if (!options.pickup) void read();
  return () => clearNode(region);
}

/**
 * Starts a session from a token and resolves once the user, the home settings and the securities
 * have settled (SPEC §4, §6), telling whether the user loaded: login, token login and single
 * sign-on open the portal only then. A token without a user id claim starts nothing.
 */
export function startSession(token: string): Promise<{ userLoaded: boolean }> {
  if (tokenFacts(token).userId === null) return Promise.resolve({ userLoaded: false });
  return new Promise((resolve) => {
    const subscription = loadSessionFx.finally.watch((run) => {
      if (run.params.loginToken !== token) return;
      subscription.unsubscribe();
      resolve({ userLoaded: run.status === 'done' && run.result });
    });
    tokenReceived(token);
  });
}

/**
 * Listens for another tab writing `user-store` (the `storage` event fires only in the other tabs
 * of the same origin) and hands the new value to the model. Returns the unsubscribe function.
 */
export function watchStoredSession(target: Window, options: { scope?: Scope } = {}): () => void {
  const onChange = options.scope
    ? scopeBind(storedSessionChanged, { scope: options.scope })
    : storedSessionChanged;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    if (event.storageArea !== target.localStorage) return;
    let stored: PersistedSession | null = null;
    try {
      stored = event.newValue === null ? null : parsePersistedSession(JSON.parse(event.newValue));
    } catch {
      stored = null;
    }
    onChange(stored);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
