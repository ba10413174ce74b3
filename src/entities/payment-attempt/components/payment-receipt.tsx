import { Download, Printer } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  receiptFileName,
  receiptLines,
  receiptText,
  type PaymentReceipt as Receipt,
} from '../lib/receipt';

/**
 * A payment's receipt: its lines, Print (the page's print stylesheet prints the `print-area`
 * around it alone, without the menus) and Download (a text file made here, nothing is fetched).
 * Put it inside the element marked `print-area`.
 */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('common');
  const lines = receiptLines(receipt, t, i18n.resolvedLanguage ?? 'en');
  const [saved, setSaved] = useState<string | null>(null);

  const download = () => {
    const fileName = receiptFileName(receipt.reference);
    // A byte-order mark, so every editor opens the accents and "US$" as UTF-8.
    const text = receiptText(t('receipt.title'), lines);
    saveFile(new Blob(['\uFEFF', text], { type: 'text/plain;charset=utf-8' }), fileName);
    setSaved(fileName);
  };

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
      </div>
      <p role="status" className="mt-2 text-sm text-ink-muted empty:hidden print:hidden">
        {saved ? t('receipt.saved', { fileName: saved }) : null}
      </p>
    </>
  );
}
