import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import board from '../../../../public/locales/en/board.json';
import errors from '../../../../public/locales/en/errors.json';
import { saveFile } from '@/lib/save-file';
import { ApiError } from '@/lib/api/api-error';
import { downloadReport, type BoardReport } from '../api/board-api';
import { ReportDownload } from './report-download';
import { sentence } from '@/testing/sentence';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));
vi.mock('../api/board-api', () => ({ downloadReport: vi.fn() }));

const report: BoardReport = {
  id: 16701,
  name: 'Balance sheet – October 2026',
  category: 'financial',
  format: 'pdf',
  generatedAt: '2026-11-08T06:00:00Z',
  status: 'ready',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['board', 'errors'],
    defaultNS: 'board',
    resources: { en: { board, errors } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  vi.mocked(downloadReport).mockReset();
  vi.mocked(saveFile).mockReset();
});
afterEach(cleanup);

const renderDownload = (value: BoardReport = report) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ReportDownload report={value} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('downloading a report', () => {
  it('asks once however often it is pressed, and saves the file under the report name', async () => {
    const user = userEvent.setup();
    let finish: (blob: Blob) => void = () => undefined;
    vi.mocked(downloadReport).mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    renderDownload();
    const button = screen.getByRole('button', { name: 'Download Balance sheet – October 2026' });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveTextContent('Downloading…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(downloadReport).toHaveBeenCalledTimes(1);
    expect(vi.mocked(downloadReport).mock.calls[0]?.[0]).toBe(report);
    const blob = new Blob(['%PDF']);
    finish(blob);
    expect(
      await screen.findByText(sentence('Saved as Balance-sheet-October-2026.pdf.')),
    ).toBeInTheDocument();
    expect(saveFile).toHaveBeenCalledWith(blob, 'Balance-sheet-October-2026.pdf');
  });

  it('says when the download failed, with the error id, and can be tried again', async () => {
    const user = userEvent.setup();
    vi.mocked(downloadReport)
      .mockRejectedValueOnce(
        new ApiError({
          service: 'actionItems',
          path: '/Board/Reports/16701',
          status: 500,
          problem: { errorId: 'err-7' },
        }),
      )
      .mockResolvedValueOnce(new Blob(['%PDF']));
    renderDownload();
    await user.click(screen.getByRole('button', { name: /^Download/ }));
    const alert = await screen.findByRole('alert');
    // The Error ID is a line of its own under the sentence.
    expect(alert).toHaveTextContent('The report could not be downloaded. Please try again.');
    expect(alert).toHaveTextContent('Error ID: err-7');
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Download/ }));
    expect(await screen.findByText(/Saved as/)).toBeInTheDocument();
    // The alert region stays, empty, for the next failure to be announced in.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('offers no download for a report that is not ready', () => {
    renderDownload({ ...report, status: 'generating' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Not ready yet')).toBeInTheDocument();
  });
});
