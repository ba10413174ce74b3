import { useUnit } from 'effector-react';
import { FolderPlus, Info, Search, Upload } from 'lucide-react';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotHere } from '@/components/not-here';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { $docsEnabled } from '@/entities/session/model';
import { useRoles, useSettings } from '@/entities/session/queries';
import {
  useDocumentDownload,
  useDocumentPermission,
  useDocumentSearch,
  useDuplicateDocument,
  useLibrary,
  type AssociationDocument,
  type LibraryEntry,
} from '../api/documents-api';
import { recentDocumentsBound } from '../lib/date-bound';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { childFolders, folderContents, folderPath, ROOT_FOLDER_ID } from '../lib/folder-tree';
import {
  DOCUMENT_SORTS,
  MAX_SEARCH_LENGTH,
  rangeOf,
  sortOf,
  visibleDocuments,
  type DocumentSort,
  type LibrarySearch,
} from '../lib/library-view';
import { saveFile } from '@/lib/save-file';
import { Breadcrumbs } from './breadcrumbs';
import { DeleteDialog } from './delete-dialog';
import { DocumentTable, type DocumentRow } from './document-table';
import { actionsButtonId } from './entry-actions-menu';
import { FailureMessage } from './failure-message';
import { FolderLink, type LibraryAddress } from './folder-link';
import { FolderList } from './folder-list';
import { FolderTreeNav } from './folder-tree-nav';
import { NameDialog, type NameDialogMode } from './name-dialog';
import { UploadPanel } from './upload-panel';
import { LoadingStatus } from '@/components/loading-status';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

export interface DocumentsLibraryPageProps {
  /** The association whose library is shown; null when no property is selected yet. */
  associationId: number | null;
  /** The open folder; undefined for the library's home page. */
  folderId?: number | undefined;
  address: LibraryAddress;
  search: LibrarySearch;
  onSearchChange: (next: LibrarySearch) => void;
  /** Runtime config `maxUploadBytes`. */
  maxUploadBytes: number;
}

/** SPEC §2 community documents: the docs flag first, then the association's library. */
export function DocumentsLibraryPage(props: DocumentsLibraryPageProps) {
  const { t } = useTranslation('documents');
  const docsEnabled = useUnit($docsEnabled);
  if (!docsEnabled) return <NotHere reason="notForAccount" />;
  if (props.associationId === null) {
    return (
      <Page title={t('title')}>
        <p>{t('noAssociation')}</p>
      </Page>
    );
  }
  return <Library {...props} associationId={props.associationId} />;
}

type DialogState =
  | { kind: 'name'; mode: NameDialogMode; returnTo: string }
  | { kind: 'delete'; entry: LibraryEntry; returnTo: string };

const NEW_FOLDER_BUTTON_ID = 'documents-new-folder';
const UPLOAD_BUTTON_ID = 'documents-upload';
const UPLOAD_PANEL_ID = 'documents-upload-panel';

function Library(props: DocumentsLibraryPageProps & { associationId: number }) {
  const { associationId, folderId, address, search, onSearchChange, maxUploadBytes } = props;
  const { t, i18n } = useTranslation('documents');
  const locale = i18n.language;
  const mayManage = useRoles().canManageDocuments;
  const settings = useSettings().data;
  const associationName = settings?.associations.find((a) => a.id === associationId)?.name;

  // The "last 36 months" bound is fixed for the visit, so the query key does not drift.
  const [today] = useState(() => new Date());
  const range = rangeOf(search);
  const sort = sortOf(search);
  const modifiedAfter = range === 'recent' ? recentDocumentsBound(today) : undefined;
  const query = search.q ?? '';

  const listing = useLibrary({ associationId, folderId, modifiedAfter, sort });
  const permission = useDocumentPermission(associationId, mayManage);
  const results = useDocumentSearch(associationId, query, modifiedAfter);
  const canManage = mayManage && permission.data?.canManage === true;
  const noAccess = permission.data?.canView === false;

  // What the last change did, and for which folder: moving to another folder leaves it behind.
  const [status, setStatus] = useState<{
    text: ReactNode;
    folderId: number | undefined;
  } | null>(null);
  const [pageFailure, setPageFailure] = useState<{
    name: string;
    failure: Problem;
    folderId: number | undefined;
  } | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const contentHeadingId = useId();
  const foldersHeadingId = useId();
  const treeHeadingId = useId();

  const duplicate = useDuplicateDocument(associationId);
  const duplicateFlight = useSingleFlight();
  const download = useDocumentDownload(associationId);
  const downloadFlight = useSingleFlight();

  const folders = listing.data?.folders ?? [];
  const path = folderId === undefined ? [] : folderPath(folders, folderId);
  const currentFolder = path?.[path.length - 1];
  const folderName = currentFolder?.name ?? t('breadcrumb.home');
  const folderGone = listing.isSuccess && folderId !== undefined && path === null;

  const announce = (text: ReactNode) => {
    setPageFailure(null);
    setStatus({ text, folderId });
  };

  const setView = (patch: Partial<Record<keyof LibrarySearch, string | undefined>>) => {
    const next: LibrarySearch = { ...search };
    if ('q' in patch) {
      if (patch.q) next.q = patch.q;
      else delete next.q;
    }
    if ('range' in patch) {
      if (patch.range === 'all') next.range = 'all';
      else delete next.range;
    }
    if ('sort' in patch) {
      const value = patch.sort as DocumentSort | undefined;
      if (value && value !== 'name') next.sort = value;
      else delete next.sort;
    }
    onSearchChange(next);
  };

  const returnFocusTo = (id: string) => () => {
    const target = document.getElementById(id) ?? document.getElementById(contentHeadingId);
    target?.focus();
  };

  const onRename = (entry: LibraryEntry) => {
    setDialog({ kind: 'name', mode: { type: 'rename', entry }, returnTo: actionsButtonId(entry) });
  };
  const onDelete = (entry: LibraryEntry) => {
    setDialog({ kind: 'delete', entry, returnTo: actionsButtonId(entry) });
  };
  const onDuplicate = (entry: LibraryEntry) => {
    if (duplicateFlight.isBusy()) return;
    setPageFailure(null);
    duplicateFlight.mutate(
      duplicate,
      { documentId: entry.id, name: entry.name },
      {
        onSuccess: (copy) =>
          announce(isolate((v) => t('status.duplicated', v), { name: copy.name })),
        onError: (error) => {
          setStatus(null);
          setPageFailure({ name: entry.name, failure: describeProblem(error), folderId });
        },
      },
    );
  };
  const onDownload = (document: AssociationDocument) => {
    if (downloadFlight.isBusy()) return;
    downloadFlight.mutate(
      download,
      { documentId: document.id, name: document.name },
      {
        onSuccess: (blob) => saveFile(blob, document.name),
      },
    );
  };

  const tableProps = {
    associationId,
    sort,
    canManage,
    address,
    search,
    downloadingId: download.isPending ? download.variables.documentId : null,
    duplicatingId: duplicate.isPending ? duplicate.variables.documentId : null,
    onDownload,
    onRename,
    onDuplicate,
    onDelete,
  };

  let content: ReactNode;
  if (noAccess) {
    content = <p>{t('noAccess')}</p>;
  } else if (listing.isPending) {
    content = <LoadingStatus>{t('loading')}</LoadingStatus>;
  } else if (listing.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void listing.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (folderGone) {
    content = (
      <section aria-labelledby={contentHeadingId} className="flex flex-col items-start gap-2">
        <h2
          id={contentHeadingId}

          tabIndex={-1}
          className="text-xl font-semibold"
        >
          {t('folderGone.title')}
        </h2>
        <p>{t('folderGone.body')}</p>
        <FolderLink
          address={address}
          search={search}
          className="font-semibold text-brand underline"
        >
          {t('folderGone.back')}
        </FolderLink>
      </section>
    );
  } else if (query) {
    const rows: DocumentRow[] = (results.data ?? []).map((result) => ({
      document: result,
      path: result.path,
    }));
    const shown = visibleDocuments(
      rows.map((row) => ({ ...row.document, row })),
      { modifiedAfter, sort, locale },
    ).map((document) => document.row);
    content = (
      <section aria-labelledby={contentHeadingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id={contentHeadingId}

            tabIndex={-1}
            className="text-xl font-semibold [overflow-wrap:anywhere]"
          >
            {isolate((v) => t('search.heading', v), { query })}
          </h2>
          <Button variant="secondary" onClick={() => setView({ q: undefined })}>
            {t('search.clear')}
          </Button>
        </div>
        {results.isPending ? (
          <p role="status">{t('search.searching')}</p>
        ) : results.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('search.failed')}</p>
            <Button variant="secondary" onClick={() => void results.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <p role="status">
              {shown.length === 0
                ? isolate((v) => t('search.none', v), { query })
                : t('search.count', { count: shown.length })}
            </p>
            {shown.length > 0 ? (
              <DocumentTable
                {...tableProps}
                caption={t('search.heading', { query })}
                rows={shown}
                showFolder
              />
            ) : null}
          </>
        )}
      </section>
    );
  } else {
    const subfolders = childFolders(folders, folderId ?? ROOT_FOLDER_ID, locale);
    const documents = visibleDocuments(listing.data.documents, {
      folderId,
      modifiedAfter,
      sort,
      locale,
    });
    const allDocuments = visibleDocuments(listing.data.documents, { folderId, sort, locale });
    const hiddenByFilter = range === 'recent' && allDocuments.length > documents.length;
    const home = folderId === undefined;
    const rows: DocumentRow[] = documents.map((document) => ({
      document,
      ...(home ? { path: folderPath(folders, document.folderId) ?? [] } : {}),
    }));
    content = (
      <section aria-labelledby={contentHeadingId} className="flex flex-col gap-4">
        <h2
          id={contentHeadingId}

          tabIndex={-1}
          className="text-xl font-semibold outline-none [overflow-wrap:anywhere]"
        >
          {home ? t('documents.headingAll') : folderName}
        </h2>
        {subfolders.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 id={foldersHeadingId} className="font-semibold">
              {t('folders.heading')}
            </h3>
            <FolderList
              headingId={foldersHeadingId}
              folders={subfolders}
              canManage={canManage}
              address={address}
              search={search}
              onRename={onRename}
              onDelete={onDelete}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('documents.heading')}</h3>
          {documents.length > 0 ? (
            <DocumentTable
              {...tableProps}
              caption={
                home ? t('documents.headingAll') : t('documents.caption', { folder: folderName })
              }
              rows={rows}
              showFolder={home}
            />
          ) : (
            <p className="text-ink-muted">
              {hiddenByFilter ? t('documents.emptyRecent') : t('documents.empty')}
            </p>
          )}
          {hiddenByFilter ? (
            <div>
              <Button variant="secondary" onClick={() => setView({ range: 'all' })}>
                {t('documents.showAll', { count: allDocuments.length - documents.length })}
              </Button>
            </div>
          ) : null}
        </div>
      </section>
    );
  }

  const showControls = !noAccess && !folderGone;

  return (
    <Page title={t('title')} description={associationName}>
      <p className="flex gap-2 rounded-md border border-line bg-surface-muted p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('permissionsNote')}</span>
      </p>
      {mayManage && permission.isError ? (
        <p className="text-sm text-ink-muted">{t('permissionUnknown')}</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-labelledby={treeHeadingId} className="flex flex-col gap-2">
          <h2 id={treeHeadingId} className="text-lg font-semibold">
            {t('tree.label')}
          </h2>
          {listing.isSuccess ? (
            <FolderTreeNav
              folders={folders}
              currentFolderId={folderId}
              address={address}
              search={search}
            />
          ) : null}
        </nav>
        <div className="flex min-w-0 flex-col gap-4">
          <Breadcrumbs path={path ?? []} address={address} search={search} />
          {showControls ? (
            <SearchForm key={query} initial={query} onSearch={(q) => setView({ q })} />
          ) : null}
          {showControls ? (
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('view.range')}
                <select
                  value={range}
                  onChange={(event) =>
                    setView({ range: event.target.value === 'all' ? 'all' : undefined })
                  }
                  className="min-h-11 rounded-md border border-line bg-surface px-2 text-base font-normal"
                >
                  <option value="recent">{t('view.recent')}</option>
                  <option value="all">{t('view.all')}</option>
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('view.sort')}
                <select
                  value={sort}
                  onChange={(event) => setView({ sort: event.target.value })}
                  className="min-h-11 rounded-md border border-line bg-surface px-2 text-base font-normal"
                >
                  {DOCUMENT_SORTS.map((value) => (
                    <option key={value} value={value}>
                      {t(`view.sorts.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
              {canManage ? (
                <div className="flex flex-wrap gap-2 sm:ml-auto">
                  <Button
                    id={NEW_FOLDER_BUTTON_ID}
                    variant="secondary"
                    onClick={() =>
                      setDialog({
                        kind: 'name',
                        mode: {
                          type: 'create',
                          parentId: folderId ?? ROOT_FOLDER_ID,
                          parentName: folderName,
                        },
                        returnTo: NEW_FOLDER_BUTTON_ID,
                      })
                    }
                  >
                    <FolderPlus aria-hidden="true" className="size-4" />
                    {t('actions.newFolder')}
                  </Button>
                  <Button
                    id={UPLOAD_BUTTON_ID}
                    aria-expanded={uploadOpen}
                    aria-controls={uploadOpen ? UPLOAD_PANEL_ID : undefined}
                    onClick={() => setUploadOpen((open) => !open)}
                  >
                    <Upload aria-hidden="true" className="size-4" />
                    {t('actions.upload')}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
          <p role="status" className="text-sm font-medium text-success empty:sr-only">
            {status !== null && status.folderId === folderId ? status.text : null}
          </p>
          {pageFailure !== null && pageFailure.folderId === folderId ? (
            <div className="text-sm">
              <p className="text-danger [overflow-wrap:anywhere]">
                {isolate((v) => t('failures.duplicate', v), { name: pageFailure.name })}
              </p>
              <FailureMessage failure={pageFailure.failure} subject="document" />
            </div>
          ) : null}
          {canManage && uploadOpen && showControls ? (
            <UploadPanel
              id={UPLOAD_PANEL_ID}
              associationId={associationId}
              folderId={folderId ?? ROOT_FOLDER_ID}
              folderName={folderName}
              maxUploadBytes={maxUploadBytes}
              onClose={() => {
                setUploadOpen(false);
                document.getElementById(UPLOAD_BUTTON_ID)?.focus();
              }}
              onUploaded={(count) =>
                announce(
                  isolate((v) => t('status.uploaded', { ...v, count }), { folder: folderName }),
                )
              }
            />
          ) : null}
          {content}
        </div>
      </div>
      {dialog?.kind === 'name' ? (
        <NameDialog
          associationId={associationId}
          mode={dialog.mode}
          onClose={(text) => {
            setDialog(null);
            if (text) announce(text);
          }}
          returnFocus={returnFocusTo(dialog.returnTo)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog
          associationId={associationId}
          entry={dialog.entry}
          contents={
            dialog.entry.kind === 'folder' ? folderContents(folders, dialog.entry.id) : undefined
          }
          onClose={(text) => {
            setDialog(null);
            if (text) announce(text);
          }}
          returnFocus={returnFocusTo(dialog.returnTo)}
        />
      ) : null}
    </Page>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation('documents');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('q');
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) {
      setError(t('search.required'));
      return;
    }
    setError(null);
    onSearch(value.slice(0, MAX_SEARCH_LENGTH));
  };
  return (
    <form role="search" noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={initial}
          maxLength={MAX_SEARCH_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-line bg-surface px-3 text-base"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          {t('search.submit')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
