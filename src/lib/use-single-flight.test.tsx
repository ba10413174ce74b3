import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSingleFlight, useSingleFlight } from './use-single-flight';

/** A promise settled from outside, standing for a request not yet answered. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSingleFlight().run', () => {
  it('runs one task at a time: a second press while the first is pending is ignored', async () => {
    const flight = createSingleFlight();
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);

    const first = flight.run(send);
    const second = flight.run(send);

    expect(send).toHaveBeenCalledTimes(1);
    expect(second).toBeUndefined();
    expect(flight.isBusy()).toBe(true);
    answer.resolve('sent');
    await expect(first).resolves.toBe('sent');
  });

  it('runs a new press once the first has settled', async () => {
    const flight = createSingleFlight();
    const send = vi.fn(() => Promise.resolve());

    await flight.run(send);
    expect(flight.isBusy()).toBe(false);
    await flight.run(send);

    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is released by a failure, which reaches the caller', async () => {
    const flight = createSingleFlight();
    const failure = new Error('refused');

    await expect(flight.run(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(flight.isBusy()).toBe(false);
    expect(() =>
      flight.run(() => {
        throw failure;
      }),
    ).toThrow(failure);
    expect(flight.isBusy()).toBe(false);
  });

  it('with holdAfterSuccess stays held after a success, and is released by a failure', async () => {
    const flight = createSingleFlight();
    await expect(
      flight.run(() => Promise.reject(new Error('no')), { holdAfterSuccess: true }),
    ).rejects.toThrow();
    expect(flight.isBusy()).toBe(false);

    await flight.run(() => Promise.resolve(), { holdAfterSuccess: true });
    const again = vi.fn(() => Promise.resolve());
    expect(flight.run(again)).toBeUndefined();
    expect(again).not.toHaveBeenCalled();
  });
});

describe('SingleFlight.mutate', () => {
  afterEach(cleanup);

  /** A mounted `useMutation` whose requests are answered by the test. */
  function mounted() {
    const answers: ReturnType<typeof deferred<string>>[] = [];
    const send = vi.fn((_: number) => {
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise;
    });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const { result } = renderHook(
      () => ({ mutation: useMutation({ mutationFn: send }), flight: useSingleFlight() }),
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );
    const press = (
      variables: number,
      callbacks?: Parameters<typeof result.current.mutation.mutate>[1],
      options?: { holdAfterSuccess?: boolean },
    ) => result.current.flight.mutate(result.current.mutation, variables, callbacks, options);
    return { send, answers, press, flight: result.current.flight };
  }

  it('sends once until the mutation settles, keeping the caller’s callbacks', async () => {
    const { send, answers, press } = mounted();
    const onSuccess = vi.fn();
    const onSettled = vi.fn();

    expect(press(1, { onSuccess, onSettled })).toBe(true);
    expect(press(2, { onSuccess, onSettled })).toBe(false);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => {
      answers[0]?.resolve('saved');
      await answers[0]?.promise;
    });
    await vi.waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toBe('saved');

    expect(press(3)).toBe(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls.map(([variables]) => variables)).toEqual([1, 3]);
  });

  it('is released when the mutation fails', async () => {
    const { answers, press, flight } = mounted();
    const onError = vi.fn();
    press(1, { onError });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => {
      answers[0]?.reject(new Error('refused'));
      await answers[0]?.promise.catch(() => undefined);
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(flight.isBusy()).toBe(false);
  });

  it('with holdAfterSuccess is released by an error only', async () => {
    const { answers, press, flight } = mounted();
    const onError = vi.fn();
    const onSuccess = vi.fn();
    press(1, { onError }, { holdAfterSuccess: true });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => {
      answers[0]?.reject(new Error('refused'));
      await answers[0]?.promise.catch(() => undefined);
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(flight.isBusy()).toBe(false);

    press(2, { onSuccess }, { holdAfterSuccess: true });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      answers[1]?.resolve('closed');
      await answers[1]?.promise;
    });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(flight.isBusy()).toBe(true);
    expect(press(3)).toBe(false);
  });
});

describe('useSingleFlight', () => {
  afterEach(cleanup);

  it('keeps one flight across renders', () => {
    const { result, rerender } = renderHook(() => useSingleFlight());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  // The case the hook exists for: isPending reaches the button on a later tick, so a double
  // click (two presses in one task) would send twice without the guard.
  function SendButton({ send, guarded }: { send: () => Promise<void>; guarded: boolean }) {
    const mutation = useMutation({ mutationFn: send });
    const flight = useSingleFlight();
    return (
      <button
        type="button"
        disabled={mutation.isPending}
        onClick={() => {
          if (guarded) flight.mutate(mutation, undefined);
          else mutation.mutate();
        }}
      >
        Send
      </button>
    );
  }

  function renderButton(guarded: boolean) {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SendButton send={send} guarded={guarded} />
      </QueryClientProvider>,
    );
    return { send, answer };
  }

  it('a double press sends one request, and a press after the answer sends again', async () => {
    const { send, answer } = renderButton(true);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {
      answer.resolve();
      await answer.promise;
    });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(send).toHaveBeenCalledTimes(1);

    fireEvent.click(button);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('(without it, the same double press sends twice)', async () => {
    const { send, answer } = renderButton(false);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await act(async () => {
      answer.resolve();
      await answer.promise;
    });
  });
});
