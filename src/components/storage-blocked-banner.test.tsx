import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../public/locales/en/common.json';
import { forgetStorageProbe } from '@/lib/storage-blocked';
import { englishI18n } from '@/testing/i18n';
import { StorageBlockedBanner } from './storage-blocked-banner';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common });
});
afterEach(() => {
  cleanup();
  forgetStorageProbe();
});

const banner = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <StorageBlockedBanner />
    </I18nextProvider>,
  );

describe('StorageBlockedBanner', () => {
  it('says so when the browser refuses the site’s storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    banner();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your browser is blocking this site’s storage (private browsing or a privacy setting): you stay signed in in this tab only, and reloading it signs you out.',
    );
  });

  it('says nothing when storage works', () => {
    banner();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
