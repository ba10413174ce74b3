import { useState } from 'react';
import type { MutateOptions } from '@tanstack/react-query';

interface HoldOptions {
  /**
   * Stays held once the action succeeds: a flow that is over then (the dialog closes, the page
   * moves on) sends nothing more. An error still releases it, for a retry.
   */
  holdAfterSuccess?: boolean;
}

/** What `mutate` needs of a `useMutation` result. */
interface Mutation<TData, TError, TVariables, TContext> {
  mutate: (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TContext>,
  ) => void;
}

/**
 * One request per press. A flag rather than state: a button's disabled state (and a mutation's
 * `isPending`, which its observer reports on a later tick) renders after the press, too late for
 * a double click or a second Enter.
 */
export interface SingleFlight {
  /** Whether an action is in flight; for handlers (before they validate again), not for render. */
  isBusy: () => boolean;
  /**
   * Runs `task` unless an action is in flight (then it runs nothing and returns `undefined`),
   * held until its promise settles, a rejection included.
   */
  run: <T>(task: () => Promise<T>, options?: HoldOptions) => Promise<T> | undefined;
  /**
   * `mutation.mutate(variables, callbacks)` as one flight, held until it settles (the callbacks
   * run, as `mutate`'s do, only while the component is mounted). False when refused.
   */
  mutate: <TData, TError, TVariables, TContext>(
    mutation: Mutation<TData, TError, TVariables, TContext>,
    variables: TVariables,
    callbacks?: MutateOptions<TData, TError, TVariables, TContext>,
    options?: HoldOptions,
  ) => boolean;
}

export function createSingleFlight(): SingleFlight {
  let busy = false;
  const release = () => {
    busy = false;
  };
  const take = (): boolean => {
    if (busy) return false;
    busy = true;
    return true;
  };

  const run: SingleFlight['run'] = (task, { holdAfterSuccess = false } = {}) => {
    if (!take()) return undefined;
    let running;
    try {
      running = task();
    } catch (error) {
      release();
      throw error;
    }
    return running.then(
      (value) => {
        if (!holdAfterSuccess) release();
        return value;
      },
      (error: unknown) => {
        release();
        throw error;
      },
    );
  };

  const mutate: SingleFlight['mutate'] = (
    mutation,
    variables,
    callbacks = {},
    { holdAfterSuccess = false } = {},
  ) => {
    if (!take()) return false;
    const held = holdAfterSuccess
      ? {
          ...callbacks,
          onError: (...args: Parameters<NonNullable<typeof callbacks.onError>>) => {
            release();
            return callbacks.onError?.(...args);
          },
        }
      : {
          ...callbacks,
          onSettled: (...args: Parameters<NonNullable<typeof callbacks.onSettled>>) => {
            release();
            return callbacks.onSettled?.(...args);
          },
        };
    try {
      mutation.mutate(variables, held);
    } catch (error) {
      release();
      throw error;
    }
    return true;
  };

  return { isBusy: () => busy, run, mutate };
}

/** A component's single flight: the same one for as long as it is mounted. */
export function useSingleFlight(): SingleFlight {
  const [flight] = useState(createSingleFlight);
  return flight;
}
