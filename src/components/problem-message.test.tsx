import { cleanup, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../public/locales/en/common.json';
import errors from '../../public/locales/en/errors.json';
import { UnreadableAnswerError } from '@/lib/api/answer-check';
import { ApiError, type ProblemDetails } from '@/lib/api/api-error';
import { describeProblem } from '@/lib/api/problem';
import { englishI18n } from '@/testing/i18n';
import { ProblemMessage } from './problem-message';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n({ common, errors });
});
afterEach(cleanup);

const apiError = (status: number, problem: ProblemDetails | null) =>
  describeProblem(new ApiError({ status, problem, service: 'connectPayments', path: '/Account' }));

async function show(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory(),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.findByRole('alert');
}

describe('ProblemMessage', () => {
  it('is an empty alert until there is a problem, so the words are announced', async () => {
    const alert = await show(<ProblemMessage problem={null} />);
    expect(alert).toBeEmptyDOMElement();
  });

  it("says a refusal in the service's words with its Error ID", async () => {
    const alert = await show(
      <ProblemMessage
        problem={apiError(409, { detail: 'Already decided.', errorId: 'e-409' })}
        wording={{ ownWordsFor: ['conflict'] }}
      />,
    );
    expect(alert).toHaveTextContent('Already decided.');
    expect(alert).toHaveTextContent('Error ID: e-409');
  });

  it('gives PA037 the way to profile settings (SPEC §8)', async () => {
    await show(<ProblemMessage problem={apiError(400, { errorCode: 'PA037' })} />);
    expect(
      screen.getByText(/cannot log you into the payment provider without a primary email/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to profile settings' })).toHaveAttribute(
      'href',
      '/my/profile-settings',
    );
  });

  it('says the Error Code of a server failure where the toast is suppressed', async () => {
    const alert = await show(
      <ProblemMessage
        problem={apiError(503, { errorId: 'e-503' })}
        wording={{ withErrorCode: true }}
      />,
    );
    expect(alert).toHaveTextContent(
      'We have encountered an error and could not complete your request.',
    );
    expect(alert).toHaveTextContent('Error Code: FE001');
    expect(alert).toHaveTextContent('Error ID: e-503');
  });

  it('as a panel, says what could not be loaded, why an answer was unreadable, and offers the action', async () => {
    const alert = await show(
      <ProblemMessage
        variant="panel"
        text="Your requests could not be loaded."
        problem={describeProblem(new UnreadableAnswerError('listRequests', ['0.id'], 'u-7'))}
        action={<button type="button">Try Again</button>}
      />,
    );
    expect(alert).toHaveTextContent('Your requests could not be loaded.');
    expect(alert).toHaveTextContent('The service sent an answer this page cannot read.');
    expect(alert).toHaveTextContent('Error ID: u-7');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
