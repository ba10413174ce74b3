import type { Property } from '@/entities/session/api/session-api';
import type { SubLedger } from '@/entities/account/queries';
import type { AutoDraftEnrollment } from '@/entities/payment-data/queries';
import type { Charge } from '../api/dashboard-api';
import type { DueWindow } from '@/entities/account/lib/upcoming-charges';

/** What the property owes now, over all of its accounts (integer cents). */
export function totalBalance(accounts: readonly Pick<SubLedger, 'balance'>[]): number {
  return accounts.reduce((sum, account) => sum + account.balance, 0);
}

/**
 * The charges due in the window on the given accounts, earliest first (then by id, so the order
 * is stable). The service is asked for the window; one that sent more is not believed.
 */
export function upcomingCharges<T extends Pick<Charge, 'id' | 'dueDate' | 'subLedgerId'>>(
  charges: readonly T[],
  window: DueWindow,
  subLedgerIds: readonly number[],
): T[] {
  return charges
    .filter(
      (charge) =>
        charge.dueDate >= window.dueAfter &&
        charge.dueDate <= window.dueBefore &&
        subLedgerIds.includes(charge.subLedgerId),
    )
    .sort((a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
}

/** The next charge: the earliest one due in the next 25 days on the property's accounts. */
export function nextCharge<T extends Pick<Charge, 'id' | 'dueDate' | 'subLedgerId'>>(
  charges: readonly T[],
  window: DueWindow,
  subLedgerIds: readonly number[],
): T | null {
  return upcomingCharges(charges, window, subLedgerIds)[0] ?? null;
}

/** Payments can be made when at least one account of the property is not blocked (PA010). */
export function canPay(accounts: readonly Pick<SubLedger, 'isBlocked'>[]): boolean {
  return accounts.some((account) => !account.isBlocked);
}

export interface AutoDraftLine {
  subLedgerId: number;
  accountName: string;
  status: 'active' | 'pending';
}

export type AutoDraftSummary =
  { kind: 'notOffered' } | { kind: 'enrolled'; lines: AutoDraftLine[] } | { kind: 'notEnrolled' };

/**
 * The auto-draft status of a property: not offered by its association, or which of its accounts
 * are enrolled (an active or pending enrolment, or the account's own flag), or none.
 */
export function autoDraftSummary(
  autoDraftType: Property['autoDraftType'],
  accounts: readonly Pick<SubLedger, 'subLedgerId' | 'name' | 'autoDraftEnrolled'>[],
  enrollments: readonly Pick<AutoDraftEnrollment, 'subLedgerId' | 'status'>[],
): AutoDraftSummary {
  if (autoDraftType === 'off') return { kind: 'notOffered' };
  const lines: AutoDraftLine[] = [];
  for (const account of accounts) {
    const enrollment = enrollments.find(
      (e) => e.subLedgerId === account.subLedgerId && e.status !== 'cancelled',
    );
    if (enrollment && enrollment.status !== 'cancelled') {
      lines.push({
        subLedgerId: account.subLedgerId,
        accountName: account.name,
        status: enrollment.status,
      });
    } else if (account.autoDraftEnrolled) {
      lines.push({ subLedgerId: account.subLedgerId, accountName: account.name, status: 'active' });
    }
  }
  return lines.length > 0 ? { kind: 'enrolled', lines } : { kind: 'notEnrolled' };
}
