import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteEntry, type LibraryEntry } from '../api/documents-api';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { useSingleFlight } from '@/lib/use-single-flight';
import { FailureMessage } from './failure-message';
import { isolate } from '@/lib/isolate';

interface DeleteDialogProps {
  associationId: number;
  entry: LibraryEntry;
  /** For a folder: what else goes with it. */
  contents?: { folders: number; documents: number } | undefined;
  onClose: (status?: ReactNode) => void;
  returnFocus: () => void;
}

/** The delete confirmation: says exactly what will be removed, and removes it only on "Delete". */
export function DeleteDialog({
  associationId,
  entry,
  contents,
  onClose,
  returnFocus,
}: DeleteDialogProps) {
  const { t } = useTranslation('documents');
  const remove = useDeleteEntry(associationId);
  const [failure, setFailure] = useState<Problem | null>(null);
  const flight = useSingleFlight();
  const pending = remove.isPending;

  const confirm = () => {
    if (flight.isBusy() || pending) return;
    setFailure(null);
    // Held after a success: the dialog closes.
    flight.mutate(
      remove,
      { entry },
      {
        onSuccess: () => onClose(isolate((v) => t('status.deleted', v), { name: entry.name })),
        onError: (error) => {
          const found = describeProblem(error);
          // Deleted by someone else meanwhile: what the user wanted has happened.
          if (found.kind === 'notFound')
            onClose(isolate((v) => t('status.alreadyDeleted', v), { name: entry.name }));
          else setFailure(found);
        },
      },
      { holdAfterSuccess: true },
    );
  };

  let body: ReactNode;
  if (entry.kind === 'document') {
    body = isolate((v) => t('deleteDialog.documentBody', v), { name: entry.name });
  } else if (!contents || contents.folders + contents.documents === 0) {
    body = isolate((v) => t('deleteDialog.emptyFolderBody', v), { name: entry.name });
  } else {
    const folders = t('folders.folderCount', { count: contents.folders });
    const documents = t('folders.documentCount', { count: contents.documents });
    body = isolate((v) => t('deleteDialog.folderBody', { ...v, folders, documents }), {
      name: entry.name,
    });
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        entry.kind === 'folder' ? t('deleteDialog.folderTitle') : t('deleteDialog.documentTitle')
      }
      description={body}
      cancelLabel={t('deleteDialog.cancel')}
      actionLabel={t('deleteDialog.confirm')}
      pendingLabel={t('deleteDialog.deleting')}
      actionVariant="danger"
      pending={pending}
      onAction={confirm}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <FailureMessage failure={failure} subject={entry.kind} />
    </ConfirmDialog>
  );
}
