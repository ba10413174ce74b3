import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { useDownload } from '@/lib/api/use-download';
import { ProblemMessage } from '@/components/problem-message';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { downloadReport, type BoardReport } from '../api/board-api';
import { canDownload, reportFileName } from '../lib/report-file';
import { detailActionClass } from './board-detail-dialog';
import { isolate } from '@/lib/isolate';

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; problem: Problem };

/**
 * Downloads one report (`GET /Board/Reports/{id}`) and saves it under its name. One request at a
 * time however often it is pressed; progress, the saved file and a failure are said beside it.
 * A report that is not ready has no file yet, and says why.
 */
export function ReportDownload({ report }: { report: BoardReport }) {
  const { t } = useTranslation('board');
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const downloadReportFile = useDownload(downloadReport);
  useEffect(
    () => () => {
      inFlight.current?.abort();
    },
    [],
  );

  if (!canDownload(report)) {
    return <span className="text-sm text-ink-muted">{t(`reports.notReady.${report.status}`)}</span>;
  }

  const download = async () => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ phase: 'downloading' });
    try {
      const blob = await downloadReportFile(report, controller.signal);
      if (controller.signal.aborted) return;
      const fileName = reportFileName(report);
      saveFile(blob, fileName);
      setState({ phase: 'done', fileName });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: 'failed', problem: describeProblem(error) });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };
  const downloading = state.phase === 'downloading';

  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={detailActionClass}
        aria-disabled={downloading}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" className="size-4" />
        <span>{downloading ? t('reports.downloading') : t('reports.download')}</span>{' '}
        <span className="sr-only">{report.name}</span>
      </button>
      <span role="status" className="text-sm">
        {state.phase === 'done'
          ? isolate((v) => t('reports.saved', v), { fileName: state.fileName })
          : ''}
      </span>
      <ProblemMessage
        problem={state.phase === 'failed' ? state.problem : null}
        text={t('reports.failedDownload')}
      />
    </span>
  );
}
