import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import type { HideablePage } from '@/entities/session/lib/offerings';
import type { OfferingsState } from '@/entities/session/queries';
import { englishI18n } from '@/testing/i18n';
import { capabilities, setCapabilities } from '@/lib/api/capabilities';
import { OfferedOutlet } from './offered-outlet';

const state = vi.hoisted((): { fullPath: string; offerings: OfferingsState } => ({
  fullPath: '/dashboard',
  offerings: { pmb: true, hidden: new Set(), settled: true },
}));
vi.mock('@tanstack/react-router', () => ({
  Outlet: () => <p>The page itself</p>,
  useMatches: ({ select }: { select: (matches: { fullPath: string }[]) => unknown }) =>
    select([{ fullPath: '/' }, { fullPath: state.fullPath }]),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('@/entities/session/queries', () => ({ useOfferings: () => state.offerings }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common });
});
afterEach(() => {
  cleanup();
  setCapabilities(capabilities);
  state.offerings = { pmb: true, hidden: new Set(), settled: true };
});

function at(fullPath: string, offerings: Partial<OfferingsState> = {}) {
  state.fullPath = fullPath;
  state.offerings = { ...state.offerings, ...offerings };
  render(
    <I18nextProvider i18n={i18n}>
      <OfferedOutlet />
    </I18nextProvider>,
  );
}
const hiding = (...pages: HideablePage[]) => ({ hidden: new Set(pages) });
const notOffered = () => screen.queryByRole('heading', { name: 'Not offered here', level: 1 });

describe('OfferedOutlet', () => {
  it('says a page is not offered when the deployment lacks its capability', () => {
    setCapabilities(capabilities.filter((c) => c !== 'faq'));
    at('/community/faq');
    expect(notOffered()).toBeInTheDocument();
    expect(screen.queryByText('The page itself')).toBeNull();
    cleanup();
    at('/community/help');
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });

  it('offers a page needing any of several capabilities while one is on', () => {
    setCapabilities(['reservations']);
    at('/community/new-request');
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    cleanup();
    setCapabilities([]);
    at('/community/new-request');
    expect(notOffered()).toBeInTheDocument();
  });

  it('shows every page when everything is offered', () => {
    at('/billing/');
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    expect(notOffered()).toBeNull();
  });

  it('says a payment screen is not offered without pmb, with the way back', () => {
    at('/billing/manage-account', { pmb: false });
    expect(notOffered()).toBeInTheDocument();
    expect(screen.queryByText('The page itself')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('keeps the ledger pages and the rest of the portal without pmb', () => {
    at('/billing/account-history', { pmb: false });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    cleanup();
    at('/community/faq', { pmb: false });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });

  it('says a page the association hides is not offered, and only that page', () => {
    at('/community/directory', hiding('directory'));
    expect(notOffered()).toBeInTheDocument();
    cleanup();
    at('/community/calendar', hiding('directory'));
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });

  it('waits for the settings before a page an association could hide, not before others', () => {
    at('/community/directory', { settled: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('The page itself')).toBeNull();
    cleanup();
    at('/my/profile-settings', { settled: false });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
    cleanup();
    // pmb alone decides: no wait for the settings.
    at('/billing/', { settled: false, pmb: false });
    expect(notOffered()).toBeInTheDocument();
  });
});
