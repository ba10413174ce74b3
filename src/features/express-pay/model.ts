import { createEffect, createEvent, createStore, sample } from 'effector';
import { clearEpayToken, setEpayToken } from '@/lib/api/epay-token';
import {
  authenticateLink,
  fetchAccount,
  type ExpressAccount,
  type ExpressConfirmation,
  type ExpressPaymentIntent,
} from './api/express-pay-api';
import { readBalance, type BalanceReading } from './lib/balance';
import { readEpayClaims, type EpayClaims } from './lib/claims';
import { readSavedConfirmation, saveConfirmation } from './lib/confirmation-store';
import { clearPendingAttempt } from '@/entities/payment-attempt/lib/pending-attempt';
import { linkFailureOf, type LinkFailure } from './lib/link';
import { forgetOpenedLink } from './lib/opened-link';
import { EXPRESS_ATTEMPT_FLOW } from './lib/pending-checkout';
import { isPlausibleLink } from './lib/plausible-link';
import { defaultChoice, type PaymentChoice } from './lib/methods';

// SPEC §3 "Express checkout": epayToken, ownerId, userId, checkoutLinkId, subLedgerId,
// paymentSetup, paymentOptions, balance, paymentMethods, selectedPaymentMethod, amount, logo,
// account, confirmed. SPEC §4: setting the payment intent stores the setup (the priced intent),
// and confirming it stores the created confirmation.
//
// This is the checkout's own state, apart from the session: nothing here is persisted, and the
// epay token never reaches `user-store` (it is held by src/lib/api/epay-token.ts, in memory, for
// the open checkout only).

/** The `/epay/:strategy/:link` route segments. */
export interface CheckoutLink {
  strategy: string;
  link: string;
}

export type CheckoutStatus =
  | { name: 'idle' }
  /** Exchanging the link for the epay token, then loading the account. */
  | { name: 'opening' }
  /** The link will not work: the bad-link page says what to do next. */
  | { name: 'rejected'; failure: LinkFailure }
  /** The service did not answer (or failed): the person may try again. */
  | { name: 'unreachable'; errorId?: string | undefined }
  /**
   * The account came back with a balance that is not a whole number of cents, or otherwise not
   * as its contract says (then with the Error ID its log line carries).
   */
  | { name: 'unreadable'; errorId?: string | undefined }
  | { name: 'open' };

// ---------------------------------------------------------------------------------------------
// Events, named for what happened

/** The checkout page opened a link (again, after a retry of a failed one). */
export const checkoutOpened = createEvent<CheckoutLink>();
/** The checkout page closed: the token and everything read with it are dropped. */
export const checkoutClosed = createEvent();
export const retryRequested = createEvent();
export const paymentMethodSelected = createEvent<PaymentChoice>();
export const paymentIntentSet = createEvent<ExpressPaymentIntent>();
/** The priced intent will not be used (its answer differed from the request). */
export const paymentIntentCleared = createEvent();
export const paymentConfirmed = createEvent<ExpressConfirmation>();

/**
 * Opens the link if the checkout opens it at all: one that can be a checkout link and was not
 * already paid in this tab (coming back never pays twice). The route calls it while the page's
 * code is still on its way, so the exchange leaves with it (npm run bench: the express link's
 * LCP); the page calls it on mount and joins the opening under way. Whether it opened.
 */
export function openCheckout(attempt: CheckoutLink): boolean {
  const opens =
    isPlausibleLink(attempt.strategy, attempt.link) &&
    readSavedConfirmation(attempt.strategy, attempt.link) === null;
  if (opens) checkoutOpened(attempt);
  return opens;
}

// ---------------------------------------------------------------------------------------------
// Effects. Each carries the attempt (the opened link object) it belongs to, so an answer that
// arrives after the checkout closed or opened another link is ignored.

export const authenticateFx = createEffect((attempt: CheckoutLink) =>
  authenticateLink(attempt.strategy, attempt.link),
);
export const loadAccountFx = createEffect((_attempt: CheckoutLink) => fetchAccount());
const holdEpayTokenFx = createEffect((token: string) => {
  setEpayToken(token);
});
const releaseEpayTokenFx = createEffect(() => {
  clearEpayToken();
});
const saveConfirmationFx = createEffect(
  ({
    link,
    confirmation,
    associationName,
  }: {
    link: CheckoutLink;
    confirmation: ExpressConfirmation;
    associationName: string | undefined;
  }) => {
    // The receipt names the association paid; after a reload only what was kept is known.
    saveConfirmation(link.strategy, link.link, { ...confirmation, associationName });
  },
);

// ---------------------------------------------------------------------------------------------
// Stores

/** The open attempt; a new object for every opening, compared by identity. */
export const $link = createStore<CheckoutLink | null>(null);
export const $status = createStore<CheckoutStatus>({ name: 'idle' });
export const $epayToken = createStore<string | null>(null);
export const $claims = createStore<EpayClaims | null>(null);
export const $userId = $claims.map((claims) => claims?.userId ?? null);
export const $ownerId = $claims.map((claims) => claims?.ownerId ?? null);
export const $checkoutLinkId = $claims.map((claims) => claims?.checkoutLinkId ?? null);
export const $subLedgerId = $claims.map((claims) => claims?.subLedgerId ?? null);
export const $account = createStore<ExpressAccount | null>(null);
export const $paymentSetup = $account.map((account) => account?.paymentSetup ?? null);
export const $paymentOptions = $account.map((account) => account?.paymentOptions ?? []);
export const $paymentMethods = $account.map((account) => account?.paymentMethods ?? []);
/** The association's logo. */
export const $logo = $account.map((account) => account?.logoUrl ?? null);
/** SPEC §3: the balance as the server sent it (cents), read; shown in dollars. */
export const $balance = $account.map((account): BalanceReading | null =>
  account ? readBalance(account.balance) : null,
);
export const $selectedPaymentMethod = createStore<PaymentChoice | null>(null);
/** Cents: the balance at first, then the amount of the priced intent. */
export const $amount = createStore<number | null>(null);
/** The priced payment intent (the payment setup of SPEC §4). */
export const $paymentIntent = createStore<ExpressPaymentIntent | null>(null);
export const $confirmed = createStore<ExpressConfirmation | null>(null);

const sameLink = (a: CheckoutLink | null, b: CheckoutLink) =>
  a !== null && a.strategy === b.strategy && a.link === b.link;

// ---------------------------------------------------------------------------------------------
// Opening a link

// Opening the link this visit has already opened does nothing, whatever came of it: one exchange
// per visit. The route's loader opens it as a head start and the page again as it mounts; when
// the first attempt has already failed by then, the page says so and trying again is the
// person's press (retryRequested), not a second exchange nobody asked for. A closed checkout
// (the page left) forgets its link, and coming back opens it afresh.
const started = sample({
  clock: checkoutOpened,
  source: $link,
  filter: (link, next) => !sameLink(link, next),
  fn: (_, next): CheckoutLink => ({ strategy: next.strategy, link: next.link }),
});

$link.on(started, (_, attempt) => attempt).reset(checkoutClosed);
$status.on(started, () => ({ name: 'opening' })).reset(checkoutClosed);
for (const store of [$epayToken, $claims, $account, $selectedPaymentMethod, $amount]) {
  store.reset(started, checkoutClosed);
}
$paymentIntent.reset(started, checkoutClosed);
$confirmed.reset(started, checkoutClosed);

sample({ clock: [started, checkoutClosed], target: releaseEpayTokenFx });
sample({ clock: started, target: authenticateFx });

const authenticated = sample({
  clock: authenticateFx.done,
  source: $link,
  filter: (link, { params }) => link === params,
  fn: (_, { result }) => ({ token: result, claims: readEpayClaims(result) }),
});
const tokenAccepted = sample({
  clock: authenticated,
  filter: (read): read is { token: string; claims: EpayClaims } => read.claims !== null,
});
// A token without the four ids is never used: no account call goes out with it.
const tokenMalformed = sample({ clock: authenticated, filter: (read) => read.claims === null });

$epayToken.on(tokenAccepted, (_, { token }) => token);
$claims.on(tokenAccepted, (_, { claims }) => claims);
sample({ clock: tokenAccepted, fn: ({ token }) => token, target: holdEpayTokenFx });
$status.on(tokenMalformed, () => ({ name: 'rejected', failure: 'malformed' }));

// The account loads once the token is in place for the express-pay fetcher.
sample({
  clock: holdEpayTokenFx.done,
  source: $link,
  filter: (link): link is CheckoutLink => link !== null,
  target: loadAccountFx,
});

const accountReceived = sample({
  clock: loadAccountFx.done,
  source: $link,
  filter: (link, { params }) => link === params,
  fn: (_, { result }) => result,
});
const accountReadable = sample({
  clock: accountReceived,
  filter: (account) => readBalance(account.balance).kind !== 'invalid',
});
$status.on(accountReceived, (_, account) =>
  readBalance(account.balance).kind === 'invalid' ? { name: 'unreadable' } : { name: 'open' },
);
$account.on(accountReadable, (_, account) => account);
$selectedPaymentMethod.on(accountReadable, (_, account) =>
  defaultChoice(account.paymentMethods, account.paymentOptions),
);
$amount.on(accountReadable, (_, account) => {
  const balance = readBalance(account.balance);
  return balance.kind === 'due' ? balance.cents : null;
});

const callFailed = sample({
  clock: [authenticateFx.fail, loadAccountFx.fail],
  source: $link,
  filter: (link, { params }) => link === params,
  fn: (_, { error }) => linkFailureOf(error),
});
$status.on(callFailed, (_, failure): CheckoutStatus => {
  switch (failure.kind) {
    case 'link':
      return { name: 'rejected', failure: failure.failure };
    case 'unreadable':
      return { name: 'unreadable', errorId: failure.errorId };
    case 'unreachable':
      return { name: 'unreachable', errorId: failure.errorId };
  }
});

// The link's session is over (expired, used, refused): what this tab kept for it goes with it,
// the link and a pending confirmation alike (issue 55 item 5).
const forgetLinkFx = createEffect(() => {
  forgetOpenedLink();
  clearPendingAttempt(EXPRESS_ATTEMPT_FLOW);
});
sample({
  clock: $status.updates,
  filter: (status) => status.name === 'rejected',
  fn: () => undefined,
  target: forgetLinkFx,
});

// Trying again repeats what failed: the account when the token is held, else the exchange.
const retried = sample({
  clock: retryRequested,
  source: { link: $link, status: $status, token: $epayToken },
  filter: ({ link, status }) => link !== null && status.name === 'unreachable',
  fn: ({ link, token }) => ({ link: link as CheckoutLink, hasToken: token !== null }),
});
$status.on(retried, () => ({ name: 'opening' }));
sample({
  clock: retried,
  filter: ({ hasToken }) => hasToken,
  fn: ({ link }) => link,
  target: loadAccountFx,
});
sample({
  clock: retried,
  filter: ({ hasToken }) => !hasToken,
  fn: ({ link }) => link,
  target: authenticateFx,
});

// ---------------------------------------------------------------------------------------------
// Paying

$selectedPaymentMethod.on(paymentMethodSelected, (_, choice) => choice);
$paymentIntent.on(paymentIntentSet, (_, intent) => intent).reset(paymentIntentCleared);
$amount.on(paymentIntentSet, (_, intent) => intent.amount);
$confirmed.on(paymentConfirmed, (_, confirmation) => confirmation);

// The confirmation is kept for the tab (a reload shows it, never pays again), and the token is
// dropped: the link has done its one payment.
sample({
  clock: paymentConfirmed,
  source: { link: $link, account: $account },
  filter: ({ link }) => link !== null,
  fn: ({ link, account }, confirmation) => ({
    link: link as CheckoutLink,
    confirmation,
    associationName: account?.associationName,
  }),
  target: saveConfirmationFx,
});
$epayToken.reset(paymentConfirmed);
sample({ clock: paymentConfirmed, target: releaseEpayTokenFx });
