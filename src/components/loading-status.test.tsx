import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../public/locales/en/common.json';
import { englishI18n } from '@/testing/i18n';
import { LoadingStatus } from './loading-status';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common });
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
