import {
  combine,
  createEffect,
  createEvent,
  createStore,
  merge,
  sample,
  type Event,
  type Subscription,
  type Unit,
} from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/local';
import { decodeJwtClaims, numericClaim, stringClaim } from '@/lib/jwt';
import {
  DesignTemplate,
  sessionApi,
  type AutoDraftEnrollment,
  type FuturePayment,
  type ListAccountsParams,
  type ListAutoDraftEnrollmentsParams,
  type ListFuturePaymentsParams,
  type PaymentMethod,
  type Property,
  type RecurringPayment,
  type SubLedger,
  type User,
  type UserSecurity,
  type UserSettings,
} from './api/session-api';
import { accountsOfProperty, accountsQuery } from './lib/accounts';
import { isCustomerEnabled } from './lib/feature-flags';
import { describeLoadError } from './lib/load-errors';
import {
  autoDraftEnrollmentsQuery,
  futurePaymentsQuery,
  refreshIncludes,
  type PaymentDataRefresh,
} from './lib/payment-data';
import { propertiesFromSettings } from './lib/properties';
import {
  resolvePropertySelection,
  type PropertySelection,
  type PropertySelectionRequest,
} from './lib/property-selection';
import { canManageDocuments, canUseBilling, isArcChair, isBoardMember, isMimic } from './lib/roles';
import { asKnownTheme, resolveTheme } from './lib/theme';

// Types other features read through the session (only api/ may import generated/).
export type {
  AutoDraftEnrollment,
  DesignTemplate,
  FuturePayment,
  PaymentMethod,
  Property,
  RecurringPayment,
  SubLedger,
  User,
  UserSecurity,
  UserSettings,
} from './api/session-api';
export type { PaymentDataKind, PaymentDataRefresh } from './lib/payment-data';
export type { PropertySelectionRequest } from './lib/property-selection';

// ---------------------------------------------------------------------------------------------
// Persisted session (SPEC §3)

/** SPEC §3: exactly these fields survive a reload, under the one key `user-store`. */
export interface PersistedSession {
  token: string | null;
  portalToken: string | null;
  selectedPropertyId: number | null;
  selectedAssociationId: number | null;
  theme: string | null;
  gridsColumnState: Record<string, unknown>;
}
export const SESSION_STORAGE_KEY = 'user-store';

export const emptyPersistedSession: PersistedSession = {
  token: null,
  portalToken: null,
  selectedPropertyId: null,
  selectedAssociationId: null,
  theme: null,
  gridsColumnState: {},
};

/**
 * Reads a stored `user-store` value: the SPEC §3 fields only (anything else is dropped), or null
 * for a corrupt, foreign or old value, which the session treats as logged out.
 */
export function parsePersistedSession(raw: unknown): PersistedSession | null {
  // Checked by hand, not with zod: this runs before the login page renders, and even zod/mini
  // costs about 8 KiB gzip there (docs/architecture.md).
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const value = raw as Record<string, unknown>;
  const text = (v: unknown) => v === null || (typeof v === 'string' && v.length > 0);
  const id = (v: unknown) => v === null || Number.isSafeInteger(v);
  const grids = value.gridsColumnState;
  if (
    !text(value.token) ||
    !text(value.portalToken) ||
    !id(value.selectedPropertyId) ||
    !id(value.selectedAssociationId) ||
    !text(value.theme) ||
    typeof grids !== 'object' ||
    grids === null ||
    Array.isArray(grids)
  ) {
    return null;
  }
  return {
    token: value.token as string | null,
    portalToken: value.portalToken as string | null,
    selectedPropertyId: value.selectedPropertyId as number | null,
    selectedAssociationId: value.selectedAssociationId as number | null,
    theme: value.theme as string | null,
    gridsColumnState: { ...(grids as Record<string, unknown>) },
  };
}

// ---------------------------------------------------------------------------------------------
// Events, named for what happened

export const appStarted = createEvent();
export const tokenReceived = createEvent<string>();
export const loggedOut = createEvent();
export const propertySelected = createEvent<PropertySelectionRequest>();
/** The user picked a theme; a value that is not a known design template is ignored. */
export const themeChosen = createEvent<string>();
export const themeReset = createEvent();
export interface FeatureFlagLists {
  pmbCustomers: readonly string[];
  docsCustomers: readonly string[];
}
export const featureFlagListsConfigured = createEvent<FeatureFlagLists>();
export const paymentDataRefreshRequested = createEvent<PaymentDataRefresh>();
export const paymentMethodAdded = createEvent<PaymentMethod>();
export const gridColumnStateSaved = createEvent<{ gridId: string; columnState: unknown }>();
export const gridColumnStateReset = createEvent<string>();

// ---------------------------------------------------------------------------------------------
// Token and user

export const $persisted = createStore<PersistedSession>(emptyPersistedSession);
export const $token = $persisted.map((s) => s.token);
export const $portalToken = $persisted.map((s) => s.portalToken);
export const $isLoggedIn = $token.map((token) => token !== null);
export const $userId = $token.map((token) => (token ? userIdOf(token) : null));
export const $customer = $token.map((token) =>
  token ? stringClaim(decodeJwtClaims(token), 'Customer') : null,
);
export const $user = createStore<User | null>(null);

function userIdOf(token: string): number | null {
  return numericClaim(decodeJwtClaims(token), 'UserId');
}

export const fetchUserFx = createEffect((userId: number) => sessionApi.fetchUser(userId));
export const fetchPortalTokenFx = createEffect(() => sessionApi.fetchPortalToken());
export const fetchSettingsFx = createEffect(() => sessionApi.fetchSettings());
export const fetchSecurityFx = createEffect(() => sessionApi.fetchSecurity());
export const fetchAccountsFx = createEffect((query: ListAccountsParams) =>
  sessionApi.fetchAccounts(query),
);
export const fetchAutoDraftEnrollmentsFx = createEffect((query: ListAutoDraftEnrollmentsParams) =>
  sessionApi.fetchAutoDraftEnrollments(query),
);
export const fetchPaymentMethodsFx = createEffect(() => sessionApi.fetchPaymentMethods());
export const fetchRecurringPaymentsFx = createEffect(() => sessionApi.fetchRecurringPayments({}));
export const fetchFuturePaymentsFx = createEffect((query: ListFuturePaymentsParams) =>
  sessionApi.fetchFuturePayments(query),
);

/**
 * The user and (when needed) a portal token, side by side; resolves once both have settled,
 * with whether the user loaded. The accounts wait for it (SPEC §4: "then the accounts").
 */
const loadUserAndPortalTokenFx = createEffect(
  async ({ userId, withPortalToken }: { userId: number; withPortalToken: boolean }) => {
    const [user] = await Promise.allSettled([
      fetchUserFx(userId),
      withPortalToken ? fetchPortalTokenFx() : Promise.resolve(null),
    ]);
    return user.status === 'fulfilled';
  },
);

// A token is accepted when it is not empty; a token for another user than the stored one starts
// that user's session from scratch (nothing of the previous user stays on screen).
const tokenAccepted = sample({
  clock: tokenReceived,
  source: $userId,
  filter: (_, token) => token.length > 0,
  fn: (previousUserId, token) => {
    const userId = userIdOf(token);
    return { token, userId, switchedUser: previousUserId !== null && previousUserId !== userId };
  },
});
const userSwitched = tokenAccepted.filter({ fn: ({ switchedUser }) => switchedUser });
/** Everything that belongs to the signed-in user and is not persisted goes on these. */
const userDataCleared = merge([loggedOut, userSwitched]);

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
  .on(loggedOut, (state) => ({
    ...state,
    token: null,
    portalToken: null,
    selectedPropertyId: null,
    selectedAssociationId: null,
  }));

// Login: the user and a portal token, then the accounts; securities and settings alongside
// (SPEC §6). Reload: the stored session is restored and the user and accounts are refreshed (a
// portal token only when none was stored); settings and securities are not persisted, so they
// load again too.
interface SessionLoad {
  userId: number;
  withPortalToken: boolean;
  /** The token a login started with; absent on a reload's refresh. */
  loginToken?: string;
}

/**
 * One load of the session: the user (and portal token), the settings and the securities side by
 * side; resolves once all have settled, with whether the user loaded. A login waits for its own
 * run: a reload's refresh may be in flight at the same time (a token link opened while signed in).
 */
const loadSessionFx = createEffect(async ({ userId, withPortalToken }: SessionLoad) => {
  const [userLoaded] = await Promise.allSettled([
    loadUserAndPortalTokenFx({ userId, withPortalToken }),
    fetchSettingsFx(),
    fetchSecurityFx(),
  ]);
  return userLoaded.status === 'fulfilled' && userLoaded.value;
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
sample({
  clock: loadUserAndPortalTokenFx.doneData,
  source: $isLoggedIn,
  filter: (isLoggedIn, userLoaded) => isLoggedIn && userLoaded,
  fn: () => accountsQuery,
  target: fetchAccountsFx,
});

// Results that arrive after a logout (or for another user) are dropped.
sample({
  clock: fetchUserFx.done,
  source: $userId,
  filter: (userId, { params }) => userId === params,
  fn: (_, { result }) => result,
  target: $user,
});
$user.reset(userDataCleared);

export const $refreshing = combine(
  fetchUserFx.pending,
  fetchPortalTokenFx.pending,
  fetchAccountsFx.pending,
  (user, portalToken, accounts) => user || portalToken || accounts,
);

// SPEC §4: a failed load or refresh is only logged (no token, address or card in the line).
const warnLoadFailedFx = createEffect(({ what, error }: { what: string; error: unknown }) => {
  console.warn(`Could not load ${what}; the session is kept as it is.`, describeLoadError(error));
});
function warnWhenFailed(failed: Event<Error>, what: string): void {
  sample({ clock: failed, fn: (error) => ({ what, error }), target: warnLoadFailedFx });
}
warnWhenFailed(fetchUserFx.failData, 'the user');
warnWhenFailed(fetchPortalTokenFx.failData, 'the portal token');
warnWhenFailed(fetchSettingsFx.failData, 'the home settings');
warnWhenFailed(fetchSecurityFx.failData, 'the user securities');
warnWhenFailed(fetchAccountsFx.failData, 'the accounts');
warnWhenFailed(fetchAutoDraftEnrollmentsFx.failData, 'the auto-draft enrollments');
warnWhenFailed(fetchPaymentMethodsFx.failData, 'the payment methods');
warnWhenFailed(fetchRecurringPaymentsFx.failData, 'the recurring payments');
warnWhenFailed(fetchFuturePaymentsFx.failData, 'the future payments');

export const $session = combine({ user: $user, isLoggedIn: $isLoggedIn });

// ---------------------------------------------------------------------------------------------
// Settings, properties and the selected property (SPEC §3, §4)

export const $settings = createStore<UserSettings | null>(null);
export const $settingsLoading = fetchSettingsFx.pending;
const settingsReceived = sample({ clock: fetchSettingsFx.doneData, filter: $isLoggedIn });
$settings.on(settingsReceived, (_, settings) => settings).reset(userDataCleared);

export const $properties = $settings.map((settings) =>
  settings ? propertiesFromSettings(settings) : [],
);
export const $selectedPropertyId = $persisted.map((s) => s.selectedPropertyId);
export const $selectedAssociationId = $persisted.map((s) => s.selectedAssociationId);
export const $selectedProperty = combine(
  $properties,
  $selectedPropertyId,
  (properties, propertyId): Property | null =>
    propertyId === null
      ? null
      : (properties.find((property) => property.propertyId === propertyId) ?? null),
);

// A selection asked for before the settings arrive (a deep link) waits for them.
const $pendingSelection = createStore<PropertySelectionRequest | null>(null);
const propertySelectionResolved = createEvent<PropertySelection>();
sample({
  clock: propertySelected,
  source: $settings,
  filter: (settings) => settings === null,
  fn: (_, request) => request,
  target: $pendingSelection,
});
const $settingsLoaded = $settings.map((settings) => settings !== null);
const $pages = $settings.map((settings) => settings?.pages ?? []);
sample({
  clock: propertySelected,
  source: {
    loaded: $settingsLoaded,
    properties: $properties,
    pages: $pages,
    previous: $selectedPropertyId,
  },
  filter: ({ loaded }) => loaded,
  fn: ({ properties, pages, previous }, request) =>
    resolvePropertySelection(properties, pages, request, previous),
  target: propertySelectionResolved,
});
// Whenever the properties change (settings loaded) the rule runs again.
sample({
  clock: settingsReceived,
  source: { pending: $pendingSelection, previous: $selectedPropertyId },
  fn: ({ pending, previous }, settings) =>
    resolvePropertySelection(
      propertiesFromSettings(settings),
      settings.pages,
      pending ?? {},
      previous,
    ),
  target: propertySelectionResolved,
});
$pendingSelection.reset(propertySelectionResolved, loggedOut);
$persisted.on(propertySelectionResolved, (state, { propertyId, associationId }) => ({
  ...state,
  selectedPropertyId: propertyId,
  selectedAssociationId: associationId,
}));

// ---------------------------------------------------------------------------------------------
// Accounts (sub-ledgers)

export const $accounts = createStore<SubLedger[]>([]);
const accountsReceived = sample({ clock: fetchAccountsFx.doneData, filter: $isLoggedIn });
$accounts.on(accountsReceived, (_, accounts) => accounts).reset(userDataCleared);

/** The person asked to load the accounts again (after a failed load, SPEC §8 Try Again). */
export const accountsReloadRequested = createEvent();
sample({
  clock: accountsReloadRequested,
  filter: $isLoggedIn,
  fn: () => accountsQuery,
  target: fetchAccountsFx,
});
/**
 * The last accounts load failed. A failed refresh is only logged (SPEC §4), but a page that
 * needs the accounts must not then say there are none: it says they could not be loaded.
 */
export const $accountsLoadFailure = createStore<{ error: unknown } | null>(null)
  // Kept while Try Again runs, so the button can say it is trying.
  .on(fetchAccountsFx.done, () => null)
  .on(sample({ clock: fetchAccountsFx.failData, filter: $isLoggedIn }), (_, error) => ({ error }))
  .reset(userDataCleared);
export const $selectedAccounts = combine($accounts, $selectedProperty, accountsOfProperty);

// ---------------------------------------------------------------------------------------------
// Payment data (SPEC §4): all four lists load after the accounts; any one can be reloaded.

export const $autoDraftEnrollments = createStore<AutoDraftEnrollment[]>([]);
export const $paymentMethods = createStore<PaymentMethod[]>([]);
export const $recurringPayments = createStore<RecurringPayment[]>([]);
export const $futurePayments = createStore<FuturePayment[]>([]);

sample({
  clock: accountsReceived,
  fn: (): PaymentDataRefresh => 'all',
  target: paymentDataRefreshRequested,
});
const paymentDataRefresh = sample({ clock: paymentDataRefreshRequested, filter: $isLoggedIn });
sample({
  clock: paymentDataRefresh,
  filter: (refresh) => refreshIncludes(refresh, 'autoDraftEnrollments'),
  fn: () => autoDraftEnrollmentsQuery,
  target: fetchAutoDraftEnrollmentsFx,
});
sample({
  clock: paymentDataRefresh,
  filter: (refresh) => refreshIncludes(refresh, 'paymentMethods'),
  fn: () => undefined,
  target: fetchPaymentMethodsFx,
});
sample({
  clock: paymentDataRefresh,
  filter: (refresh) => refreshIncludes(refresh, 'recurringPayments'),
  fn: () => undefined,
  target: fetchRecurringPaymentsFx,
});
sample({
  clock: paymentDataRefresh,
  filter: (refresh) => refreshIncludes(refresh, 'futurePayments'),
  fn: () => futurePaymentsQuery(new Date()),
  target: fetchFuturePaymentsFx,
});

$autoDraftEnrollments
  .on(
    sample({ clock: fetchAutoDraftEnrollmentsFx.doneData, filter: $isLoggedIn }),
    (_, list) => list,
  )
  .reset(userDataCleared);
$paymentMethods
  .on(sample({ clock: fetchPaymentMethodsFx.doneData, filter: $isLoggedIn }), (_, list) => list)
  // A method the provider just stored joins the list at once (the next refresh confirms it).
  .on(paymentMethodAdded, (list, method) => [...list.filter((m) => m.id !== method.id), method])
  .reset(userDataCleared);
$recurringPayments
  .on(sample({ clock: fetchRecurringPaymentsFx.doneData, filter: $isLoggedIn }), (_, list) => list)
  .reset(userDataCleared);
$futurePayments
  .on(sample({ clock: fetchFuturePaymentsFx.doneData, filter: $isLoggedIn }), (_, list) => list)
  .reset(userDataCleared);

// ---------------------------------------------------------------------------------------------
// Theme (SPEC §4): the user's override, else the settings' design template, else Default.

/** Every design template the portal knows, from the generated enum. */
export const designTemplates: readonly DesignTemplate[] = Object.values(DesignTemplate);
const $themeOverride = $persisted.map((s) => asKnownTheme(designTemplates, s.theme));
export const $themeOverridden = $themeOverride.map((theme) => theme !== null);
export const $theme = combine($themeOverride, $settings, (override, settings) =>
  resolveTheme(designTemplates, override, settings?.designTemplate, DesignTemplate.Default),
);
$persisted
  .on(themeChosen, (state, theme) =>
    asKnownTheme(designTemplates, theme) ? { ...state, theme } : state,
  )
  .on(themeReset, (state) => ({ ...state, theme: null }));

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
// Roles (SPEC §6)

export const $security = createStore<UserSecurity | null>(null);
$security
  .on(sample({ clock: fetchSecurityFx.doneData, filter: $isLoggedIn }), (_, security) => security)
  .reset(userDataCleared);
export const $isBoardMember = $security.map(isBoardMember);
export const $isArcChair = combine($security, $selectedAssociationId, isArcChair);
export const $canManageDocuments = $security.map(canManageDocuments);
export const $isMimic = $user.map(isMimic);
export const $canUseBilling = $security.map(canUseBilling);
/** Securities have loaded (or failed to): role-gated pages can decide. */
export const $securityKnown = createStore(false)
  .on(fetchSecurityFx.finally, () => true)
  .reset(loggedOut);

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

/** Persists the SPEC §3 fields; a corrupt or foreign value reads as logged out, never a crash. */
const storedSessionRejected = createEvent<Fail<Error>>();
storedSessionRejected.watch(({ operation }) => {
  console.warn(
    operation === 'set'
      ? `Could not save the session under "${SESSION_STORAGE_KEY}".`
      : `Ignored an unreadable "${SESSION_STORAGE_KEY}" value; starting logged out.`,
  );
});

class UnreadableSessionError extends Error {
  override readonly name = 'UnreadableSessionError';
}

/**
 * Connects `$persisted` to local storage under `user-store`. Without `pickup` it reads the stored
 * value at once (the app calls it before `appStarted`); with `pickup` it reads when that unit
 * fires, which lets tests read into a forked scope. Returns the unsubscribe function.
 */
export function persistSession(options: { pickup?: Unit<unknown> } = {}): Subscription {
  return persist({
    store: $persisted,
    key: SESSION_STORAGE_KEY,
    // Keep only the SPEC §3 fields; anything else fails the read and leaves the session empty.
    deserialize: (text: string): PersistedSession => {
      const session = parsePersistedSession(JSON.parse(text));
      if (!session) throw new UnreadableSessionError(`"${SESSION_STORAGE_KEY}" has another shape`);
      return session;
    },
    contract: (raw): raw is PersistedSession => parsePersistedSession(raw) !== null,
    fail: storedSessionRejected,
    ...(options.pickup ? { pickup: options.pickup } : {}),
  });
}

/**
 * Starts a session from a token and resolves once the user, the home settings and the securities
 * have settled (SPEC §4, §6), telling whether the user loaded: login, token login and single
 * sign-on open the portal only then. A token without a user id claim starts nothing.
 */
export function startSession(token: string): Promise<{ userLoaded: boolean }> {
  if (userIdOf(token) === null) return Promise.resolve({ userLoaded: false });
  return new Promise((resolve) => {
    const subscription = loadSessionFx.finally.watch((run) => {
      if (run.params.loginToken !== token) return;
      subscription.unsubscribe();
      resolve({ userLoaded: run.status === 'done' && run.result });
    });
    tokenReceived(token);
  });
}
