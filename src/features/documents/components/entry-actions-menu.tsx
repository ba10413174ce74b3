import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { LibraryEntry } from '../api/documents-api';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded px-3 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-surface-muted';

/** The id of an entry's actions button: dialogs give focus back to it when they close. */
export function actionsButtonId(entry: Pick<LibraryEntry, 'kind' | 'id'>): string {
  return `documents-actions-${entry.kind}-${entry.id}`;
}

interface EntryActionsMenuProps {
  entry: LibraryEntry;
  onRename: (entry: LibraryEntry) => void;
  onDelete: (entry: LibraryEntry) => void;
  /** Documents only. */
  onDuplicate?: ((entry: LibraryEntry) => void) | undefined;
  duplicating?: boolean;
}

/** Rename, duplicate and delete for one folder or document (shown only to document managers). */
export function EntryActionsMenu({
  entry,
  onRename,
  onDelete,
  onDuplicate,
  duplicating = false,
}: EntryActionsMenuProps) {
  const { t } = useTranslation('documents');
  return (
    // Not modal: the rename and delete dialogs open from it and manage focus themselves.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={actionsButtonId(entry)}
        aria-label={t('actions.menu', { name: entry.name })}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-line bg-surface p-1 text-ink shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => onRename(entry)}>
            {t('actions.rename')}
          </DropdownMenu.Item>
          {onDuplicate ? (
            <DropdownMenu.Item
              className={itemClass}
              disabled={duplicating}
              onSelect={() => onDuplicate(entry)}
            >
              {duplicating ? t('actions.duplicating') : t('actions.duplicate')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={itemClass} onSelect={() => onDelete(entry)}>
            {t('actions.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
