import { addDays } from '@/lib/dates';

/** What the window reads of a charge. */
type Charge = { dueDate: string; subLedgerId: number; id: number };

/** SPEC §9: upcoming charges are those due in the next 25 days. */
export const UPCOMING_CHARGE_DAYS = 25;

export interface DueWindow {
  /** First day included (today). */
  dueAfter: string;
  /** Last day included (today + 25 days). */
  dueBefore: string;
}

/** The `GET /Charge` bounds for "due in the next 25 days", both days included. */
export function upcomingChargeWindow(today: string): DueWindow {
  return { dueAfter: today, dueBefore: addDays(today, UPCOMING_CHARGE_DAYS) };
}

export function isDueWithin(charge: Pick<Charge, 'dueDate'>, window: DueWindow): boolean {
  return charge.dueDate >= window.dueAfter && charge.dueDate <= window.dueBefore;
}

/**
 * The charges to show: in the window (the service is asked for it, and a service that sent more
 * is not believed), of the given sub-ledgers, earliest due first.
 */
export function upcomingCharges<T extends Pick<Charge, 'dueDate' | 'subLedgerId' | 'id'>>(
  charges: readonly T[],
  window: DueWindow,
  subLedgerIds: readonly number[],
): T[] {
  return charges
    .filter((charge) => isDueWithin(charge, window) && subLedgerIds.includes(charge.subLedgerId))
    .sort((a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
}
