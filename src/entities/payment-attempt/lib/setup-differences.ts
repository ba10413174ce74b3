/**
 * What a priced setup must repeat of the request it answers (issue 55 item 7): the review asks
 * the person to authorise the service's echo, so an echo that differs from what they chose is
 * never offered for authorisation. Pure: the flows decide what to do with the differences.
 */

/** The fields compared, in the order the person is told about them. */
export const SETUP_FIELDS = ['amount', 'fees', 'method', 'account', 'date'] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];

/** What was asked. A field left out was not part of the request (express pay sends no method). */
export interface RequestedSetup {
  /** Cents. */
  amount: number;
  methodId?: number | undefined;
  /** The account (sub-ledger) paid. */
  accountId?: number | undefined;
  /** ISO date: the payment, scheduled or first recurring date. */
  date?: string | undefined;
  /** The fees the portal priced for this amount and method, when it knows the rules. */
  fees?: { convenienceFee: number; largeAmountFee: number } | undefined;
}

/** What the service answered. */
export interface AnsweredSetup {
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
  methodId?: number | undefined;
  accountId?: number | undefined;
  date?: string | undefined;
}

/**
 * The fields in which the answer differs from the request; empty when it matches. Fees differ
 * when the total is not the amount plus its fees (fees on another basis), or when they are not
 * the ones the portal priced.
 */
export function setupDifferences(requested: RequestedSetup, answered: AnsweredSetup): SetupField[] {
  const differs: Record<SetupField, boolean> = {
    amount: answered.amount !== requested.amount,
    fees:
      answered.total !== answered.amount + answered.convenienceFee + answered.largeAmountFee ||
      (requested.fees !== undefined &&
        (answered.convenienceFee !== requested.fees.convenienceFee ||
          answered.largeAmountFee !== requested.fees.largeAmountFee)),
    method: requested.methodId !== undefined && answered.methodId !== requested.methodId,
    account: requested.accountId !== undefined && answered.accountId !== requested.accountId,
    date: requested.date !== undefined && answered.date !== requested.date,
  };
  return SETUP_FIELDS.filter((field) => differs[field]);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The person's words for a refused setup: which fields differ (common:paymentAttempt), and that
 * nothing was paid. `cancelled`: the setup was cancelled on the service (make a payment).
 */
export function setupDifferencesText(
  fields: readonly SetupField[],
  t: Translate,
  locale: string,
  cancelled: boolean,
): string {
  const names = fields.map((field) => t(`common:paymentAttempt.setupField.${field}`));
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
  return t(
    cancelled ? 'common:paymentAttempt.setupDiffers' : 'common:paymentAttempt.setupDiffersKept',
    { fields: list },
  );
}
