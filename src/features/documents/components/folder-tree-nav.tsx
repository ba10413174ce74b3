import { ChevronRight, Folder, FolderOpen } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ancestorIds, buildFolderTree, type FolderLike, type FolderNode } from '../lib/folder-tree';
import type { LibrarySearch } from '../lib/library-view';
import { FolderLink, type LibraryAddress } from './folder-link';

interface FolderTreeNavProps {
  folders: readonly FolderLike[];
  currentFolderId: number | undefined;
  address: LibraryAddress;
  search: LibrarySearch;
}

interface VisibleItem {
  node: FolderNode;
  parentId: number | null;
}

function visibleItems(roots: FolderNode[], expanded: ReadonlySet<number>): VisibleItem[] {
  const items: VisibleItem[] = [];
  const walk = (nodes: FolderNode[], parentId: number | null) => {
    nodes.forEach((node) => {
      items.push({ node, parentId });
      if (node.children.length > 0 && expanded.has(node.folder.id)) {
        walk(node.children, node.folder.id);
      }
    });
  };
  walk(roots, null);
  return items;
}

/**
 * The library's folders as a navigation tree (WAI-ARIA APG "navigation treeview"): each folder is
 * a link with role treeitem, one tab stop for the whole tree, arrow keys to move, Right and Left
 * to open and close, Home and End, type-ahead on the first letter, Enter to open the folder. A
 * click on the arrow opens or closes a folder without leaving the page.
 */
export function FolderTreeNav({ folders, currentFolderId, address, search }: FolderTreeNavProps) {
  const { t, i18n } = useTranslation('documents');
  const roots = useMemo(() => buildFolderTree(folders, i18n.language), [folders, i18n.language]);
  // Folders the user opened or closed; the current folder's ancestors (and the folder itself)
  // open by default, so the reader always sees where they are.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLAnchorElement>());

  const expanded = useMemo(() => {
    const open = new Set<number>(ancestorIds(folders, currentFolderId));
    if (currentFolderId !== undefined) open.add(currentFolderId);
    for (const [id, isOpen] of toggled) {
      if (isOpen) open.add(id);
      else open.delete(id);
    }
    return open;
  }, [folders, currentFolderId, toggled]);

  const items = useMemo(() => visibleItems(roots, expanded), [roots, expanded]);
  const tabStopId =
    items.find((item) => item.node.folder.id === focusedId)?.node.folder.id ??
    items.find((item) => item.node.folder.id === currentFolderId)?.node.folder.id ??
    items[0]?.node.folder.id;

  if (roots.length === 0) {
    return <p className="text-sm text-ink-muted">{t('tree.empty')}</p>;
  }

  const setOpen = (id: number, open: boolean) => {
    setToggled((previous) => new Map(previous).set(id, open));
  };
  const focusItem = (item: VisibleItem | undefined) => {
    if (!item) return;
    itemRefs.current.get(item.node.folder.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items.findIndex((item) => item.node.folder.id === focusedId);
    const item = items[index];
    if (!item) return;
    const { node } = item;
    const hasChildren = node.children.length > 0;
    const isOpen = expanded.has(node.folder.id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusItem(items[index + 1]);
        break;
      case 'ArrowUp':
        focusItem(items[index - 1]);
        break;
      case 'Home':
        focusItem(items[0]);
        break;
      case 'End':
        focusItem(items[items.length - 1]);
        break;
      case 'ArrowRight':
        if (hasChildren && !isOpen) setOpen(node.folder.id, true);
        else if (hasChildren) focusItem(items[index + 1]);
        break;
      case 'ArrowLeft':
        if (hasChildren && isOpen) setOpen(node.folder.id, false);
        else focusItem(items.find((other) => other.node.folder.id === item.parentId));
        break;
      default: {
        handled = false;
        // Type-ahead: the next folder whose name starts with the typed character.
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const key = event.key.toLocaleLowerCase(i18n.language);
          const ordered = [...items.slice(index + 1), ...items.slice(0, index + 1)];
          const match = ordered.find((other) =>
            other.node.folder.name.toLocaleLowerCase(i18n.language).startsWith(key),
          );
          if (match) {
            focusItem(match);
            handled = true;
          }
        }
      }
    }
    if (handled) event.preventDefault();
  };

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    // The arrow toggles the folder; the rest of the row opens it.
    if ((event.target as Element).closest('[data-tree-toggle]')) {
      event.preventDefault();
      setOpen(id, !expanded.has(id));
    }
  };

  const renderNodes = (nodes: FolderNode[]) =>
    nodes.map((node, index) => {
      const { folder } = node;
      const hasChildren = node.children.length > 0;
      const isOpen = hasChildren && expanded.has(folder.id);
      const current = folder.id === currentFolderId;
      return (
        <li key={folder.id} role="none">
          <FolderLink
            address={address}
            folderId={folder.id}
            search={search}
            role="treeitem"
            aria-level={node.level}
            aria-posinset={index + 1}
            aria-setsize={nodes.length}
            aria-expanded={hasChildren ? isOpen : undefined}
            tabIndex={folder.id === tabStopId ? 0 : -1}
            ref={(element: HTMLAnchorElement | null) => {
              if (element) itemRefs.current.set(folder.id, element);
              else itemRefs.current.delete(folder.id);
            }}
            onFocus={() => setFocusedId(folder.id)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => onItemClick(event, folder.id)}
            className={cn(
              'flex min-h-11 items-center gap-1 rounded-md pr-2 text-sm focus-visible:outline-2 focus-visible:outline-brand',
              // One hover rule per state: with both, CSS order decided, and a hovered current
              // folder lost its contrast (white on the light hover colour).
              current ? 'bg-brand font-semibold text-brand-contrast' : 'hover:bg-surface-muted',
            )}
            style={{ paddingLeft: `${(node.level - 1) * 1}rem` }}
          >
            <span
              data-tree-toggle={hasChildren ? '' : undefined}
              aria-hidden="true"
              className="flex h-11 w-7 shrink-0 items-center justify-center"
            >
              {hasChildren ? (
                <ChevronRight
                  className={cn('size-4 transition-transform', isOpen && 'rotate-90')}
                />
              ) : null}
            </span>
            {isOpen ? (
              <FolderOpen aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Folder aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span className="min-w-0 [overflow-wrap:anywhere]">{folder.name}</span>
          </FolderLink>
          {isOpen ? (
            <ul role="group" className="flex flex-col">
              {renderNodes(node.children)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- WAI-ARIA APG navigation treeview: the list is the tree
    <ul role="tree" aria-label={t('tree.label')} onKeyDown={onKeyDown} className="flex flex-col">
      {renderNodes(roots)}
    </ul>
  );
}
