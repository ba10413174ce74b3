import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A link or button among a row's actions. */
export const detailActionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted';

/** One field of a row's details: its label and what it says. */
export type BoardDetail = readonly [label: string, value: ReactNode];

interface BoardDetailDialogProps {
  /** Closed when null. */
  title: string | null;
  description: string;
  details: readonly BoardDetail[];
  /** What the person can do with the row (a download, a link to the related item). */
  actions?: ReactNode;
  onClose: () => void;
  /** After closing: put the focus back where the dialog was opened from. */
  onClosed: () => void;
}

const isShown = (value: ReactNode) => value !== null && value !== undefined && value !== '';

/**
 * The details of the selected row as a modal dialog: a heading, every field as a description
 * list, and the row's actions. Focus moves in when it opens and back to the row when it closes.
 */
export function BoardDetailDialog({
  title,
  description,
  details,
  actions,
  onClose,
  onClosed,
}: BoardDetailDialogProps) {
  const { t } = useTranslation('board');
  return (
    <Dialog.Root
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          // Opened from a row button rather than a Dialog.Trigger, so Radix has nowhere to return.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(34rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="min-w-0 text-xl font-semibold break-words">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted"
              aria-label={t('detail.close')}
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-ink-muted">{description}</Dialog.Description>
          <dl className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {details
              .filter(([, value]) => isShown(value))
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-semibold">{label}</dt>
                  <dd className="min-w-0 break-words sm:mb-0">{value}</dd>
                </div>
              ))}
          </dl>
          {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
          <div className="mt-5 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('detail.done')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
