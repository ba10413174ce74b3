// Confirmations on their way to the service, for what must not interrupt them: a parent page's
// or app shell's navigate command waits until none is left (src/app/provider.tsx).
let inFlight = 0;
const waiting: (() => void)[] = [];

/** Marks a confirmation as sent; call the returned function once it has an answer. */
export function confirmationStarted(): () => void {
  inFlight += 1;
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    inFlight -= 1;
    if (inFlight === 0) for (const run of waiting.splice(0)) run();
  };
}

export function isConfirmationInFlight(): boolean {
  return inFlight > 0;
}

/** Runs `run` now, or once no confirmation is in flight any more. */
export function afterConfirmations(run: () => void): void {
  if (inFlight === 0) run();
  else waiting.push(run);
}

/** Runs a confirmation call marked as in flight until it has an answer. */
export async function asConfirmation<T>(call: () => Promise<T>): Promise<T> {
  const finished = confirmationStarted();
  try {
    return await call();
  } finally {
    finished();
  }
}

const completedListeners = new Set<(reference: string) => void>();

/**
 * Says that a payment was confirmed, by its reference only: a parent page or app shell is told
 * (src/app/host-messages.ts), never the amount or the account.
 */
export function paymentCompleted(reference: string): void {
  for (const listener of completedListeners) listener(reference);
}

/** Calls back with the reference of every confirmed payment; returns the unsubscribe. */
export function onPaymentCompleted(listener: (reference: string) => void): () => void {
  completedListeners.add(listener);
  return () => {
    completedListeners.delete(listener);
  };
}
