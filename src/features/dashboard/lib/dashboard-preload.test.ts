import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsQueryOptions, type SubLedger } from '@/entities/account/api/account-queries';
import { autoDraftEnrollmentsQueryOptions } from '@/entities/payment-data/api/payment-data-queries';
import type { UserSecurity, UserSettings } from '@/entities/session/api/session-api';
import { securityQueryOptions, settingsQueryOptions } from '@/entities/session/api/session-queries';
import type { RouterSession } from '@/entities/session/router-session';
import { capabilities, setCapabilities } from '@/lib/api/capabilities';
import {
  announcementsQueryOptions,
  arcVotesQueryOptions,
  boardTasksQueryOptions,
  inboxQueryOptions,
  requestsQueryOptions,
  reservationsQueryOptions,
  upcomingChargesQueryOptions,
  violationsQueryOptions,
} from '../api/widget-queries';
import { startDashboardLoad } from './dashboard-preload';

// 2026-12-02 at noon Eastern: the business day the widgets count from.
const NOW = new Date('2026-12-02T17:00:00Z');
const TODAY = '2026-12-02';

const property = {
  propertyId: 11,
  ownerId: 21,
  accountNumber: 'A-11',
  associationId: 5,
  associationName: 'Maple Court',
  autoDraftType: 'off',
  address: {
    address1: '1 Maple',
    address2: '',
    city: 'Town',
    stateProvince: 'VA',
    postalCode: '1',
  },
} as const;

function settings(pages: UserSettings['pages'] = []): UserSettings {
  return {
    designTemplate: 'Default',
    logoUrl: '',
    bannerUrl: '',
    pages,
    associations: [
      {
        id: 5,
        name: 'Maple Court',
        logoUrl: '',
        bannerUrl: '',
        autoDraftType: 'off',
        properties: [{ ...property, address: { ...property.address } }],
      },
    ],
    customActions: [],
  };
}

const homeowner: UserSecurity = {
  securities: [],
  boardAssociationIds: [],
  arcChairAssociationIds: [],
  roles: ['homeowner'],
};

const account: SubLedger = {
  subLedgerId: 3001,
  ownerId: 21,
  propertyId: 11,
  accountNumber: 'A-11',
  associationId: 5,
  name: 'Assessments',
  ledgerType: 'none',
  balance: 0,
  isBlocked: false,
  portalEnabled: true,
  autoDraftEligible: true,
  autoDraftEnrolled: false,
};

const session = (patch: Partial<RouterSession> = {}): RouterSession => ({
  isLoggedIn: true,
  docsEnabled: true,
  pmbEnabled: true,
  selectedPropertyId: 11,
  selectedAssociationId: 5,
  ...patch,
});

/** A client whose session answers are in the cache; what the loader starts shows in its cache. */
function client(answers: { security?: UserSecurity; settings?: UserSettings } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(securityQueryOptions().queryKey, answers.security ?? homeowner);
  queryClient.setQueryData(settingsQueryOptions().queryKey, answers.settings ?? settings());
  queryClient.setQueryData(accountsQueryOptions().queryKey, [account]);
  const started = () =>
    new Set(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.queryHash),
    );
  return { queryClient, started };
}

const hashOf = (options: { queryKey: QueryKey }) => hashKey(options.queryKey);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startDashboardLoad', () => {
  beforeEach(() => {
    // Every request stays on its way: the test looks at what was started, not at answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts each widget's query for a homeowner, with the widgets' own keys", async () => {
    const { queryClient, started } = client();
    startDashboardLoad({ queryClient, session: session() }, {}, NOW);
    const expected = [
      inboxQueryOptions(),
      announcementsQueryOptions(5),
      violationsQueryOptions(5, 11),
      requestsQueryOptions(5, TODAY),
      reservationsQueryOptions(5, 21, TODAY),
      autoDraftEnrollmentsQueryOptions(),
      upcomingChargesQueryOptions([3001], TODAY),
    ].map(hashOf);
    await vi.waitFor(() => {
      for (const hash of expected) expect(started()).toContain(hash);
    });
    expect(started()).not.toContain(hashOf(boardTasksQueryOptions(5)));
    expect(started()).not.toContain(hashOf(arcVotesQueryOptions(5)));
  });

  it("starts the board widgets' queries for a board member, for the board's association", async () => {
    const { queryClient, started } = client({
      security: { ...homeowner, boardAssociationIds: [7] },
    });
    startDashboardLoad({ queryClient, session: session() }, {}, NOW);
    await vi.waitFor(() => {
      expect(started()).toContain(hashOf(boardTasksQueryOptions(7)));
      expect(started()).toContain(hashOf(arcVotesQueryOptions(7)));
    });
  });

  it('leaves out what the page will not show: billing, hidden requests', async () => {
    const { queryClient, started } = client({
      security: { ...homeowner, roles: ['nonHomeownerMember'] },
      settings: settings([
        { pageId: 1, associationId: 5, key: 'requests', title: 'Requests', visible: false },
      ]),
    });
    startDashboardLoad({ queryClient, session: session() }, {}, NOW);
    await vi.waitFor(() => expect(started()).toContain(hashOf(violationsQueryOptions(5, 11))));
    await settle();
    for (const options of [
      requestsQueryOptions(5, TODAY),
      reservationsQueryOptions(5, 21, TODAY),
      autoDraftEnrollmentsQueryOptions(),
      upcomingChargesQueryOptions([3001], TODAY),
    ])
      expect(started()).not.toContain(hashOf(options));
  });

  it('reads no widget of a capability the deployment does not offer', async () => {
    setCapabilities(capabilities.filter((c) => c !== 'announcements' && c !== 'violations'));
    try {
      const { queryClient, started } = client();
      startDashboardLoad({ queryClient, session: session() }, {}, NOW);
      await vi.waitFor(() => expect(started()).toContain(hashOf(requestsQueryOptions(5, TODAY))));
      await settle();
      expect(started()).not.toContain(hashOf(announcementsQueryOptions(5)));
      expect(started()).not.toContain(hashOf(violationsQueryOptions(5, 11)));
    } finally {
      setCapabilities(capabilities);
    }
  });

  it("leaves a linked account's property to the page, and does nothing when signed out", async () => {
    const linked = client();
    startDashboardLoad(
      { queryClient: linked.queryClient, session: session() },
      { account: 'B-2' },
      NOW,
    );
    await settle();
    expect(linked.started()).toContain(hashOf(inboxQueryOptions()));
    expect(linked.started()).not.toContain(hashOf(announcementsQueryOptions(5)));
    expect(linked.started()).not.toContain(hashOf(violationsQueryOptions(5, 11)));

    const signedOut = client();
    const before = signedOut.started().size;
    startDashboardLoad(
      { queryClient: signedOut.queryClient, session: session({ isLoggedIn: false }) },
      {},
      NOW,
    );
    await settle();
    expect(signedOut.started().size).toBe(before);
  });
});
