import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../../public/locales/en/common.json';
import type { UserSettings } from '@/entities/session/api/session-api';
import { englishI18n } from '@/testing/i18n';
import { CustomActionPage } from './custom-action-page';

interface SettingsState {
  data?: Partial<UserSettings>;
  isError?: boolean;
  isFetching?: boolean;
  error?: unknown;
}
const settings = vi.hoisted((): { current: SettingsState; refetch: () => void } => ({
  current: {},
  refetch: vi.fn(),
}));
vi.mock('@/entities/session/queries', () => ({
  useSettings: () => ({
    isError: false,
    isFetching: false,
    error: null,
    ...settings.current,
    refetch: settings.refetch,
  }),
}));
vi.mock('@/lib/safe-html', () => ({
  SafeHtml: ({ html }: { html: string }) => <div>{html}</div>,
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common });
});
afterEach(() => {
  cleanup();
  settings.current = {};
  vi.mocked(settings.refetch).mockReset();
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <CustomActionPage legacyAction="pool" />
    </I18nextProvider>,
  );

describe('the custom action page', () => {
  it('says it is loading while the settings load', () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the settings could not be loaded, and Try Again asks again', async () => {
    settings.current = { isError: true, error: new Error('down') };
    renderPage();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your community settings could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(settings.refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the configured page once the settings have loaded', () => {
    settings.current = {
      data: {
        customActions: [
          {
            legacyAction: 'pool',
            kind: 'page',
            title: 'Pool rules',
            html: '<p>Open 9 to 5</p>',
            associationId: 101,
          },
        ],
      },
    };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pool rules' })).toBeInTheDocument();
  });

  it('keeps the loaded page when a later refetch fails', () => {
    settings.current = {
      isError: true,
      error: new Error('down'),
      data: { customActions: [] },
    };
    renderPage();
    expect(screen.getByText('Your association has not set up this page.')).toBeVisible();
    expect(screen.queryByText(/pool/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
