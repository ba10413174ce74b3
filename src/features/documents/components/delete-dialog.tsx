import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDeleteEntry, type LibraryEntry } from '../api/documents-api';
import { describeFailure, type Failure } from '../lib/failures';
import { FailureMessage } from './failure-message';

interface DeleteDialogProps {
  associationId: number;
  entry: LibraryEntry;
  /** For a folder: what else goes with it. */
  contents?: { folders: number; documents: number } | undefined;
  onClose: (status?: string) => void;
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
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = useRef(false);
  const pending = remove.isPending;

  const confirm = () => {
    if (busy.current || pending) return;
    busy.current = true;
    setFailure(null);
    remove.mutate(
      { entry },
      {
        onSuccess: () => onClose(t('status.deleted', { name: entry.name })),
        onError: (error) => {
          busy.current = false;
          const found = describeFailure(error);
          // Deleted by someone else meanwhile: what the user wanted has happened.
          if (found.kind === 'gone') onClose(t('status.alreadyDeleted', { name: entry.name }));
          else setFailure(found);
        },
      },
    );
  };

  let body: string;
  if (entry.kind === 'document') {
    body = t('deleteDialog.documentBody', { name: entry.name });
  } else if (!contents || contents.folders + contents.documents === 0) {
    body = t('deleteDialog.emptyFolderBody', { name: entry.name });
  } else {
    body = t('deleteDialog.folderBody', {
      name: entry.name,
      folders: t('folders.folderCount', { count: contents.folders }),
      documents: t('folders.documentCount', { count: contents.documents }),
    });
  }

  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {entry.kind === 'folder'
              ? t('deleteDialog.folderTitle')
              : t('deleteDialog.documentTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 [overflow-wrap:anywhere]">
            {body}
          </AlertDialog.Description>
          <div className="mt-3">
            <FailureMessage failure={failure} subject={entry.kind} />
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {t('deleteDialog.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={pending} aria-disabled={pending}>
              {pending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
