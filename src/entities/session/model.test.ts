// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { allSettled, createEvent, fork, type Scope } from 'effector';
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
  type MockInstance,
} from 'vitest';
import type { SubLedger } from '@/entities/account/api/account-queries';
import { jwt } from '@/testing/jwt';
import type { Property, User, UserSecurity, UserSettings } from './api/session-api';
import {
  $customer,
  $docsEnabled,
  $gridsColumnState,
  $isLoggedIn,
  $persisted,
  $pmbEnabled,
  $portalToken,
  $selectedAssociationId,
  $selectedPropertyId,
  $themeOverride,
  $token,
  $userId,
  appStarted,
  bindSessionToQueryClient,
  emptyPersistedSession,
  featureFlagListsConfigured,
  fetchPortalTokenFx,
  gridColumnStateReset,
  gridColumnStateSaved,
  loggedOut,
  parsePersistedSession,
  persistSession,
  propertySelected,
  sessionEnded,
  SESSION_STORAGE_KEY,
  storedSessionChanged,
  themeChosen,
  themeReset,
  tokenReceived,
  tokenRenewed,
  userChangedElsewhere,
  type PersistedSession,
  type SessionEndReason,
} from './model';

// The service calls behind the query options, replaced by fakes (no DOM, no network).
const services = vi.hoisted(() => ({
  user: vi.fn<(userId: number) => Promise<unknown>>(),
  settings: vi.fn<() => Promise<unknown>>(),
  security: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('./api/session-queries', () => ({
  userQueryOptions: (userId: number) => ({
    queryKey: [`users:/Users/${userId}`],
    queryFn: () => services.user(userId),
  }),
  settingsQueryOptions: () => ({ queryKey: ['users:/HomeSettings'], queryFn: services.settings }),
  securityQueryOptions: () => ({ queryKey: ['users:/Security'], queryFn: services.security }),
}));
// ---------------------------------------------------------------------------------------------
// Fixtures: the demo community (Jordan Rivera, user 1001, customer ACME).

const TOKEN = jwt({ UserId: '1001', Customer: 'ACME', exp: 4102444800 });
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

const EXPIRED_TOKEN = jwt({ UserId: '1001', Customer: 'ACME', exp: 1_000_000_000 });

let warn: MockInstance<typeof console.warn>;
let client: QueryClient;
let unbind: () => void = () => undefined;
let calls: string[];

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  calls = [];
  services.user.mockImplementation((userId) => {
    calls.push('user');
    return Promise.resolve(user(userId));
  });
  services.settings.mockImplementation(() => {
    calls.push('settings');
    return Promise.resolve(settings());
  });
  services.security.mockImplementation(() => {
    calls.push('security');
    return Promise.resolve(security());
  });
});
afterEach(() => {
  unbind();
  client.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function createScope(values: Partial<PersistedSession> = {}): Scope {
  const scope = fork({
    values: [[$persisted, { ...emptyPersistedSession, ...values }]],
    handlers: [
      [
        fetchPortalTokenFx,
        () => {
          calls.push('portalToken');
          return Promise.resolve(PORTAL_TOKEN);
        },
      ],
    ],
  });
  unbind = bindSessionToQueryClient(client, {
    scope,
    loadSessionData: (_client, load) =>
      calls.push(load === 'afterSignIn' ? 'after user' : 'beside user'),
  });
  return scope;
}

/** Lets the loads that run beside the awaited ones settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function signedIn(token = TOKEN): Promise<Scope> {
  const scope = createScope();
  await allSettled(tokenReceived, { scope, params: token });
  await settle();
  return scope;
}

function endReasons(): SessionEndReason[] {
  const reasons: SessionEndReason[] = [];
  const ended = sessionEnded.watch((reason) => reasons.push(reason));
  onTestFinished(() => ended.unsubscribe());
  return reasons;
}

describe('persisted session (SPEC §3)', () => {
  const stored: PersistedSession = {
    token: TOKEN,
    portalToken: PORTAL_TOKEN,
    selectedPropertyId: 2001,
    selectedAssociationId: 102,
    theme: 'Evergreen',
    gridsColumnState: { 'account-history': [{ colId: 'date', width: 120 }] },
  };

  it('accepts the six SPEC fields and drops anything else', () => {
    expect(parsePersistedSession(stored)).toEqual(stored);
    expect(parsePersistedSession({ ...stored, user: user(1001), accounts })).toEqual(stored);
  });

  it.each([
    ['a string', 'garbage'],
    ['null', null],
    ['an array', [stored]],
    ['an old wrapped value', { state: stored, version: 0 }],
    ['a missing field', { ...stored, gridsColumnState: undefined }],
    ['an empty token', { ...stored, token: '' }],
    ['a fractional property id', { ...stored, selectedPropertyId: 1.5 }],
  ])('rejects %s (read as logged out)', (_, raw) => {
    expect(parsePersistedSession(raw)).toBeNull();
  });

  describe('with local storage', () => {
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

    it('reads a corrupt value as logged out, with a warning that holds no token', async () => {
      storage.set(SESSION_STORAGE_KEY, '{"token":');
      const scope = createScope();
      await readInto(scope);
      expect(scope.getState($isLoggedIn)).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('starting logged out'));
    });

    it('reads a stored session without writing it back, then writes what changes', async () => {
      const stored = JSON.stringify({
        token: TOKEN,
        portalToken: null,
        selectedPropertyId: null,
        selectedAssociationId: null,
        theme: null,
        gridsColumnState: {},
      });
      storage.set(SESSION_STORAGE_KEY, stored);
      const setItem = vi.spyOn(localStorage, 'setItem');
      const scope = createScope();
      await readInto(scope);
      expect(scope.getState($token)).toBe(TOKEN);
      expect(setItem).not.toHaveBeenCalled();
      await allSettled(themeChosen, { scope, params: 'Coastal' });
      expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
        token: TOKEN,
        theme: 'Coastal',
      });
    });

    it('keeps working for this visit when storage refuses a write, with a warning', async () => {
      vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
        throw new Error('QuotaExceededError');
      });
      const scope = createScope();
      await readInto(scope);
      await allSettled(themeChosen, { scope, params: 'Coastal' });
      expect(scope.getState($themeOverride)).toBe('Coastal');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not save the session'));
    });

    it('writes exactly the SPEC fields: no user, settings or accounts reach storage', async () => {
      const scope = createScope();
      await readInto(scope);
      await allSettled(tokenReceived, { scope, params: TOKEN });
      await settle();
      expect(client.getQueryData(['users:/Users/1001'])).toEqual(user(1001));
      expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
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

describe('sign-in (SPEC §4 Session)', () => {
  it('loads the user, a portal token, the settings and securities into the cache; then what comes after the user', async () => {
    const scope = await signedIn();
    expect(scope.getState($userId)).toBe(1001);
    expect(scope.getState($customer)).toBe('ACME');
    expect(scope.getState($portalToken)).toBe(PORTAL_TOKEN);
    expect(client.getQueryData(['users:/Users/1001'])).toEqual(user(1001));
    expect(client.getQueryData(['users:/HomeSettings'])).toEqual(settings());
    expect(client.getQueryData(['users:/Security'])).toEqual(security());
    expect(calls.indexOf('after user')).toBeGreaterThan(calls.indexOf('user'));
    expect(calls.indexOf('after user')).toBeGreaterThan(calls.indexOf('portalToken'));
  });

  it('loads nothing after the user when the user fails, and only logs it', async () => {
    services.user.mockRejectedValue(new Error('down'));
    await signedIn();
    expect(calls).not.toContain('after user');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Could not load the user'),
      expect.any(String),
    );
  });

  it('starts from fresh requests: nothing cached for the previous person stays', async () => {
    const scope = await signedIn();
    client.setQueryData(['users:/Messages'], ['a message for 1001']);
    await allSettled(tokenReceived, { scope, params: OTHER_USER_TOKEN });
    await settle();
    expect(client.getQueryData(['users:/Messages'])).toBeUndefined();
    expect(client.getQueryData(['users:/Users/1001'])).toBeUndefined();
    expect(client.getQueryData(['users:/Users/2002'])).toEqual(user(2002));
    expect(scope.getState($userId)).toBe(2002);
  });

  it("forgets the previous person's selection when another person signs in", async () => {
    const scope = await signedIn();
    expect(scope.getState($selectedPropertyId)).toBe(2001);
    services.settings.mockReturnValue(new Promise(() => undefined));
    await allSettled(tokenReceived, { scope, params: OTHER_USER_TOKEN });
    expect(scope.getState($selectedPropertyId)).toBeNull();
  });

  it('ignores an empty token', async () => {
    const scope = createScope();
    await allSettled(tokenReceived, { scope, params: '' });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('a renewed token (login info changed)', () => {
  it("is taken for the same person, keeping the cache; another person's token is ignored", async () => {
    const scope = await signedIn();
    const renewed = jwt({ UserId: '1001', Customer: 'ACME', exp: 4102444800, v: 2 });
    await allSettled(tokenRenewed, { scope, params: renewed });
    expect(scope.getState($token)).toBe(renewed);
    expect(client.getQueryData(['users:/Users/1001'])).toEqual(user(1001));
    await allSettled(tokenRenewed, { scope, params: OTHER_USER_TOKEN });
    expect(scope.getState($token)).toBe(renewed);
  });
});

describe('the session ends (one path)', () => {
  it.each<SessionEndReason>(['loggedOut', 'unauthorized', 'sessionExpired', 'signedOutElsewhere'])(
    '%s clears the token, the selection and every cached answer',
    async (reason) => {
      const scope = await signedIn();
      await allSettled(sessionEnded, { scope, params: reason });
      expect(scope.getState($token)).toBeNull();
      expect(scope.getState($portalToken)).toBeNull();
      expect(scope.getState($selectedPropertyId)).toBeNull();
      expect(scope.getState($selectedAssociationId)).toBeNull();
      expect(client.getQueryCache().getAll()).toEqual([]);
    },
  );

  it('logout is the same path', async () => {
    const scope = await signedIn();
    await allSettled(loggedOut, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('drops an answer that arrives after the session ended', async () => {
    let answer: (value: unknown) => void = () => undefined;
    services.user.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const scope = createScope();
    void allSettled(tokenReceived, { scope, params: TOKEN });
    await settle();
    await allSettled(loggedOut, { scope });
    answer(user(1001));
    await settle();
    expect(client.getQueryData(['users:/Users/1001'])).toBeUndefined();
  });
});

describe('expiry', () => {
  it('a stored token past its exp means signed out at start, and nothing is loaded', async () => {
    const scope = createScope({ token: EXPIRED_TOKEN, portalToken: PORTAL_TOKEN });
    await allSettled(appStarted, { scope });
    await settle();
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($portalToken)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a stored token still valid is refreshed on reload (a portal token only when missing)', async () => {
    const scope = createScope({ token: TOKEN, portalToken: PORTAL_TOKEN });
    await allSettled(appStarted, { scope });
    await settle();
    expect(calls).toContain('user');
    expect(calls).not.toContain('portalToken');
    // SPEC §4: a reload refreshes the user and the accounts; nothing waits for the user.
    expect(calls.indexOf('beside user')).toBeLessThan(calls.indexOf('user'));
    expect(calls).not.toContain('after user');
  });

  it('an open session ends when exp arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const soon = jwt({ UserId: '1001', exp: Date.parse('2026-11-25T10:05:00Z') / 1000 });
    const scope = createScope();
    const reasons = endReasons();
    await allSettled(tokenReceived, { scope, params: soon });
    vi.advanceTimersByTime(4 * 60_000);
    expect(scope.getState($token)).toBe(soon);
    vi.advanceTimersByTime(60_000);
    await allSettled(scope);
    expect(scope.getState($token)).toBeNull();
    expect(reasons).toContain('sessionExpired');
  });

  it('a far-off exp does not end the session at once (timers cannot wait that long)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scope = createScope();
    await allSettled(tokenReceived, { scope, params: TOKEN });
    vi.advanceTimersByTime(1000);
    expect(scope.getState($token)).toBe(TOKEN);
  });
});

describe('another tab changed the stored session', () => {
  const storedAs = (token: string | null): PersistedSession => ({
    ...emptyPersistedSession,
    token,
  });

  it('a sign-out there ends this session', async () => {
    const scope = await signedIn();
    const reasons = endReasons();
    await allSettled(storedSessionChanged, { scope, params: null });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(reasons).toEqual(['signedOutElsewhere']);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('another person there asks this tab to start again', async () => {
    const scope = await signedIn();
    const changed = vi.fn();
    const watcher = userChangedElsewhere.watch(changed);
    await allSettled(storedSessionChanged, { scope, params: storedAs(OTHER_USER_TOKEN) });
    watcher.unsubscribe();
    expect(changed).toHaveBeenCalledOnce();
    expect(scope.getState($token)).toBe(TOKEN);
  });

  it("the same person's changes are taken over", async () => {
    const scope = await signedIn();
    await allSettled(storedSessionChanged, {
      scope,
      params: { ...storedAs(TOKEN), theme: 'Evergreen', selectedPropertyId: 2001 },
    });
    expect(scope.getState($themeOverride)).toBe('Evergreen');
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  it('a sign-in there loads the session here too', async () => {
    const scope = createScope();
    await allSettled(storedSessionChanged, { scope, params: storedAs(TOKEN) });
    await settle();
    expect(scope.getState($userId)).toBe(1001);
    expect(client.getQueryData(['users:/Users/1001'])).toEqual(user(1001));
  });
});

describe('property selection (SPEC §4)', () => {
  it('takes the first real property once the settings arrive; the association follows', async () => {
    // Sorted by association name: Lakeside Towers comes before Maple Grove.
    const scope = await signedIn();
    expect(scope.getState($selectedPropertyId)).toBe(2001);
    expect(scope.getState($selectedAssociationId)).toBe(102);
  });

  it('chooses the property matching an account number', async () => {
    const scope = await signedIn();
    await allSettled(propertySelected, { scope, params: { accountNumber: 'MG-1002' } });
    expect(scope.getState($selectedPropertyId)).toBe(1002);
    expect(scope.getState($selectedAssociationId)).toBe(101);
  });

  it('applies a selection asked for before the settings arrived', async () => {
    let answer: (value: unknown) => void = () => undefined;
    services.settings.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const scope = createScope();
    await allSettled(tokenReceived, { scope, params: TOKEN });
    await allSettled(propertySelected, { scope, params: { accountNumber: 'MG-1002' } });
    expect(scope.getState($selectedPropertyId)).toBeNull();
    answer(settings());
    await settle();
    expect(scope.getState($selectedPropertyId)).toBe(1002);
  });

  it('keeps the previous one when the settings load again', async () => {
    const scope = await signedIn();
    await allSettled(propertySelected, { scope, params: { propertyId: 1002 } });
    await client.refetchQueries({ queryKey: ['users:/HomeSettings'] });
    await settle();
    expect(scope.getState($selectedPropertyId)).toBe(1002);
  });
});

describe('client state', () => {
  it('theme: a known choice is kept, an unknown one ignored, and it can be reset', async () => {
    const scope = createScope();
    await allSettled(themeChosen, { scope, params: 'Evergreen' });
    expect(scope.getState($themeOverride)).toBe('Evergreen');
    await allSettled(themeChosen, { scope, params: 'NoSuchTheme' });
    expect(scope.getState($themeOverride)).toBe('Evergreen');
    await allSettled(themeReset, { scope });
    expect(scope.getState($themeOverride)).toBeNull();
  });

  it("feature flags follow the token's customer and the configured lists", async () => {
    const scope = createScope({ token: TOKEN });
    await allSettled(featureFlagListsConfigured, {
      scope,
      params: { pmbCustomers: ['ACME'], docsCustomers: ['OTHER'] },
    });
    expect(scope.getState($pmbEnabled)).toBe(true);
    expect(scope.getState($docsEnabled)).toBe(false);
  });

  it('grid column state is saved and reset per grid id', async () => {
    const scope = createScope();
    await allSettled(gridColumnStateSaved, { scope, params: { gridId: 'a', columnState: [1] } });
    await allSettled(gridColumnStateSaved, { scope, params: { gridId: 'b', columnState: [2] } });
    await allSettled(gridColumnStateReset, { scope, params: 'a' });
    expect(scope.getState($gridsColumnState)).toEqual({ b: [2] });
  });
});
