import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../public/locales/en/common.json';
import profile from '../../../../public/locales/en/profile.json';
import { userQueryOptions } from '@/entities/session/api/session-queries';
import type { HomeownerProfile, LoginUpdateResponse } from '../api/profile-api';
import type { LoginFormData } from '../lib/login-form';
import { LoginSection } from './login-section';

// The form itself (rjsf) has its own tests: here a stub submits what the test says was entered.
const mocks = vi.hoisted(() => {
  const entered: { current: LoginFormData } = { current: {} };
  const calls: string[] = [];
  return {
    entered,
    calls,
    tokenRenewed: vi.fn<(token: string) => void>(),
    updateLogin: vi.fn<(request: unknown) => Promise<LoginUpdateResponse>>(),
    changePassword: vi.fn<(request: unknown) => Promise<undefined>>(),
    mimic: { active: false, by: null as string | null },
  };
});
vi.mock('@/components/schema-form', () => ({
  formSchema: (json: unknown) => json,
  formUiSchema: (json: unknown) => json,
  SchemaForm: ({
    onSubmit,
    submitLabel,
    submitDisabled,
    submitDescribedBy,
    children,
  }: {
    onSubmit: (data: LoginFormData) => void;
    submitLabel: string;
    submitDisabled?: boolean;
    submitDescribedBy?: string;
    children: ReactNode;
  }) => (
    <div>
      <button
        type="button"
        disabled={submitDisabled}
        aria-describedby={submitDescribedBy}
        onClick={() => onSubmit(mocks.entered.current)}
      >
        {submitLabel}
      </button>
      {children}
    </div>
  ),
}));
vi.mock('@/entities/session/model', () => ({ tokenRenewed: mocks.tokenRenewed }));
vi.mock('@/entities/session/queries', () => ({
  useMimic: () => mocks.mimic,
  useCurrentUser: () => ({ data: undefined }),
}));
vi.mock('../api/profile-api', () => ({
  useUpdateCachedProfile: () => () => undefined,
  useUpdateLoginInfo: () => ({ mutateAsync: mocks.updateLogin }),
  useChangePassword: () => ({ mutateAsync: mocks.changePassword }),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['profile', 'common'],
    defaultNS: 'common',
    resources: { en: { profile, common } },
    interpolation: { escapeValue: false },
  });
});

const jordan: HomeownerProfile = {
  homeownerId: 1001,
  firstName: 'Jordan',
  lastName: 'Rivera',
  name: 'Jordan Rivera',
  userName: 'jordan.rivera',
  email: 'jordan.rivera@example.com',
  contacts: [],
  addresses: [],
};
const NEW_TOKEN = 'new.user.token';

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  mocks.calls.length = 0;
  mocks.mimic = { active: false, by: null };
  mocks.tokenRenewed.mockImplementation(() => {
    mocks.calls.push('tokenRenewed');
  });
  mocks.changePassword.mockImplementation(() => {
    mocks.calls.push('changePassword');
    return Promise.resolve(undefined);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderSection = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LoginSection homeownerId={1001} profile={jordan} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

const saved = (extra: Partial<LoginUpdateResponse> = {}): LoginUpdateResponse => ({
  userId: 1001,
  userName: 'jrivera',
  email: jordan.email,
  ...extra,
});

describe('the login info section', () => {
  it('takes the new token a new user name comes with, before changing the password', async () => {
    mocks.updateLogin.mockResolvedValue(saved({ token: NEW_TOKEN }));
    mocks.entered.current = {
      email: jordan.email,
      userName: 'jrivera',
      newPassword: 'secret1',
      confirmPassword: 'secret1',
      currentPassword: 'old-secret',
    };
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderSection();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save login info' }));

    await waitFor(() =>
      expect(screen.getByText(/Your password was changed\./)).toBeInTheDocument(),
    );
    expect(mocks.tokenRenewed).toHaveBeenCalledExactlyOnceWith(NEW_TOKEN);
    // The password change goes with the new token.
    expect(mocks.calls).toEqual(['tokenRenewed', 'changePassword']);
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({
      queryKey: userQueryOptions(1001).queryKey,
    });
  });

  it('reloads the user when the login info changed without a new token', async () => {
    mocks.updateLogin.mockResolvedValue(
      saved({ userName: jordan.userName, email: 'j@example.com' }),
    );
    mocks.entered.current = {
      email: 'j@example.com',
      userName: jordan.userName,
      currentPassword: 'old-secret',
    };
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderSection();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save login info' }));

    await waitFor(() =>
      expect(screen.getByText('Your login email and user name were saved.')).toBeInTheDocument(),
    );
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({
      queryKey: userQueryOptions(1001).queryKey,
    });
    expect(mocks.tokenRenewed).not.toHaveBeenCalled();
    expect(mocks.changePassword).not.toHaveBeenCalled();
  });

  it('cannot be saved while a staff member mimics the homeowner, and says why', async () => {
    mocks.mimic = { active: true, by: 'Alex Morgan' };
    mocks.entered.current = { email: 'j@example.com', userName: jordan.userName };
    renderSection();
    const save = screen.getByRole('button', { name: 'Save login info' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(common.mimic.notWhileMimicking);
    await userEvent.setup().click(save);
    expect(mocks.updateLogin).not.toHaveBeenCalled();
  });

  it('says no mimic reason and can be saved outside mimic mode', () => {
    renderSection();
    expect(screen.getByRole('button', { name: 'Save login info' })).toBeEnabled();
    expect(screen.queryByText(common.mimic.notWhileMimicking)).not.toBeInTheDocument();
  });
});
