import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { HomeownerProfile } from '../api/profile-api';
import { useListSection } from './use-list-section';

const updateProfile = vi.fn<(update: (profile: HomeownerProfile) => HomeownerProfile) => void>();
vi.mock('../api/profile-api', () => ({ useUpdateCachedProfile: () => updateProfile }));

interface Item {
  id: number;
  label: string;
}
type Request = { id: number | null; label: string };

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const profile = { addresses: [{ id: 1, label: 'Home' }] } as unknown as HomeownerProfile;
const itemsOf = (value: HomeownerProfile) => (value as unknown as { addresses: Item[] }).addresses;

let saveCall = deferred<Item>();
let deleteCall = deferred<undefined>();
const saveFn = vi.fn<(request: Request) => Promise<Item>>();
const deleteFn = vi.fn<(id: number) => Promise<undefined>>();

beforeEach(() => {
  updateProfile.mockReset();
  saveCall = deferred<Item>();
  deleteCall = deferred<undefined>();
  saveFn.mockReset().mockImplementation(() => saveCall.promise);
  deleteFn.mockReset().mockImplementation(() => deleteCall.promise);
});
afterEach(cleanup);

function renderSection() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const heading = document.createElement('h2');
  heading.tabIndex = -1;
  document.body.append(heading);
  const rendered = renderHook(
    () => {
      const section = useListSection<Item, Request>({
        homeownerId: 1001,
        save: useMutation({ mutationFn: saveFn }),
        remove: useMutation({ mutationFn: deleteFn }),
        idOf: (item) => item.id,
        withSaved: (value, saved) =>
          ({ addresses: [...itemsOf(value), saved] }) as unknown as HomeownerProfile,
        withDeleted: (value, deleted) =>
          ({
            addresses: itemsOf(value).filter((item) => item.id !== deleted.id),
          }) as unknown as HomeownerProfile,
        savedText: (saved, request) => `${saved.label} ${request.id === null ? 'added' : 'saved'}`,
        deletedText: (deleted) => `${deleted.label} deleted`,
      });
      section.headingRef.current = heading;
      return section;
    },
    { wrapper },
  );
  return { ...rendered, heading };
}

describe('useListSection', () => {
  it('sends one save however often it is asked, then caches it, says so and closes the form', async () => {
    const { result, heading } = renderSection();
    act(() => {
      result.current.startAdd();
    });
    expect(result.current.editing).toEqual({ item: undefined, key: 'new' });
    const onError = vi.fn();
    act(() => {
      result.current.save({ id: null, label: 'Lake house' }, { onError });
      result.current.save({ id: null, label: 'Lake house' }, { onError });
    });
    await waitFor(() => {
      expect(result.current.savePending).toBe(true);
    });
    expect(saveFn).toHaveBeenCalledTimes(1);

    await act(async () => {
      saveCall.resolve({ id: 2, label: 'Lake house' });
      await saveCall.promise;
    });
    await waitFor(() => {
      expect(result.current.status).toBe('Lake house added');
    });
    expect(result.current.editing).toBeNull();
    expect(heading).toHaveFocus();
    expect(onError).not.toHaveBeenCalled();
    const update = updateProfile.mock.calls[0]?.[0];
    expect(update && itemsOf(update(profile))).toEqual([
      { id: 1, label: 'Home' },
      { id: 2, label: 'Lake house' },
    ]);

    // The guard is released once the answer is in: the next change goes out.
    act(() => {
      result.current.save({ id: 2, label: 'Lake' }, { onError });
    });
    await waitFor(() => {
      expect(saveFn).toHaveBeenCalledTimes(2);
    });
  });

  it('hands a failed save to the caller and keeps the form open', async () => {
    const { result } = renderSection();
    act(() => {
      result.current.startEdit({ id: 1, label: 'Home' });
    });
    expect(result.current.editing).toEqual({ item: { id: 1, label: 'Home' }, key: 1 });
    const onError = vi.fn();
    const onSend = vi.fn();
    act(() => {
      result.current.save({ id: 1, label: 'Home' }, { onError, onSend });
      result.current.save({ id: 1, label: 'Home' }, { onError, onSend });
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    const failure = new Error('offline');
    await act(async () => {
      saveCall.reject(failure);
      await saveCall.promise.catch(() => undefined);
    });
    await waitFor(() => {
      expect(onError).toHaveBeenCalledWith(
        failure,
        expect.anything(),
        undefined,
        expect.anything(),
      );
    });
    expect(result.current.editing).not.toBeNull();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('deletes once on a double confirm; a failure stays in the dialog, a success closes it', async () => {
    const { result, heading } = renderSection();
    act(() => {
      result.current.askDelete({ id: 1, label: 'Home' });
    });
    act(() => {
      result.current.confirmDelete();
      result.current.confirmDelete();
    });
    await waitFor(() => {
      expect(result.current.deletePending).toBe(true);
    });
    expect(deleteFn).toHaveBeenCalledTimes(1);
    expect(deleteFn.mock.calls[0]?.[0]).toBe(1);
    await act(async () => {
      deleteCall.reject(
        new ApiError({
          service: 'users',
          path: '/Homeowner/1001/address/1',
          status: 409,
          problem: { detail: 'The primary address stays.' },
        }),
      );
      await deleteCall.promise.catch(() => undefined);
    });
    await waitFor(() => {
      expect(result.current.deleteFailure).toMatchObject({
        kind: 'conflict',
        detail: 'The primary address stays.',
      });
    });
    expect(result.current.deleting).toEqual({ id: 1, label: 'Home' });

    deleteCall = deferred<undefined>();
    act(() => {
      result.current.confirmDelete();
    });
    expect(result.current.deleteFailure).toBeNull();
    await act(async () => {
      deleteCall.resolve(undefined);
      await deleteCall.promise;
    });
    await waitFor(() => {
      expect(result.current.status).toBe('Home deleted');
    });
    expect(result.current.deleting).toBeNull();
    expect(heading).toHaveFocus();
    const update = updateProfile.mock.calls[0]?.[0];
    expect(update && itemsOf(update(profile))).toEqual([]);
  });

  it('cancelling the form or the dialog sends nothing and returns the focus', () => {
    const { result, heading } = renderSection();
    act(() => {
      result.current.startEdit({ id: 1, label: 'Home' });
    });
    act(() => {
      result.current.cancelEdit();
    });
    expect(result.current.editing).toBeNull();
    expect(heading).toHaveFocus();
    heading.blur();
    act(() => {
      result.current.askDelete({ id: 1, label: 'Home' });
    });
    act(() => {
      result.current.cancelDelete();
    });
    expect(result.current.deleting).toBeNull();
    expect(heading).toHaveFocus();
    expect(saveFn).not.toHaveBeenCalled();
    expect(deleteFn).not.toHaveBeenCalled();
  });
});
