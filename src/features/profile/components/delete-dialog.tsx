import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ServiceFailure } from '../lib/service-errors';
import { FailureMessage } from './feedback';

interface DeleteDialogProps {
  title: string;
  body: string;
  pending: boolean;
  failure: ServiceFailure | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirmation: says what goes, and deletes only on "Delete". */
export function DeleteDialog({
  title,
  body,
  pending,
  failure,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl"
          onCloseAutoFocus={(event) => {
            // The section puts the focus where it belongs after the dialog.
            event.preventDefault();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 [overflow-wrap:anywhere]">
            {body}
          </AlertDialog.Description>
          <div className="mt-3">
            <FailureMessage failure={failure} />
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {t('actions.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('actions.deleting') : t('actions.delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
