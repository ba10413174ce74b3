import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../public/locales/en/common.json';
import { LoadingStatus } from './loading-status';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

function renderStatus() {
  render(
    <I18nextProvider i18n={i18n}>
      <LoadingStatus>Loading your requests…</LoadingStatus>
    </I18nextProvider>,
  );
}

describe('LoadingStatus', () => {
  it('says what it loads while there is a connection', () => {
    renderStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your requests…');
  });

  it('says it waits for the connection while offline, and loads again when it is back', () => {
    onlineManager.setOnline(false);
    renderStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the connection…');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your requests…');
  });
});
