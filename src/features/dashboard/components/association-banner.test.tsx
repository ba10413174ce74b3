import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsAssociation, UserSettings } from '@/entities/session/api/session-api';
import { AssociationBanner } from './association-banner';

interface State {
  settings: { data?: Pick<UserSettings, 'bannerUrl'>; isPending: boolean };
  association: Pick<SettingsAssociation, 'bannerUrl'> | null;
}
const state = vi.hoisted((): { current: State } => ({
  current: { settings: { isPending: true }, association: null },
}));
vi.mock('@/entities/session/queries', () => ({
  useSettings: () => state.current.settings,
  useSelectedAssociation: () => state.current.association,
}));

const COMPANY = 'https://cdn.courtyard.example/customers/DEMO/banner.jpg';
const MAPLE = 'https://cdn.courtyard.example/associations/101/banner.jpg';
const loaded = (association: State['association'], bannerUrl = COMPANY) => {
  state.current = { settings: { data: { bannerUrl }, isPending: false }, association };
};

afterEach(() => {
  cleanup();
  state.current = { settings: { isPending: true }, association: null };
});

// The banner is decorative (alt=""): its role is presentation, not img.
const banner = () => screen.queryByRole('presentation');

describe('the association banner', () => {
  it('holds its room while the settings load', () => {
    const { container } = render(<AssociationBanner />);
    expect(banner()).toBeNull();
    expect(container.firstElementChild).toHaveClass('h-24');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the selected association's banner, decorative", () => {
    loaded({ bannerUrl: MAPLE });
    render(<AssociationBanner />);
    expect(banner()).toHaveAttribute('src', MAPLE);
    expect(banner()).toHaveAttribute('alt', '');
  });

  it("falls back to the company's banner when the association's is not an https address", () => {
    loaded({ bannerUrl: 'javascript:alert(1)' });
    render(<AssociationBanner />);
    expect(banner()).toHaveAttribute('src', COMPANY);
    cleanup();
    loaded(null);
    render(<AssociationBanner />);
    expect(banner()).toHaveAttribute('src', COMPANY);
  });

  it('shows nothing without an https banner, or when the settings failed', () => {
    loaded({ bannerUrl: 'http://cdn.courtyard.example/banner.jpg' }, 'data:image/png;base64,AA');
    const { container } = render(<AssociationBanner />);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    state.current = { settings: { isPending: false }, association: null };
    expect(render(<AssociationBanner />).container).toBeEmptyDOMElement();
  });

  it('leaves no band and no broken image when the image fails', () => {
    loaded({ bannerUrl: MAPLE });
    const { container } = render(<AssociationBanner />);
    const image = banner();
    if (!image) throw new Error('no banner');
    expect(container.firstElementChild).toHaveClass('h-24');
    fireEvent.error(image);
    expect(container).toBeEmptyDOMElement();
  });
});
