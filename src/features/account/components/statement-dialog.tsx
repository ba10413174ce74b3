import { Download, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';
import { useDownload } from '@/lib/api/use-download';
import { isApiError } from '@/lib/api/api-error';
import {
  downloadStatement,
  type ExportLedgerFormat,
  type StatementDuration,
  type StatementType,
} from '../api/account-api';
import {
  DEFAULT_STATEMENT,
  isStatementDuration,
  isStatementFormat,
  isStatementType,
  STATEMENT_DURATIONS,
  STATEMENT_FORMATS,
  STATEMENT_TYPES,
  statementFileName,
} from '../lib/statement';

interface StatementDialogProps {
  subLedgerId: number;
  accountNumber: string;
}

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; errorId: string | undefined };

const selectClass = 'min-h-11 w-full rounded-md border border-line bg-surface px-3';

/**
 * Download statement: a duration and a statement type (and PDF or CSV), fetched from
 * `GET /Ledger/Export` as a file with a progress indicator. A failure is said in the dialog,
 * which stays open with the choices kept so the person can try again.
 */
export function StatementDialog({ subLedgerId, accountNumber }: StatementDialogProps) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<StatementDuration>(DEFAULT_STATEMENT.duration);
  const [statementType, setStatementType] = useState<StatementType>(
    DEFAULT_STATEMENT.statementType,
  );
  const [format, setFormat] = useState<ExportLedgerFormat>(DEFAULT_STATEMENT.format);
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const ids = { duration: useId(), type: useId(), format: useId(), progress: useId() };

  const stop = () => {
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => stop, []);

  const downloadStatementFile = useDownload(downloadStatement);
  const download = async (event: SyntheticEvent) => {
    event.preventDefault();
    // One request at a time, however often the button is pressed.
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ phase: 'downloading' });
    try {
      const blob = await downloadStatementFile(
        { subLedgerId, statementType, duration, format },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      const fileName = statementFileName({ accountNumber, statementType, duration, format });
      saveFile(blob, fileName);
      setState({ phase: 'done', fileName });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({
        phase: 'failed',
        errorId: isApiError(error) ? error.errorId : undefined,
      });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  const downloading = state.phase === 'downloading';
  const changed = () => {
    if (state.phase !== 'downloading') setState({ phase: 'idle' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          stop();
          setState({ phase: 'idle' });
        }
      }}
    >
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110">
        <Download aria-hidden="true" className="size-4" />
        {t('statement.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(30rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-semibold">{t('statement.title')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted"
              aria-label={t('statement.close')}
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-ink-muted">
            {t('statement.description', { accountNumber })}
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => void download(event)}
            className="mt-4 flex flex-col gap-4"
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.duration} className="text-sm font-medium">
                {t('statement.duration')}
              </label>
              <select
                id={ids.duration}
                className={selectClass}
                value={duration}
                disabled={downloading}
                onChange={(event) => {
                  if (isStatementDuration(event.target.value)) setDuration(event.target.value);
                  changed();
                }}
              >
                {STATEMENT_DURATIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`statement.durations.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.type} className="text-sm font-medium">
                {t('statement.type')}
              </label>
              <select
                id={ids.type}
                className={selectClass}
                value={statementType}
                disabled={downloading}
                onChange={(event) => {
                  if (isStatementType(event.target.value)) setStatementType(event.target.value);
                  changed();
                }}
              >
                {STATEMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`statement.types.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.format} className="text-sm font-medium">
                {t('statement.format')}
              </label>
              <select
                id={ids.format}
                className={selectClass}
                value={format}
                disabled={downloading}
                onChange={(event) => {
                  if (isStatementFormat(event.target.value)) setFormat(event.target.value);
                  changed();
                }}
              >
                {STATEMENT_FORMATS.map((value) => (
                  <option key={value} value={value}>
                    {t(`statement.formats.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            {downloading ? (
              <div role="status" className="flex flex-col gap-1">
                <label htmlFor={ids.progress} className="text-sm">
                  {t('statement.downloading')}
                </label>
                {/* Indeterminate: the service sends no length to measure against. */}
                <progress id={ids.progress} className="h-2 w-full accent-brand" />
              </div>
            ) : null}
            {state.phase === 'failed' ? (
              <div role="alert" className="rounded-md border border-danger p-3 text-danger">
                <p className="font-semibold">{t('statement.failed')}</p>
                {state.errorId ? (
                  <p className="text-sm">{t('statement.errorId', { errorId: state.errorId })}</p>
                ) : null}
              </div>
            ) : null}
            {state.phase === 'done' ? (
              <p role="status" className="rounded-md border border-success p-3">
                {t('statement.saved', { fileName: state.fileName })}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('statement.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" aria-disabled={downloading}>
                {downloading
                  ? t('statement.downloadingButton')
                  : state.phase === 'failed'
                    ? t('statement.retry')
                    : t('statement.download')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
