// @vitest-environment node
import { allSettled, createEvent, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  $accounts,
  $accountsLoadFailure,
  $autoDraftEnrollments,
  $canManageDocuments,
  $customer,
  $docsEnabled,
  $futurePayments,
  $gridsColumnState,
  $isArcChair,
  $isBoardMember,
  $isLoggedIn,
  $isMimic,
  $paymentMethods,
  $persisted,
  $pmbEnabled,
  $portalToken,
  $properties,
  $recurringPayments,
  $refreshing,
  $security,
  $selectedAccounts,
  $selectedAssociationId,
  $selectedProperty,
  $selectedPropertyId,
  $settings,
  $settingsLoading,
  $theme,
  $themeOverridden,
  $token,
  $user,
  $userId,
  accountsReloadRequested,
  appStarted,
  designTemplates,
  emptyPersistedSession,
  featureFlagListsConfigured,
  fetchAccountsFx,
  fetchAutoDraftEnrollmentsFx,
  fetchFuturePaymentsFx,
  fetchPaymentMethodsFx,
  fetchPortalTokenFx,
  fetchRecurringPaymentsFx,
  fetchSecurityFx,
  fetchSettingsFx,
  fetchUserFx,
  gridColumnStateReset,
  gridColumnStateSaved,
  loggedOut,
  parsePersistedSession,
  paymentDataRefreshRequested,
  persistSession,
  propertySelected,
  SESSION_STORAGE_KEY,
  startSession,
  themeChosen,
  themeReset,
  tokenReceived,
  type AutoDraftEnrollment,
  type FuturePayment,
  type PaymentMethod,
  type PersistedSession,
  type Property,
  type RecurringPayment,
  type SubLedger,
  type User,
  type UserSecurity,
  type UserSettings,
} from './model';

// ---------------------------------------------------------------------------------------------
// Fixtures: the demo community (Jordan Rivera, user 1001, customer ACME).

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
function jwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

const TOKEN = jwt({ UserId: '1001', Customer: 'ACME' });
const OTHER_USER_TOKEN = jwt({ UserId: 2002, Customer: 'GLOBEX' });
const PORTAL_TOKEN = jwt({ scope: 'portal' });

function user(userId: number, isMimic = false): User {
  return {
    userId,
    userName: `user${userId}`,
    email: `user${userId}@example.test`,
    firstName: 'Jordan',
    lastName: 'Rivera',
    isMimic,
  };
}

function property(
  propertyId: number,
  accountNumber: string,
  associationId: number,
  associationName: string,
): Property {
  return {
    propertyId,
    ownerId: propertyId + 5000,
    accountNumber,
    associationId,
    associationName,
    autoDraftType: 'standard',
    address: {
      address1: '1 Main St',
      city: 'Springfield',
      stateProvince: 'IL',
      postalCode: '62701',
    },
  };
}

const mapleOak = property(1001, 'MG-1001', 101, 'Maple Grove HOA');
const mapleElm = property(1002, 'MG-1002', 101, 'Maple Grove HOA');
const lakeside = property(2001, 'LT-2001', 102, 'Lakeside Towers Condominium');

function settings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    designTemplate: 'Coastal',
    logoUrl: '',
    bannerUrl: '',
    pages: [
      { pageId: 1, associationId: 101, key: 'dashboard', title: 'Dashboard', visible: true },
      { pageId: 2, associationId: 102, key: 'billing', title: 'Billing', visible: true },
    ],
    associations: [
      // Deliberately out of order: the session sorts by association name.
      {
        id: 101,
        name: 'Maple Grove HOA',
        logoUrl: '',
        bannerUrl: '',
        autoDraftType: 'standard',
        properties: [mapleElm, mapleOak],
      },
      {
        id: 103,
        name: 'Cedar Ridge Commons',
        logoUrl: '',
        bannerUrl: '',
        autoDraftType: 'off',
        properties: [],
      },
      {
        id: 102,
        name: 'Lakeside Towers Condominium',
        logoUrl: '',
        bannerUrl: '',
        autoDraftType: 'legacy',
        properties: [lakeside],
      },
    ],
    customActions: [],
    ...overrides,
  };
}

function security(overrides: Partial<UserSecurity> = {}): UserSecurity {
  return {
    securities: ['boardMember', 'arcVote', 'boardDocManage'],
    boardAssociationIds: [101],
    arcChairAssociationIds: [101],
    roles: ['homeowner', 'boardMember'],
    ...overrides,
  };
}

function subLedger(subLedgerId: number, owner: Property): SubLedger {
  return {
    subLedgerId,
    ownerId: owner.ownerId,
    propertyId: owner.propertyId,
    accountNumber: owner.accountNumber,
    associationId: owner.associationId,
    name: 'Assessments',
    ledgerType: 'none',
    balance: 12500,
    isBlocked: false,
    portalEnabled: true,
    autoDraftEligible: false,
    autoDraftEnrolled: false,
  };
}
const accounts = [subLedger(3001, mapleOak), subLedger(3002, mapleElm), subLedger(3003, lakeside)];

const paymentMethod: PaymentMethod = {
  id: 1,
  type: 'creditCard',
  brand: 'visa',
  last4: '4242',
  isDefault: true,
  isActive: true,
  linkedRecurringPaymentIds: [],
  linkedFuturePaymentIds: [],
};
const summary = { id: 1, type: paymentMethod.type, last4: '4242' };
const autoDraftEnrollment: AutoDraftEnrollment = {
  id: 11,
  subLedgerId: 3001,
  paymentMethodId: 1,
  startDate: '2026-01-01',
  amountType: 'full',
  status: 'active',
};
const recurringPayment: RecurringPayment = {
  id: 21,
  subLedgerId: 3001,
  amount: 12500,
  paymentMethodId: 1,
  paymentMethod: summary,
  interval: 'monthly',
  startDate: '2026-01-01',
  nextPaymentDate: '2026-04-01',
  status: 'active',
  isActive: true,
};
const futurePayment: FuturePayment = {
  id: 31,
  subLedgerId: 3001,
  amount: 5000,
  paymentMethodId: 1,
  paymentMethod: summary,
  scheduledDate: '2026-04-15',
  editableUntil: '2026-04-15T00:00:00Z',
  status: 'scheduled',
  isActive: true,
  cancelled: false,
  processed: false,
};

// ---------------------------------------------------------------------------------------------
// A scope with fake service calls: no DOM, no network.

function fakeServices() {
  const calls: string[] = [];
  return {
    calls,
    user: vi.fn((userId: number) => {
      calls.push('user');
      return Promise.resolve(user(userId));
    }),
    portalToken: vi.fn(() => {
      calls.push('portalToken');
      return Promise.resolve(PORTAL_TOKEN);
    }),
    settings: vi.fn(() => {
      calls.push('settings');
      return Promise.resolve(settings());
    }),
    security: vi.fn(() => {
      calls.push('security');
      return Promise.resolve(security());
    }),
    accounts: vi.fn((_query: unknown) => {
      calls.push('accounts');
      return Promise.resolve(accounts);
    }),
    autoDraftEnrollments: vi.fn((_query: unknown) => {
      calls.push('autoDraftEnrollments');
      return Promise.resolve([autoDraftEnrollment]);
    }),
    paymentMethods: vi.fn(() => {
      calls.push('paymentMethods');
      return Promise.resolve([paymentMethod]);
    }),
    recurringPayments: vi.fn(() => {
      calls.push('recurringPayments');
      return Promise.resolve([recurringPayment]);
    }),
    futurePayments: vi.fn((_query: unknown) => {
      calls.push('futurePayments');
      return Promise.resolve([futurePayment]);
    }),
  };
}
type FakeServices = ReturnType<typeof fakeServices>;

function createScope(
  services: FakeServices = fakeServices(),
  persisted: Partial<PersistedSession> = {},
): Scope {
  return fork({
    values: [[$persisted, { ...emptyPersistedSession, ...persisted }]],
    handlers: [
      [fetchUserFx, services.user],
      [fetchPortalTokenFx, services.portalToken],
      [fetchSettingsFx, services.settings],
      [fetchSecurityFx, services.security],
      [fetchAccountsFx, services.accounts],
      [fetchAutoDraftEnrollmentsFx, services.autoDraftEnrollments],
      [fetchPaymentMethodsFx, services.paymentMethods],
      [fetchRecurringPaymentsFx, services.recurringPayments],
      [fetchFuturePaymentsFx, services.futurePayments],
    ],
  });
}

async function loggedInScope(services: FakeServices = fakeServices()): Promise<Scope> {
  const scope = createScope(services);
  await allSettled(tokenReceived, { scope, params: TOKEN });
  return scope;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// ---------------------------------------------------------------------------------------------

describe('persisted session (SPEC §3)', () => {
  const stored: PersistedSession = {
    token: TOKEN,
    portalToken: PORTAL_TOKEN,
    selectedPropertyId: 2001,
    selectedAssociationId: 102,
    theme: 'Evergreen',
    gridsColumnState: { 'account-history': [{ colId: 'date', width: 120 }] },
  };

  describe('parsePersistedSession (the storage contract)', () => {
    it('accepts the six SPEC fields', () => {
      expect(parsePersistedSession(stored)).toEqual(stored);
      expect(parsePersistedSession(emptyPersistedSession)).toEqual(emptyPersistedSession);
    });

    it('drops anything else', () => {
      expect(parsePersistedSession({ ...stored, user: user(1001), accounts })).toEqual(stored);
    });

    it.each([
      ['a string', 'garbage'],
      ['null', null],
      ['an array', [stored]],
      ['an old wrapped value', { state: stored, version: 0 }],
      ['a missing field', { ...stored, gridsColumnState: undefined }],
      ['a numeric token', { ...stored, token: 42 }],
      ['an empty token', { ...stored, token: '' }],
      ['a fractional property id', { ...stored, selectedPropertyId: 1.5 }],
    ])('rejects %s (read as logged out)', (_, raw) => {
      expect(parsePersistedSession(raw)).toBeNull();
    });
  });

  describe('persistSession with local storage', () => {
    let storage: Map<string, string>;
    let unsubscribe: (() => void) | undefined;

    beforeEach(() => {
      storage = new Map();
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
        clear: () => storage.clear(),
        key: () => null,
        get length() {
          return storage.size;
        },
      });
    });
    afterEach(() => {
      unsubscribe?.();
      unsubscribe = undefined;
      vi.unstubAllGlobals();
    });

    async function readInto(scope: Scope): Promise<void> {
      const pickup = createEvent();
      unsubscribe = persistSession({ pickup });
      await allSettled(pickup, { scope });
    }

    it('restores a stored session under user-store, without extra fields', async () => {
      storage.set(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, user: user(1) }));
      const scope = createScope();
      await readInto(scope);
      expect(scope.getState($persisted)).toEqual(stored);
      expect(scope.getState($isLoggedIn)).toBe(true);
      expect(scope.getState($userId)).toBe(1001);
    });

    it.each([
      ['corrupt JSON', '{"token":'],
      ['a foreign value', JSON.stringify({ hello: 'world' })],
      ['an old wrapped value', JSON.stringify({ state: stored, version: 0 })],
      ['a bare string', JSON.stringify(TOKEN)],
    ])('reads %s as logged out, with a warning and no crash', async (_, text) => {
      storage.set(SESSION_STORAGE_KEY, text);
      const scope = createScope();
      await readInto(scope);
      expect(scope.getState($persisted)).toEqual(emptyPersistedSession);
      expect(scope.getState($isLoggedIn)).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('starting logged out'));
      expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN);
    });

    it('writes exactly the SPEC fields, and nothing of the loaded data', async () => {
      const scope = createScope();
      await readInto(scope);
      await allSettled(tokenReceived, { scope, params: TOKEN });
      expect(scope.getState($user)).not.toBeNull();

      const written: unknown = JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? 'null');
      expect(written).toEqual({
        token: TOKEN,
        portalToken: PORTAL_TOKEN,
        selectedPropertyId: 2001,
        selectedAssociationId: 102,
        theme: null,
        gridsColumnState: {},
      });
      expect([...storage.keys()]).toEqual([SESSION_STORAGE_KEY]);
    });
  });
});

describe('login (SPEC §4 Session)', () => {
  it("loads the user from the token's UserId claim and a portal token", async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);

    expect(services.user).toHaveBeenCalledWith(1001);
    expect(services.portalToken).toHaveBeenCalledOnce();
    expect(scope.getState($token)).toBe(TOKEN);
    expect(scope.getState($portalToken)).toBe(PORTAL_TOKEN);
    expect(scope.getState($user)).toEqual(user(1001));
    expect(scope.getState($customer)).toBe('ACME');
  });

  it('then loads the portal-enabled accounts, after both the user and the portal token', async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);

    expect(services.accounts).toHaveBeenCalledWith({ portalEnabled: true });
    const accountsAt = services.calls.indexOf('accounts');
    expect(accountsAt).toBeGreaterThan(services.calls.indexOf('user'));
    expect(accountsAt).toBeGreaterThan(services.calls.indexOf('portalToken'));
    expect(scope.getState($accounts)).toEqual(accounts);
  });

  it('waits for a slow portal token before loading the accounts', async () => {
    const services = fakeServices();
    const portal = deferred<string>();
    services.portalToken.mockImplementation(() => portal.promise);
    const scope = createScope(services);

    const settled = allSettled(tokenReceived, { scope, params: TOKEN });
    await flush();
    expect(scope.getState($user)).not.toBeNull();
    expect(services.accounts).not.toHaveBeenCalled();

    portal.resolve(PORTAL_TOKEN);
    await settled;
    expect(services.accounts).toHaveBeenCalledOnce();
  });

  it('loads the accounts even when the portal token fails, but not when the user fails', async () => {
    const portalFails = fakeServices();
    portalFails.portalToken.mockRejectedValue(new Error('no portal'));
    await loggedInScope(portalFails);
    expect(portalFails.accounts).toHaveBeenCalledOnce();

    const userFails = fakeServices();
    userFails.user.mockRejectedValue(new Error('no user'));
    const scope = await loggedInScope(userFails);
    expect(userFails.accounts).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe(TOKEN);
  });

  it('fetches the home settings and the securities after login (SPEC §6)', async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    expect(services.settings).toHaveBeenCalledOnce();
    expect(services.security).toHaveBeenCalledOnce();
    expect(scope.getState($settings)).toEqual(settings());
    expect(scope.getState($security)).toEqual(security());
  });

  it('never stores an empty portal token (it would make user-store unreadable)', async () => {
    const services = fakeServices();
    services.portalToken.mockResolvedValue('');
    const scope = await loggedInScope(services);
    expect(scope.getState($portalToken)).toBeNull();
    expect(parsePersistedSession(scope.getState($persisted))).not.toBeNull();
  });

  it('ignores an empty token', async () => {
    const services = fakeServices();
    const scope = createScope(services);
    await allSettled(tokenReceived, { scope, params: '' });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(services.user).not.toHaveBeenCalled();
  });

  it("starts another user's session from scratch", async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    const slowSettings = deferred<UserSettings>();
    services.settings.mockImplementation(() => slowSettings.promise);
    services.accounts.mockImplementation(() => new Promise<SubLedger[]>(() => undefined));

    void allSettled(tokenReceived, { scope, params: OTHER_USER_TOKEN });
    await flush();
    expect(scope.getState($userId)).toBe(2002);
    expect(scope.getState($portalToken)).toBe(PORTAL_TOKEN); // the new one
    expect(scope.getState($settings)).toBeNull();
    expect(scope.getState($accounts)).toEqual([]);
    expect(scope.getState($security)).toEqual(security()); // already reloaded for the new user
    expect(scope.getState($selectedPropertyId)).toBeNull();
    expect(services.user).toHaveBeenLastCalledWith(2002);
  });

  it('shows $refreshing and $settingsLoading while the loads run', async () => {
    const services = fakeServices();
    const slowSettings = deferred<UserSettings>();
    const slowAccounts = deferred<SubLedger[]>();
    services.settings.mockImplementation(() => slowSettings.promise);
    services.accounts.mockImplementation(() => slowAccounts.promise);
    const scope = createScope(services);

    const settled = allSettled(tokenReceived, { scope, params: TOKEN });
    expect(scope.getState($settingsLoading)).toBe(true);
    expect(scope.getState($refreshing)).toBe(true);
    slowSettings.resolve(settings());
    slowAccounts.resolve(accounts);
    await settled;
    expect(scope.getState($settingsLoading)).toBe(false);
    expect(scope.getState($refreshing)).toBe(false);
  });
});

describe('reload (SPEC §4 Session)', () => {
  const storedSession = {
    token: TOKEN,
    portalToken: PORTAL_TOKEN,
    selectedPropertyId: 2001,
    selectedAssociationId: 102,
  };

  it('restores the stored session and refreshes the user and the accounts', async () => {
    const services = fakeServices();
    const scope = createScope(services, storedSession);
    await allSettled(appStarted, { scope });

    expect(services.user).toHaveBeenCalledWith(1001);
    expect(services.accounts).toHaveBeenCalledWith({ portalEnabled: true });
    expect(services.portalToken).not.toHaveBeenCalled();
    expect(scope.getState($portalToken)).toBe(PORTAL_TOKEN);
    expect(scope.getState($user)).toEqual(user(1001));
    expect(scope.getState($accounts)).toEqual(accounts);
    expect(scope.getState($selectedProperty)).toEqual(lakeside);
  });

  it('fetches a portal token when none was stored', async () => {
    const services = fakeServices();
    const scope = createScope(services, { ...storedSession, portalToken: null });
    await allSettled(appStarted, { scope });
    expect(services.portalToken).toHaveBeenCalledOnce();
    expect(scope.getState($portalToken)).toBe(PORTAL_TOKEN);
  });

  it('does nothing without a stored token', async () => {
    const services = fakeServices();
    const scope = createScope(services);
    await allSettled(appStarted, { scope });
    expect(services.calls).toEqual([]);
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  it('only logs a failed refresh: no logout, no token, url or card in the log', async () => {
    const services = fakeServices();
    const failure = new ApiError({
      service: 'users',
      path: `/Users/1001?access_token=${TOKEN}`,
      status: 503,
      problem: { detail: 'Card 4242 4242 4242 4242 could not be read', errorId: 'err-9' },
    });
    services.user.mockRejectedValue(failure);
    const scope = createScope(services, storedSession);

    await allSettled(appStarted, { scope });

    expect(scope.getState($token)).toBe(TOKEN);
    expect(scope.getState($portalToken)).toBe(PORTAL_TOKEN);
    expect(scope.getState($selectedPropertyId)).toBe(2001);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not load the user'),
      'ApiError 503 from users, errorId err-9',
    );
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('/Users');
    expect(logged).not.toContain('4242');
  });

  it('only logs a failed accounts refresh', async () => {
    const services = fakeServices();
    services.accounts.mockRejectedValue(new TypeError(`fetch https://pay.test/Account?t=${TOKEN}`));
    const scope = createScope(services, storedSession);
    await allSettled(appStarted, { scope });

    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($user)).toEqual(user(1001));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the accounts'), 'TypeError');
    expect(JSON.stringify(warn.mock.calls)).not.toContain(TOKEN);
  });

  it('keeps a failed accounts load for the pages to say, until a reload request succeeds', async () => {
    const services = fakeServices();
    const failure = new ApiError({
      service: 'connectPayments',
      path: '/Account',
      status: 500,
      problem: null,
    });
    services.accounts.mockRejectedValueOnce(failure);
    const scope = createScope(services, storedSession);
    await allSettled(appStarted, { scope });
    expect(scope.getState($accountsLoadFailure)).toEqual({ error: failure });
    expect(scope.getState($accounts)).toEqual([]);

    await allSettled(accountsReloadRequested, { scope });
    expect(scope.getState($accountsLoadFailure)).toBeNull();
    expect(scope.getState($accounts)).toEqual(accounts);
    expect(services.accounts).toHaveBeenLastCalledWith({ portalEnabled: true });
  });

  it('forgets a failed accounts load at logout, and asks nothing when logged out', async () => {
    const services = fakeServices();
    services.accounts.mockRejectedValueOnce(new TypeError('offline'));
    const scope = createScope(services, storedSession);
    await allSettled(appStarted, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($accountsLoadFailure)).toBeNull();
    const calls = services.accounts.mock.calls.length;
    await allSettled(accountsReloadRequested, { scope });
    expect(services.accounts.mock.calls.length).toBe(calls);
  });
});

describe('logout (SPEC §4 Session)', () => {
  it('clears token, portal token, user, properties, selection, accounts and the rest', async () => {
    const scope = await loggedInScope();
    await allSettled(themeChosen, { scope, params: 'Evergreen' });
    await allSettled(gridColumnStateSaved, { scope, params: { gridId: 'g', columnState: [1] } });
    expect(scope.getState($properties)).not.toEqual([]);
    expect(scope.getState($paymentMethods)).not.toEqual([]);

    await allSettled(loggedOut, { scope });

    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($portalToken)).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($userId)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($properties)).toEqual([]);
    expect(scope.getState($selectedPropertyId)).toBeNull();
    expect(scope.getState($selectedAssociationId)).toBeNull();
    expect(scope.getState($selectedProperty)).toBeNull();
    expect(scope.getState($accounts)).toEqual([]);
    expect(scope.getState($selectedAccounts)).toEqual([]);
    expect(scope.getState($settings)).toBeNull();
    expect(scope.getState($security)).toBeNull();
    expect(scope.getState($autoDraftEnrollments)).toEqual([]);
    expect(scope.getState($paymentMethods)).toEqual([]);
    expect(scope.getState($recurringPayments)).toEqual([]);
    expect(scope.getState($futurePayments)).toEqual([]);
    // Not part of the logout list: the device's theme choice and grid layouts stay.
    expect(scope.getState($persisted).theme).toBe('Evergreen');
    expect(scope.getState($gridsColumnState)).toEqual({ g: [1] });
  });

  it('drops results that arrive after the logout', async () => {
    const services = fakeServices();
    const slowUser = deferred<User>();
    const slowSettings = deferred<UserSettings>();
    services.user.mockImplementation(() => slowUser.promise);
    services.settings.mockImplementation(() => slowSettings.promise);
    const scope = createScope(services);

    const settled = allSettled(tokenReceived, { scope, params: TOKEN });
    // allSettled waits for every effect of the scope, so the logout is not awaited on its own.
    void allSettled(loggedOut, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    slowUser.resolve(user(1001));
    slowSettings.resolve(settings());
    await settled;

    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($settings)).toBeNull();
    expect(scope.getState($accounts)).toEqual([]);
    expect(services.accounts).not.toHaveBeenCalled();
  });
});

describe('properties (SPEC §3 Property)', () => {
  it('come from the settings, with a placeholder, sorted by association name', async () => {
    const scope = await loggedInScope();
    const properties = scope.getState($properties);

    expect(properties.map((p) => p.associationName)).toEqual([
      'Cedar Ridge Commons',
      'Lakeside Towers Condominium',
      'Maple Grove HOA',
      'Maple Grove HOA',
    ]);
    expect(properties.map((p) => p.propertyId)).toEqual([-103, 2001, 1001, 1002]);
    expect(properties[0]).toEqual({
      propertyId: -103,
      ownerId: 0,
      accountNumber: '',
      associationId: 103,
      associationName: 'Cedar Ridge Commons',
      autoDraftType: 'off',
      address: { address1: '', address2: '', city: '', stateProvince: '', postalCode: '' },
    });
  });
});

describe('property selection (SPEC §4)', () => {
  it('takes the first real property when nothing was selected before', async () => {
    const scope = await loggedInScope();
    // Cedar Ridge's placeholder (-103) sorts first; the user owns nothing there.
    expect(scope.getState($selectedProperty)).toEqual(lakeside);
    expect(scope.getState($selectedAssociationId)).toBe(102);
  });

  it('keeps the previously selected property when the settings load', async () => {
    const scope = createScope(fakeServices(), {
      token: TOKEN,
      portalToken: PORTAL_TOKEN,
      selectedPropertyId: 1002,
      selectedAssociationId: 101,
    });
    await allSettled(appStarted, { scope });
    expect(scope.getState($selectedProperty)).toEqual(mapleElm);
    expect(scope.getState($selectedAssociationId)).toBe(101);
  });

  it('takes the first when the previous one is gone', async () => {
    const scope = createScope(fakeServices(), {
      token: TOKEN,
      selectedPropertyId: 9999,
      selectedAssociationId: 999,
    });
    await allSettled(appStarted, { scope });
    expect(scope.getState($selectedPropertyId)).toBe(2001);
    expect(scope.getState($selectedAssociationId)).toBe(102);
  });

  it('chooses the property matching the given account number; the association follows', async () => {
    const scope = await loggedInScope();
    await allSettled(propertySelected, { scope, params: { accountNumber: 'LT-2001' } });
    expect(scope.getState($selectedProperty)).toEqual(lakeside);
    expect(scope.getState($selectedPropertyId)).toBe(2001);
    expect(scope.getState($selectedAssociationId)).toBe(102);
    expect(scope.getState($persisted)).toMatchObject({
      selectedPropertyId: 2001,
      selectedAssociationId: 102,
    });
  });

  it('chooses by property id (the property selector, placeholders included)', async () => {
    const scope = await loggedInScope();
    await allSettled(propertySelected, { scope, params: { propertyId: 1001 } });
    expect(scope.getState($selectedProperty)).toEqual(mapleOak);
    await allSettled(propertySelected, { scope, params: { propertyId: -103 } });
    expect(scope.getState($selectedAssociationId)).toBe(103);
  });

  it('keeps the previous one when the account number matches nothing', async () => {
    const scope = await loggedInScope();
    await allSettled(propertySelected, { scope, params: { accountNumber: 'MG-1002' } });
    await allSettled(propertySelected, { scope, params: { accountNumber: 'NOPE-1' } });
    expect(scope.getState($selectedProperty)).toEqual(mapleElm);
  });

  it("uses the first page's association when there are no properties", async () => {
    const services = fakeServices();
    services.settings.mockResolvedValue(
      settings({
        associations: [],
        pages: [{ pageId: 9, associationId: 104, key: 'faq', title: 'FAQ', visible: true }],
      }),
    );
    const scope = await loggedInScope(services);
    expect(scope.getState($properties)).toEqual([]);
    expect(scope.getState($selectedProperty)).toBeNull();
    expect(scope.getState($selectedPropertyId)).toBeNull();
    expect(scope.getState($selectedAssociationId)).toBe(104);
  });

  it('applies a selection asked for before the settings arrived', async () => {
    const services = fakeServices();
    const slowSettings = deferred<UserSettings>();
    services.settings.mockImplementation(() => slowSettings.promise);
    const scope = createScope(services);

    const settled = allSettled(tokenReceived, { scope, params: TOKEN });
    // allSettled waits for every effect of the scope, so the selection is not awaited on its own.
    void allSettled(propertySelected, { scope, params: { accountNumber: 'MG-1001' } });
    await flush();
    expect(scope.getState($selectedPropertyId)).toBeNull();
    slowSettings.resolve(settings());
    await settled;
    expect(scope.getState($selectedProperty)).toEqual(mapleOak);
  });

  it('runs again when the properties change', async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    await allSettled(propertySelected, { scope, params: { accountNumber: 'LT-2001' } });

    // The settings reload without Lakeside: the rule falls back to the first real property.
    services.settings.mockResolvedValue(
      settings({ associations: settings().associations.filter((a) => a.id !== 102) }),
    );
    await allSettled(fetchSettingsFx, { scope });
    expect(scope.getState($selectedProperty)).toEqual(mapleOak);
    expect(scope.getState($selectedAssociationId)).toBe(101);
  });

  it('exposes the sub-ledgers of the selected property', async () => {
    const scope = await loggedInScope();
    expect(scope.getState($selectedAccounts).map((a) => a.subLedgerId)).toEqual([3003]);
    await allSettled(propertySelected, { scope, params: { propertyId: -103 } });
    expect(scope.getState($selectedAccounts)).toEqual([]); // the placeholder has none
    await allSettled(propertySelected, { scope, params: { accountNumber: 'MG-1001' } });
    expect(scope.getState($selectedAccounts).map((a) => a.subLedgerId)).toEqual([3001]);
  });
});

describe('theme (SPEC §4)', () => {
  it('is Default without settings or override', () => {
    const scope = createScope();
    expect(scope.getState($theme)).toBe('Default');
    expect(scope.getState($themeOverridden)).toBe(false);
  });

  it("follows the settings' design template", async () => {
    const scope = await loggedInScope();
    expect(scope.getState($theme)).toBe('Coastal');
  });

  it("prefers the user's choice, persists it, and can be reset", async () => {
    const scope = await loggedInScope();
    await allSettled(themeChosen, { scope, params: 'HighContrast' });
    expect(scope.getState($theme)).toBe('HighContrast');
    expect(scope.getState($themeOverridden)).toBe(true);
    expect(scope.getState($persisted).theme).toBe('HighContrast');

    await allSettled(themeReset, { scope });
    expect(scope.getState($theme)).toBe('Coastal');
    expect(scope.getState($themeOverridden)).toBe(false);
    expect(scope.getState($persisted).theme).toBeNull();
  });

  it('ignores an unknown theme, chosen or stored', async () => {
    const scope = createScope(fakeServices(), { theme: 'Neon' });
    expect(scope.getState($theme)).toBe('Default');
    expect(scope.getState($themeOverridden)).toBe(false);
    await allSettled(themeChosen, { scope, params: 'Retro' });
    expect(scope.getState($persisted).theme).toBe('Neon');
  });

  it('lists the generated design templates', () => {
    expect(designTemplates).toEqual(['Default', 'Coastal', 'Evergreen', 'HighContrast']);
  });
});

describe('feature flags (SPEC §4)', () => {
  it("are on when the token's customer is in the configured list", async () => {
    const scope = await loggedInScope();
    await allSettled(featureFlagListsConfigured, {
      scope,
      params: { pmbCustomers: ['GLOBEX', 'ACME'], docsCustomers: ['GLOBEX'] },
    });
    expect(scope.getState($pmbEnabled)).toBe(true);
    expect(scope.getState($docsEnabled)).toBe(false);
  });

  it("are on for everyone when the list's first entry is all", async () => {
    const scope = createScope();
    await allSettled(featureFlagListsConfigured, {
      scope,
      params: { pmbCustomers: ['all'], docsCustomers: ['ACME', 'all'] },
    });
    expect(scope.getState($pmbEnabled)).toBe(true);
    expect(scope.getState($docsEnabled)).toBe(false);
  });

  it('are off before the lists are configured', async () => {
    const scope = await loggedInScope();
    expect(scope.getState($pmbEnabled)).toBe(false);
    expect(scope.getState($docsEnabled)).toBe(false);
  });
});

describe('roles (SPEC §6)', () => {
  it('come from the securities and the selected association', async () => {
    const scope = await loggedInScope();
    expect(scope.getState($isBoardMember)).toBe(true);
    expect(scope.getState($canManageDocuments)).toBe(true);
    expect(scope.getState($isArcChair)).toBe(false); // Cedar Ridge (103) is selected

    await allSettled(propertySelected, { scope, params: { accountNumber: 'MG-1001' } });
    expect(scope.getState($isArcChair)).toBe(true);
    await allSettled(propertySelected, { scope, params: { accountNumber: 'LT-2001' } });
    expect(scope.getState($isArcChair)).toBe(false);
  });

  it('are all off for a plain homeowner', async () => {
    const services = fakeServices();
    services.security.mockResolvedValue(
      security({ securities: [], boardAssociationIds: [], arcChairAssociationIds: [] }),
    );
    const scope = await loggedInScope(services);
    expect(scope.getState($isBoardMember)).toBe(false);
    expect(scope.getState($canManageDocuments)).toBe(false);
    expect(scope.getState($isArcChair)).toBe(false);
  });

  it('show mimic mode from the user', async () => {
    const services = fakeServices();
    services.user.mockImplementation((userId: number) => Promise.resolve(user(userId, true)));
    const scope = await loggedInScope(services);
    expect(scope.getState($isMimic)).toBe(true);
    await allSettled(loggedOut, { scope });
    expect(scope.getState($isMimic)).toBe(false);
  });
});

describe('payment data (SPEC §4 Payment data refresh)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads all four lists after the accounts, with the SPEC §7 filters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const services = fakeServices();
    const scope = await loggedInScope(services);

    const accountsAt = services.calls.indexOf('accounts');
    for (const kind of [
      'autoDraftEnrollments',
      'paymentMethods',
      'recurringPayments',
      'futurePayments',
    ]) {
      expect(services.calls.indexOf(kind)).toBeGreaterThan(accountsAt);
    }
    expect(services.autoDraftEnrollments).toHaveBeenCalledWith({ portalEnabled: true });
    expect(services.futurePayments).toHaveBeenCalledWith({
      processed: false,
      scheduledDateAfter: '2026-03-01T12:00:00.000Z',
    });
    expect(scope.getState($autoDraftEnrollments)).toEqual([autoDraftEnrollment]);
    expect(scope.getState($paymentMethods)).toEqual([paymentMethod]);
    expect(scope.getState($recurringPayments)).toEqual([recurringPayment]);
    expect(scope.getState($futurePayments)).toEqual([futurePayment]);
  });

  it('reloads all four on request', async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    services.calls.length = 0;
    await allSettled(paymentDataRefreshRequested, { scope, params: 'all' });
    expect([...services.calls].sort()).toEqual([
      'autoDraftEnrollments',
      'futurePayments',
      'paymentMethods',
      'recurringPayments',
    ]);
  });

  it.each([
    'autoDraftEnrollments',
    'paymentMethods',
    'recurringPayments',
    'futurePayments',
  ] as const)('reloads only %s when asked', async (kind) => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    services.calls.length = 0;
    await allSettled(paymentDataRefreshRequested, { scope, params: kind });
    expect(services.calls).toEqual([kind]);
  });

  it('replaces a list with the reloaded one', async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    const second = { ...paymentMethod, id: 2, last4: '1111', isDefault: false };
    services.paymentMethods.mockResolvedValue([paymentMethod, second]);
    await allSettled(paymentDataRefreshRequested, { scope, params: 'paymentMethods' });
    expect(scope.getState($paymentMethods)).toEqual([paymentMethod, second]);
  });

  it('loads nothing while logged out', async () => {
    const services = fakeServices();
    const scope = createScope(services);
    await allSettled(paymentDataRefreshRequested, { scope, params: 'all' });
    expect(services.calls).toEqual([]);
  });

  it('only logs a failed list', async () => {
    const services = fakeServices();
    const scope = await loggedInScope(services);
    services.recurringPayments.mockRejectedValue(
      new ApiError({
        service: 'connectPayments',
        path: '/RecurringPayment',
        status: 500,
        problem: null,
      }),
    );
    await allSettled(paymentDataRefreshRequested, { scope, params: 'recurringPayments' });
    expect(scope.getState($recurringPayments)).toEqual([recurringPayment]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('the recurring payments'),
      'ApiError 500 from connectPayments',
    );
  });
});

describe('grid column state (SPEC §3)', () => {
  it('is saved and reset per grid id', async () => {
    const scope = createScope();
    await allSettled(gridColumnStateSaved, { scope, params: { gridId: 'a', columnState: [1] } });
    await allSettled(gridColumnStateSaved, { scope, params: { gridId: 'b', columnState: [2] } });
    expect(scope.getState($gridsColumnState)).toEqual({ a: [1], b: [2] });
    await allSettled(gridColumnStateReset, { scope, params: 'a' });
    expect(scope.getState($gridsColumnState)).toEqual({ b: [2] });
  });
});

describe('startSession (login, token link, single sign-on)', () => {
  // startSession works on the app's own (global) units, so the fakes go in as their handlers.
  const effects = [
    fetchUserFx,
    fetchPortalTokenFx,
    fetchSettingsFx,
    fetchSecurityFx,
    fetchAccountsFx,
    fetchAutoDraftEnrollmentsFx,
    fetchPaymentMethodsFx,
    fetchRecurringPaymentsFx,
    fetchFuturePaymentsFx,
  ] as const;
  const realHandlers = effects.map((effect) => effect.use.getCurrent());
  afterEach(() => {
    loggedOut();
    effects.forEach((effect, index) => {
      (effect.use as (handler: unknown) => void)(realHandlers[index]);
    });
  });

  it('waits for its own load, not for a reload refresh running beside it', async () => {
    const services = fakeServices();
    const pendingUsers: Array<ReturnType<typeof deferred<User>>> = [];
    fetchUserFx.use(() => {
      const next = deferred<User>();
      pendingUsers.push(next);
      return next.promise;
    });
    fetchPortalTokenFx.use(services.portalToken);
    fetchSettingsFx.use(services.settings);
    fetchSecurityFx.use(services.security);
    fetchAccountsFx.use(services.accounts);
    fetchAutoDraftEnrollmentsFx.use(services.autoDraftEnrollments);
    fetchPaymentMethodsFx.use(services.paymentMethods);
    fetchRecurringPaymentsFx.use(services.recurringPayments);
    fetchFuturePaymentsFx.use(services.futurePayments);

    const first = startSession(TOKEN);
    pendingUsers[0]?.resolve(user(1001));
    expect(await first).toEqual({ userLoaded: true });

    // A token link opened while signed in: the reload refreshes the stored session while the
    // link signs in again; the refresh's settings and securities answer first.
    appStarted();
    let settled: { userLoaded: boolean } | null = null;
    void startSession(TOKEN).then((outcome) => {
      settled = outcome;
    });
    await flush();
    expect(settled).toBeNull();

    pendingUsers[1]?.resolve(user(1001));
    await flush();
    expect(settled).toBeNull();

    pendingUsers[2]?.resolve(user(1001));
    await flush();
    expect(settled).toEqual({ userLoaded: true });
  });

  it('says so when the user does not load', async () => {
    const services = fakeServices();
    fetchUserFx.use(() => Promise.reject(new Error('down')));
    fetchPortalTokenFx.use(services.portalToken);
    fetchSettingsFx.use(services.settings);
    fetchSecurityFx.use(services.security);
    expect(await startSession(TOKEN)).toEqual({ userLoaded: false });
  });
});
