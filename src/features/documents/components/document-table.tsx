import { Link } from '@tanstack/react-router';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMemo, type AriaAttributes } from 'react';
import type { AssociationDocument, LibraryEntry } from '../api/documents-api';
import { displayKind, typeLabel } from '../lib/display-kind';
import { formatFileSize } from '@/lib/file-size';
import type { FolderLike } from '../lib/folder-tree';
import type { DocumentSort, LibrarySearch } from '../lib/library-view';
import { EntryActionsMenu } from './entry-actions-menu';
import { FolderLink, type LibraryAddress } from './folder-link';
import { useVisibleRows } from './use-visible-rows';

export interface DocumentRow {
  document: AssociationDocument;
  /** The folders holding the document, root first; shown when the table has a folder column. */
  path?: readonly Pick<FolderLike, 'id' | 'name'>[];
}

interface DocumentTableProps {
  caption: string;
  associationId: number;
  rows: readonly DocumentRow[];
  showFolder: boolean;
  sort: DocumentSort;
  canManage: boolean;
  address: LibraryAddress;
  search: LibrarySearch;
  downloadingId: number | null;
  duplicatingId: number | null;
  onDownload: (document: AssociationDocument) => void;
  onRename: (entry: LibraryEntry) => void;
  onDuplicate: (entry: LibraryEntry) => void;
  onDelete: (entry: LibraryEntry) => void;
}

function ariaSort(
  column: 'name' | 'modifiedAt' | 'size',
  sort: DocumentSort,
): AriaAttributes['aria-sort'] {
  if (sort === column) return 'ascending';
  if (sort === `-${column}`) return 'descending';
  return undefined;
}

// Columns that need room are shown when the table's container is wide enough; below that the
// type, size, date and folder are summed up under the name.
const wide = 'hidden @2xl:table-cell';
const headerCell = 'px-2 py-2 text-left text-sm font-semibold';

/**
 * The documents of a folder, of the whole library, or of a search: name, type, size, date. A long
 * list renders only the rows around the window (useVisibleRows); `aria-rowcount` and
 * `aria-rowindex` still give screen readers the whole table's size and each row's place in it.
 */
export function DocumentTable(props: DocumentTableProps) {
  const { caption, associationId, rows, showFolder, sort, canManage, address, search } = props;
  const { t, i18n } = useTranslation('documents');
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const formatDate = (value: string) => {
    const time = Date.parse(value);
    return Number.isNaN(time) ? '' : dates.format(time);
  };
  const visible = useVisibleRows(rows.length);
  const columnCount = showFolder ? 6 : 5;

  return (
    <div className="@container">
      <table className="w-full border-collapse" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line">
          <tr aria-rowindex={1}>
            <th scope="col" aria-sort={ariaSort('name', sort)} className={headerCell}>
              {t('documents.name')}
            </th>
            <th scope="col" className={`${headerCell} ${wide}`}>
              {t('documents.type')}
            </th>
            <th scope="col" aria-sort={ariaSort('size', sort)} className={`${headerCell} ${wide}`}>
              {t('documents.size')}
            </th>
            <th
              scope="col"
              aria-sort={ariaSort('modifiedAt', sort)}
              className={`${headerCell} ${wide}`}
            >
              {t('documents.modified')}
            </th>
            {showFolder ? (
              <th scope="col" className={`${headerCell} ${wide}`}>
                {t('documents.folder')}
              </th>
            ) : null}
            <th scope="col" className={`${headerCell} w-px text-right`}>
              <span className="sr-only">{t('documents.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody {...visible.bodyProps}>
          {visible.rows.map((visibleRow) => {
            if (visibleRow.kind === 'gap') {
              return (
                <tr key={visibleRow.key} aria-hidden="true">
                  <td colSpan={columnCount} className="p-0" style={{ height: visibleRow.height }} />
                </tr>
              );
            }
            const { index } = visibleRow;
            const row = rows[index];
            if (!row) return null;
            const { document, path } = row;
            const kind = displayKind(document.contentType, document.name);
            const type = t(`types.${typeLabel(document.contentType, document.name)}`);
            const size = formatFileSize(document.size, i18n.language);
            const date = formatDate(document.modifiedAt);
            const entry: LibraryEntry = { kind: 'document', id: document.id, name: document.name };
            const downloading = props.downloadingId === document.id;
            const folderCell =
              path === undefined ? null : path.length === 0 ? (
                <FolderLink address={address} search={search} className="text-brand underline">
                  {t('breadcrumb.home')}
                </FolderLink>
              ) : (
                <FolderLink
                  address={address}
                  folderId={path[path.length - 1]?.id}
                  search={search}
                  className="text-brand underline [overflow-wrap:anywhere]"
                >
                  {path.map((folder) => folder.name).join(' › ')}
                </FolderLink>
              );
            return (
              <tr
                key={document.id}
                ref={visible.measureRow}
                data-index={index}
                aria-rowindex={index + 2}
                className="border-b border-line align-top"
              >
                <td className="px-2 py-2">
                  <div className="flex items-start gap-2">
                    <FileText aria-hidden="true" className="mt-3 size-4 shrink-0 text-ink-muted" />
                    <div className="min-w-0">
                      {kind === 'download' ? (
                        <button
                          type="button"
                          onClick={() => props.onDownload(document)}
                          disabled={downloading}
                          className="inline-flex min-h-11 items-center text-left font-medium text-brand underline [overflow-wrap:anywhere] disabled:opacity-60"
                        >
                          {document.name}
                        </button>
                      ) : (
                        <Link
                          to="/document/$associationId/$documentId/$name"
                          params={{ associationId, documentId: document.id, name: document.name }}
                          className="inline-flex min-h-11 items-center font-medium text-brand underline [overflow-wrap:anywhere]"
                        >
                          {document.name}
                        </Link>
                      )}
                      <p className="text-sm text-ink-muted @2xl:hidden">
                        {[type, size, date].filter(Boolean).join(' · ')}
                      </p>
                      {showFolder && folderCell ? (
                        <p className="text-sm @2xl:hidden">
                          {t('documents.inFolder')} {folderCell}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className={`px-2 py-2 pt-4 text-sm ${wide}`}>{type}</td>
                <td className={`px-2 py-2 pt-4 text-sm whitespace-nowrap ${wide}`}>{size}</td>
                <td className={`px-2 py-2 pt-4 text-sm whitespace-nowrap ${wide}`}>
                  {date ? <time dateTime={document.modifiedAt}>{date}</time> : null}
                </td>
                {showFolder ? (
                  <td className={`px-2 py-2 pt-4 text-sm ${wide}`}>{folderCell}</td>
                ) : null}
                <td className="px-2 py-2">
                  <div className="flex justify-end">
                    <button
                      type="button"
                      onClick={() => props.onDownload(document)}
                      disabled={downloading}
                      aria-label={t('documents.download', { name: document.name })}
                      title={t('actions.download')}
                      className="flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted disabled:opacity-60"
                    >
                      <Download aria-hidden="true" className="size-5" />
                    </button>
                    {canManage ? (
                      <EntryActionsMenu
                        entry={entry}
                        onRename={props.onRename}
                        onDuplicate={props.onDuplicate}
                        onDelete={props.onDelete}
                        duplicating={props.duplicatingId === document.id}
                      />
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
