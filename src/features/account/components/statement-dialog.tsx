import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useDownload } from '@/lib/api/use-download';
import { ProblemMessage } from '@/components/problem-message';
import { describeProblem, type Problem } from '@/lib/api/problem';
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
import { isolate } from '@/lib/isolate';

interface StatementDialogProps {
  subLedgerId: number;
  accountNumber: string;
}

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; problem: Problem };

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
  const progressId = useId();

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
      setState({ phase: 'failed', problem: describeProblem(error) });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  const downloading = state.phase === 'downloading';
  const changed = () => {
    if (state.phase !== 'downloading') setState({ phase: 'idle' });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          stop();
          setState({ phase: 'idle' });
        }
      }}
    >
      <DialogTrigger className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110">
        <Download aria-hidden="true" className="size-4" />
        {t('statement.open')}
      </DialogTrigger>
      <DialogContent
        shape="lg"
        title={t('statement.title')}
        description={t('statement.description', { accountNumber })}
        closeLabel={t('statement.close')}
      >
        <form
          noValidate
          onSubmit={(event) => void download(event)}
          className="mt-4 flex flex-col gap-4"
        >
          <SelectField
            label={t('statement.duration')}
            selectClassName="w-full"
            value={duration}
            disabled={downloading}
            options={STATEMENT_DURATIONS.map((value) => ({
              value,
              label: t(`statement.durations.${value}`),
            }))}
            onChange={(value) => {
              if (isStatementDuration(value)) setDuration(value);
              changed();
            }}
          />
          <SelectField
            label={t('statement.type')}
            selectClassName="w-full"
            value={statementType}
            disabled={downloading}
            options={STATEMENT_TYPES.map((value) => ({
              value,
              label: t(`statement.types.${value}`),
            }))}
            onChange={(value) => {
              if (isStatementType(value)) setStatementType(value);
              changed();
            }}
          />
          <SelectField
            label={t('statement.format')}
            selectClassName="w-full"
            value={format}
            disabled={downloading}
            options={STATEMENT_FORMATS.map((value) => ({
              value,
              label: t(`statement.formats.${value}`),
            }))}
            onChange={(value) => {
              if (isStatementFormat(value)) setFormat(value);
              changed();
            }}
          />
          {downloading ? (
            <div role="status" className="flex flex-col gap-1">
              <label htmlFor={progressId} className="text-sm">
                {t('statement.downloading')}
              </label>
              {/* Indeterminate: the service sends no length to measure against. */}
              <progress id={progressId} className="h-2 w-full accent-brand" />
            </div>
          ) : null}
          <ProblemMessage
            problem={state.phase === 'failed' ? state.problem : null}
            text={t('statement.failed')}
          />
          {state.phase === 'done' ? (
            <p role="status" className="rounded-md border border-success p-3">
              {isolate((v) => t('statement.saved', v), { fileName: state.fileName })}
            </p>
          ) : null}
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t('statement.cancel')}</Button>
            </DialogClose>
            <Button type="submit" aria-disabled={downloading}>
              {downloading
                ? t('statement.downloadingButton')
                : state.phase === 'failed'
                  ? t('statement.retry')
                  : t('statement.download')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
