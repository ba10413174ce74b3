import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../public/locales/en/common.json';
import errors from '../../public/locales/en/errors.json';
import { UnreadableAnswerError } from '@/lib/api/answer-check';
import { ApiError } from '@/lib/api/api-error';
import { englishI18n } from '@/testing/i18n';
import { LoadError } from './load-error';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common, errors });
});
afterEach(cleanup);

function show(error: unknown) {
  render(
    <I18nextProvider i18n={i18n}>
      <LoadError
        message="Your account history could not be loaded."
        error={error}
        onRetry={() => undefined}
        retrying={false}
      />
    </I18nextProvider>,
  );
  return screen.getByRole('alert');
}

describe('LoadError', () => {
  it('says an answer broke its contract, with the Error ID the log line carries', () => {
    const alert = show(new UnreadableAnswerError('listLedgerEntries', ['0.amount'], 'a1b2c3d4'));
    expect(alert).toHaveTextContent('Your account history could not be loaded.');
    expect(alert).toHaveTextContent('The service sent an answer this page cannot read.');
    expect(alert).toHaveTextContent('Error ID: a1b2c3d4');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it("shows a service failure's own Error ID, without the unreadable sentence", () => {
    const alert = show(
      new ApiError({
        service: 'connectPayments',
        path: '/Ledger',
        status: 500,
        problem: { errorId: 'srv-42' },
      }),
    );
    expect(alert).toHaveTextContent('Error ID: srv-42');
    expect(alert).not.toHaveTextContent('cannot read');
  });
});
