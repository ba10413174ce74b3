import { Folder } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentFolder, LibraryEntry } from '../api/documents-api';
import type { LibrarySearch } from '../lib/library-view';
import { EntryActionsMenu } from './entry-actions-menu';
import { FolderLink, type LibraryAddress } from './folder-link';

interface FolderListProps {
  headingId: string;
  folders: readonly DocumentFolder[];
  canManage: boolean;
  address: LibraryAddress;
  search: LibrarySearch;
  onRename: (entry: LibraryEntry) => void;
  onDelete: (entry: LibraryEntry) => void;
}

/** The folders directly inside the current one, each with what it holds. */
export function FolderList(props: FolderListProps) {
  const { folders, canManage, address, search } = props;
  const { t } = useTranslation('documents');
  return (
    <ul aria-labelledby={props.headingId} className="flex flex-col">
      {folders.map((folder) => {
        const entry: LibraryEntry = { kind: 'folder', id: folder.id, name: folder.name };
        return (
          <li
            key={folder.id}
            className="flex items-center gap-2 border-b border-line py-1 first:border-t"
          >
            <Folder aria-hidden="true" className="size-5 shrink-0 text-brand" />
            <div className="min-w-0 flex-1">
              <FolderLink
                address={address}
                folderId={folder.id}
                search={search}
                className="inline-flex min-h-11 items-center font-medium text-brand underline [overflow-wrap:anywhere]"
              >
                {folder.name}
              </FolderLink>
              <p className="text-sm text-ink-muted">
                {t('folders.folderCount', { count: folder.childFolderCount })} ·{' '}
                {t('folders.documentCount', { count: folder.documentCount })}
              </p>
            </div>
            {canManage ? (
              <EntryActionsMenu entry={entry} onRename={props.onRename} onDelete={props.onDelete} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
