import { useCallback, useEffect, useRef, useState } from 'react';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useStillProcessing } from './components/confirming-guard';
import {
  confirmScope,
  createAttemptKeys,
  type AttemptKeys,
  type AttemptKeysSnapshot,
} from './lib/attempt-keys';
import { confirmationStarted, paymentCompleted } from './lib/in-flight';
import {
  clearPendingAttempt,
  readPendingAttempt,
  userOwner,
  type PendingAttempt,
} from './lib/pending-attempt';
import {
  failedOutcome,
  sendAttempt,
  type AttemptOutcome,
  type SendAttemptOptions,
} from './lib/send-attempt';

export type { AttemptOutcome } from './lib/send-attempt';

/**
 * What a confirmation press came to, for the keys: `unknown` keeps them for the retry, `stopped`
 * (nothing was sent, e.g. the card form refused) leaves them be, any other kind is a final answer
 * and the next press is a new attempt.
 */
interface PressOutcome {
  kind: string;
}

export interface PaymentAttemptOptions<Setup, Result, Keys extends AttemptKeys> {
  /**
   * Where this flow keeps a confirmation on its way in this tab (`payment-attempt:<flow>`), and
   * whose it is (the signed-in person, or a checkout link's `owner`; null while the session
   * starts): the kept attempt is read once the owner is known.
   */
  keep?: { flow: string } & ({ userId: number | null } | { owner: string | null });
  /** The keys of this attempt, when they outlive the component (e.g. from the kept attempt). */
  keys?: (kept: PendingAttempt<Setup, Result> | null) => Keys;
}

export interface SendOptions<Setup> {
  /** The key of this call (a `keys.confirmKey(…)` or a kept attempt's). */
  key: string;
  /** Keeps the attempt in this tab while it is on its way (the hook's `keep.flow`). */
  pending?: { setup: Setup; acknowledgeDuplicate: boolean } | undefined;
  /** The result is kept for the page when it is left before the answer arrives. */
  keepResult?: boolean;
  /** `false` for calls that set a value and cannot charge twice (no time limit). */
  timeout?: boolean;
}

/**
 * The one payment-attempt flow (docs/payments.md) every money flow uses: one request per press
 * (a guard that holds before the disabled state renders), the attempt's idempotency keys, a
 * confirmation marked as in flight (a parent page's navigate waits; the leave guard asks), its
 * 120-second limit and "Still processing" after 30 s, the unknown outcome that keeps the key,
 * and the attempt kept in this tab for a reload.
 */
export function usePaymentAttempt<
  Setup = unknown,
  Result = unknown,
  Keys extends AttemptKeys = AttemptKeys,
>(options: PaymentAttemptOptions<Setup, Result, Keys> = {}) {
  const { keep } = options;
  const owner = !keep
    ? null
    : 'owner' in keep
      ? keep.owner
      : keep.userId === null
        ? null
        : userOwner(keep.userId);
  const flow = keep?.flow ?? null;
  const read = (who: string | null) =>
    flow !== null && who !== null ? readPendingAttempt<Setup, Result>(flow, who) : null;
  const [kept, setKept] = useState(() => read(owner));
  // Another person (or link) may take the tab over: their own kept attempt, never this one.
  const [keptFor, setKeptFor] = useState(owner);
  if (owner !== keptFor) {
    setKeptFor(owner);
    setKept(read(owner));
  }
  const keys = useRef<Keys | null>(null);
  keys.current ??= options.keys ? options.keys(kept) : (createAttemptKeys() as Keys);
  const flight = useSingleFlight();
  const mounted = useRef(true);
  const [pending, setPending] = useState<'press' | 'confirm' | null>(null);
  const [outcomeUnknown, setOutcomeUnknown] = useState(false);
  const stillProcessing = useStillProcessing(pending === 'confirm');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const currentKeys = (): Keys => {
    keys.current ??= createAttemptKeys() as Keys;
    return keys.current;
  };

  async function once<O>(
    kind: 'press' | 'confirm',
    work: () => Promise<O>,
    hold: boolean,
  ): Promise<O | Extract<AttemptOutcome<never>, { error: unknown }> | null> {
    // `hold`: the flow is over once it succeeds (the page moves on): nothing more is sent.
    const flying = flight.run(async () => work(), { holdAfterSuccess: hold });
    if (!flying) return null;
    setPending(kind);
    try {
      return await flying;
    } catch (error) {
      return failedOutcome(error);
    } finally {
      setPending(null);
    }
  }

  /** A step that prices, creates or changes (not a confirmation): one request per press. */
  async function press<R>(
    work: () => Promise<R>,
    { holdAfterSuccess = false }: { holdAfterSuccess?: boolean } = {},
  ): Promise<AttemptOutcome<R> | null> {
    return once<AttemptOutcome<R>>(
      'press',
      async () => ({ kind: 'done', result: await work() }),
      holdAfterSuccess,
    );
  }

  /**
   * A confirmation press: marked in flight until it has an answer. `work` sends it (usually
   * through `send`) and may do what must come first (an acknowledgement, the card provider).
   */
  async function confirm<O extends PressOutcome>(work: () => Promise<O>) {
    if (flight.isBusy()) return null;
    setOutcomeUnknown(false);
    const outcome = await once(
      'confirm',
      async () => {
        const finished = confirmationStarted();
        try {
          return await work();
        } finally {
          // Answered: what follows (a navigation to the receipt) is no longer leaving mid-way.
          finished();
        }
      },
      false,
    );
    if (!outcome) return null;
    if (outcome.kind === 'unknown') setOutcomeUnknown(true);
    else if (outcome.kind !== 'stopped') currentKeys().settled();
    return outcome;
  }

  /** Sends one confirming call with its key and time limit (`sendAttempt`), kept when asked. */
  function sendWith<R>(
    call: (key: string, signal: AbortSignal | undefined) => Promise<R>,
    { key, pending: attempt, keepResult = false, timeout = true }: SendOptions<Setup>,
  ): Promise<AttemptOutcome<R>> {
    const sendOptions: SendAttemptOptions<Setup, R> = {
      timeoutMs: timeout ? undefined : null,
      keepResult: keepResult ? () => !mounted.current : undefined,
    };
    if (attempt && flow !== null && owner !== null)
      sendOptions.keep = {
        flow,
        attempt: {
          owner,
          setup: attempt.setup,
          keys: currentKeys().snapshot(),
          acknowledgeDuplicate: attempt.acknowledgeDuplicate,
          state: 'confirming',
        },
      };
    return sendAttempt((signal) => call(key, signal), sendOptions);
  }

  const forgetKept = useCallback(() => {
    if (flow !== null) clearPendingAttempt(flow);
    setKept(null);
  }, [flow]);

  return {
    /** The keys of the attempt under way. */
    get keys(): Keys {
      return currentKeys();
    },
    /** The confirm key of (setup, amount, method, total): any change is another attempt. */
    confirmKeyFor: (parts: Parameters<typeof confirmScope>[0]) => {
      return currentKeys().confirmKey(confirmScope(parts));
    },
    /**
     * Says a payment was confirmed, by its reference only: a parent page or app shell hears it
     * (docs/embedding.md), never the amount or the account.
     */
    completed: paymentCompleted,
    /** A new attempt (new keys), or the kept attempt's keys again for its retry. */
    renewKeys: (snapshot?: AttemptKeysSnapshot) => {
      keys.current = createAttemptKeys(undefined, snapshot) as Keys;
    },
    /**
     * A create call of the attempt: its key is the create key for `scope`; a refusal is final, so
     * the next one is a new attempt with a new key.
     */
    async create<R>(scope: string, call: (key: string) => Promise<R>): Promise<R> {
      try {
        return await call(currentKeys().createKey(scope));
      } catch (error) {
        if (failedOutcome(error).kind === 'refused') currentKeys().settled();
        throw error;
      }
    },
    press,
    confirm,
    /** `confirm` of one call: `sendWith` inside the press. */
    send<R>(
      call: (key: string, signal: AbortSignal | undefined) => Promise<R>,
      sendOptions: SendOptions<Setup>,
    ) {
      return confirm(() => sendWith(call, sendOptions));
    },
    sendWith,
    /**
     * A change that sets a value (`PATCH`/`DELETE` of a future or recurring payment): it cannot
     * charge twice, so it has no key and no time limit, but it is one request per press and a
     * parent page's navigate waits for its answer.
     */
    change: <R>(call: () => Promise<R>) =>
      confirm(() => sendAttempt<R, Setup>(() => call(), { timeoutMs: null })),
    /** A press is on its way (any step). */
    busy: pending !== null,
    /** A confirmation is on its way. */
    confirming: pending === 'confirm',
    stillProcessing,
    /** The last confirmation got no final answer: the same key goes with the retry. */
    outcomeUnknown,
    forgetOutcome: () => setOutcomeUnknown(false),
    /** The attempt this tab kept for this owner (a reload, or a visit elsewhere meanwhile). */
    kept,
    /** Drops the kept attempt (shown, found, or the person starts a new payment); stable. */
    forgetKept,
    /** Whose attempts this flow keeps (for a kept attempt built by the caller). */
    owner,
  };
}

export type PaymentAttempt<
  Setup = unknown,
  Result = unknown,
  Keys extends AttemptKeys = AttemptKeys,
> = ReturnType<typeof usePaymentAttempt<Setup, Result, Keys>>;

/** A confirmation this tab kept for a reload (`PendingAttempt`). */
export type KeptAttempt<Setup, Result> = PendingAttempt<Setup, Result>;
