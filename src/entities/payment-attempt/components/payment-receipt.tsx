import { Download, FileText, Printer } from 'lucide-react';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { useSingleFlight } from '@/lib/use-single-flight';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  receiptFileName,
  receiptLines,
  receiptText,
  type PaymentReceipt as Receipt,
} from '../lib/receipt';
import { receiptPdfBytes } from '../lib/receipt-pdf';
import { isolate } from '@/lib/isolate';

/**
 * A payment's receipt: its lines, Print (the page's print stylesheet prints the `print-area`
 * around it alone, without the menus), Download (a text file made here, nothing is fetched) and
 * Download PDF (made here too, with a library loaded on that press). Put it inside the element
 * marked `print-area`.
 */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const lines = receiptLines(receipt, t, language);
  const [saved, setSaved] = useState<string | null>(null);
  const [pdf, setPdf] = useState<'idle' | 'building' | 'failed'>('idle');
  // One PDF per press, before the disabled state has rendered.
  const flight = useSingleFlight();
  const pdfButton = useRef<HTMLButtonElement>(null);

  const download = () => {
    const fileName = receiptFileName(receipt.reference);
    // A byte-order mark, so every editor opens the accents and "US$" as UTF-8.
    const text = receiptText(t('receipt.title'), lines);
    saveFile(new Blob(['\uFEFF', text], { type: 'text/plain;charset=utf-8' }), fileName);
    setSaved(fileName);
  };

  const downloadPdf = () =>
    flight.run(async () => {
      setPdf('building');
      const fileName = receiptFileName(receipt.reference, 'pdf');
      try {
        const bytes = await receiptPdfBytes({
          title: t('receipt.title'),
          documentTitle: t('receipt.pdfDocumentTitle', { reference: receipt.reference }),
          language,
          lines,
        });
        saveFile(new Blob([bytes], { type: 'application/pdf' }), fileName);
        setSaved(fileName);
        setPdf('idle');
      } catch {
        // The library's chunk did not load (offline, a new deployment): said here, with a retry.
        setPdf('failed');
      }
    });

  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {lines.map((line) => (
          <Fragment key={line.id}>
            <dt>{line.label}</dt>
            <dd
              className={cn(
                'break-words',
                (line.id === 'total' || line.id === 'reference') && 'font-semibold',
              )}
            >
              {line.value}
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('receipt.print')}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {t('receipt.download')}
        </Button>
        <Button
          ref={pdfButton}
          variant="secondary"
          className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          // Focusable while it builds (aria-disabled, not disabled): focus stays on the button,
          // which says what it is doing.
          aria-disabled={pdf === 'building' || undefined}
          onClick={() => void downloadPdf()}
        >
          <FileText aria-hidden="true" className="size-4" />
          {pdf === 'building' ? t('receipt.preparingPdf') : t('receipt.downloadPdf')}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-muted empty:hidden print:hidden">
        {pdf === 'building'
          ? t('receipt.preparingPdf')
          : saved
            ? isolate((v) => t('receipt.saved', v), { fileName: saved })
            : null}
      </p>
      {pdf === 'failed' ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 print:hidden">
          <p className="text-sm text-danger">{t('receipt.pdfFailed')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              // The retry goes, and focus with it, to the button that now says it is preparing.
              pdfButton.current?.focus();
              void downloadPdf();
            }}
          >
            {t('receipt.pdfRetry')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
