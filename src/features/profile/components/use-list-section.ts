import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useUpdateCachedProfile, type HomeownerProfile } from '../api/profile-api';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { useSingleFlight } from '@/lib/use-single-flight';

/** What the hook needs of a save or delete mutation (useSaveContact, useDeleteAddress…). */
type Mutation<Data, Variables> = Pick<
  UseMutationResult<Data, unknown, Variables>,
  'mutate' | 'isPending'
>;

export interface ListSectionOptions<Item, SaveRequest> {
  homeownerId: number;
  save: Mutation<Item, SaveRequest>;
  /** Deletes by id. */
  remove: Mutation<undefined, number>;
  idOf: (item: Item) => number;
  /** The cached profile with a saved item written in (the service's answer is the truth). */
  withSaved: (profile: HomeownerProfile, saved: Item) => HomeownerProfile;
  withDeleted: (profile: HomeownerProfile, deleted: Item) => HomeownerProfile;
  /** The status after a save; it may compare the answer with the list as it was before. */
  savedText: (saved: Item, request: SaveRequest) => ReactNode;
  deletedText: (deleted: Item) => ReactNode;
}

export interface SaveCallbacks {
  /** The failure goes beside whatever sent the change (the form, the row's button). */
  onError: (error: unknown) => void;
  /** Runs only when the change is really sent, not when another one is still out. */
  onSend?: () => void;
}

export interface ListSectionControls<Item, SaveRequest> {
  /** The section's heading: focus returns to it when a form or the delete dialog closes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  status: ReactNode;
  /** The open form: `item` is the one being edited, undefined when adding. */
  editing: { item: Item | undefined; key: number | 'new' } | null;
  savePending: boolean;
  startAdd: () => void;
  startEdit: (item: Item) => void;
  cancelEdit: () => void;
  /** Closes the form with a status to announce (a save, or nothing to save). */
  finishEdit: (statusText: ReactNode) => void;
  save: (request: SaveRequest, callbacks: SaveCallbacks) => void;
  deleting: Item | null;
  deleteFailure: Problem | null;
  deletePending: boolean;
  askDelete: (item: Item) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
}

/**
 * The add / edit / delete-with-confirm flow of a profile list (contacts, addresses): one change
 * at a time, the answer written into the cached profile, a status after each change, and focus
 * back on the section heading whenever the form or the dialog closes.
 */
export function useListSection<Item, SaveRequest>({
  homeownerId,
  save,
  remove,
  idOf,
  withSaved,
  withDeleted,
  savedText,
  deletedText,
}: ListSectionOptions<Item, SaveRequest>): ListSectionControls<Item, SaveRequest> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const updateProfile = useUpdateCachedProfile(homeownerId);
  // Not the mutation's isPending: that is only true after a render, too late for a double
  // click, which must send one request. One flight for saving and deleting alike.
  const flight = useSingleFlight();
  const [editing, setEditing] = useState<{ item: Item | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<Problem | null>(null);
  const [status, setStatus] = useState<ReactNode>(null);

  const backToList = () => {
    headingRef.current?.focus();
  };
  // After a delete the heading takes the focus once the dialog has gone: while it is open its
  // focus trap pulls the focus back, and on unmount it hands the focus on a timer of its own.
  const [focusAfterDialog, setFocusAfterDialog] = useState(0);
  useEffect(() => {
    if (focusAfterDialog === 0) return;
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusAfterDialog]);

  const startEditing = (item: Item | undefined) => {
    setStatus(null);
    setEditing({ item });
  };

  const finishEdit = (statusText: ReactNode) => {
    setEditing(null);
    setStatus(statusText);
    backToList();
  };

  const saveItem = (request: SaveRequest, { onError, onSend }: SaveCallbacks) => {
    if (flight.isBusy()) return;
    setStatus(null);
    onSend?.();
    flight.mutate(save, request, {
      onSuccess: (saved) => {
        // Said before the cache changes, so it can name what the save displaced.
        const text = savedText(saved, request);
        updateProfile((profile) => withSaved(profile, saved));
        finishEdit(text);
      },
      onError,
    });
  };

  const confirmDelete = () => {
    if (!deleting || flight.isBusy()) return;
    setDeleteFailure(null);
    const item = deleting;
    flight.mutate(remove, idOf(item), {
      onSuccess: () => {
        updateProfile((profile) => withDeleted(profile, item));
        setDeleting(null);
        setStatus(deletedText(item));
        setFocusAfterDialog((n) => n + 1);
      },
      onError: (error) => {
        setDeleteFailure(describeProblem(error));
      },
    });
  };

  return {
    headingRef,
    status,
    editing: editing
      ? { item: editing.item, key: editing.item === undefined ? 'new' : idOf(editing.item) }
      : null,
    savePending: save.isPending,
    startAdd: () => {
      startEditing(undefined);
    },
    startEdit: startEditing,
    cancelEdit: () => {
      setEditing(null);
      backToList();
    },
    finishEdit,
    save: saveItem,
    deleting,
    deleteFailure,
    deletePending: remove.isPending,
    askDelete: (item) => {
      setStatus(null);
      setDeleteFailure(null);
      setDeleting(item);
    },
    cancelDelete: () => {
      setDeleting(null);
      backToList();
    },
    confirmDelete,
  };
}
