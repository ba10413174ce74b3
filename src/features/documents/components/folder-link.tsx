import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { LibrarySearch } from '../lib/library-view';

/**
 * Which address the library lives at: `/community/documents/:id?` follows the selected
 * property's association; `/community/documents/a/:associationId/f/:folderId?` names it.
 * Folder links stay in the form the page was opened with.
 */
export type LibraryAddress = { mode: 'selected' } | { mode: 'explicit'; associationId: number };

interface FolderLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  address: LibraryAddress;
  /** Undefined opens the library's home page. */
  folderId?: number | undefined;
  /** The filter and sort carry over; a search does not. */
  search: LibrarySearch;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const exactPath = { exact: true, includeSearch: false } as const;

export function FolderLink({ address, folderId, search, children, ...rest }: FolderLinkProps) {
  const kept: LibrarySearch = {};
  if (search.range) kept.range = search.range;
  if (search.sort) kept.sort = search.sort;
  if (address.mode === 'selected') {
    return (
      <Link
        to="/community/documents/{-$id}"
        params={{ id: folderId }}
        search={kept}
        activeOptions={exactPath}
        {...rest}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link
      to="/community/documents/a/$associationId/f/{-$folderId}"
      params={{ associationId: address.associationId, folderId }}
      search={kept}
      activeOptions={exactPath}
      {...rest}
    >
      {children}
    </Link>
  );
}
