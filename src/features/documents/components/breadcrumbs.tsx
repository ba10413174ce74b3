import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FolderLike } from '../lib/folder-tree';
import type { LibrarySearch } from '../lib/library-view';
import { FolderLink, type LibraryAddress } from './folder-link';

interface BreadcrumbsProps {
  /** The folders from the root down to the current one; empty on the home page. */
  path: readonly FolderLike[];
  address: LibraryAddress;
  search: LibrarySearch;
}

/** Where the reader is in the library: Documents › Meeting minutes › 2026, the last one current. */
export function Breadcrumbs({ path, address, search }: BreadcrumbsProps) {
  const { t } = useTranslation('documents');
  const crumbs = [{ id: undefined, name: t('breadcrumb.home') }, ...path];
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.id ?? 'home'} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              ) : null}
              {last ? (
                <span aria-current="page" className="font-semibold [overflow-wrap:anywhere]">
                  {crumb.name}
                </span>
              ) : (
                <FolderLink
                  address={address}
                  folderId={crumb.id}
                  search={search}
                  className="inline-flex min-h-11 items-center text-brand underline [overflow-wrap:anywhere]"
                >
                  {crumb.name}
                </FolderLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
