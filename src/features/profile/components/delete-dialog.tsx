import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Problem } from '@/lib/api/problem';
import { FailureMessage } from './feedback';

interface DeleteDialogProps {
  title: ReactNode;
  body: ReactNode;
  pending: boolean;
  failure: Problem | null;
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
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      description={body}
      cancelLabel={t('actions.cancel')}
      actionLabel={t('actions.delete')}
      pendingLabel={t('actions.deleting')}
      actionVariant="danger"
      pending={pending}
      onAction={onConfirm}
      // The section puts the focus where it belongs after the dialog.
      onCloseAutoFocus={(event) => event.preventDefault()}
    >
      <FailureMessage failure={failure} />
    </ConfirmDialog>
  );
}
