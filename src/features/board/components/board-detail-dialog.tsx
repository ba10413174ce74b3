import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DescriptionList, type DescriptionItem } from '@/components/ui/description-list';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@/components/ui/dialog';

/** A link or button among a row's actions. */
export const detailActionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted';

/** One field of a row's details: its label and what it says. */
export type BoardDetail = DescriptionItem;

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
    <Dialog
      open={title !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        shape="lg"
        title={title}
        description={description}
        closeLabel={t('detail.close')}
        // Opened from a row button rather than a trigger, so Radix has nowhere to return.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DescriptionList className="mt-4" items={details} />
        {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
        <DialogActions className="mt-5">
          <DialogClose asChild>
            <Button variant="secondary">{t('detail.done')}</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
