import type {
  AutoDraftEnrollment,
  Charge,
  FuturePayment,
  Interval,
  RecurringPayment,
} from '../api/manage-payments-api';
import { upcomingChargeWindow } from '@/entities/account/lib/upcoming-charges';
import { addMonths } from '@/lib/dates';

const MONTHS: Record<Interval, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export type AutopaySource = 'recurring' | 'autoDraft';

/** An account whose autopay will not have paid what falls due by `dueDate`. */
export interface AutopayShortfall {
  subLedgerId: number;
  /** The first due date in the window that autopay does not cover. */
  dueDate: string;
  /** Cents due by then that autopay is expected to pay (after any full-balance draft). */
  due: number;
  /** Cents autopay and scheduled payments pay toward them by then. */
  covered: number;
  /** due − covered, in cents: what to pay before `dueDate`. */
  shortfall: number;
  sources: AutopaySource[];
}

type Payment = { date: string; amount: number | 'fullBalance' };

export interface AutopayCheckInput {
  today: string;
  charges: readonly Pick<Charge, 'subLedgerId' | 'amount' | 'dueDate'>[];
  recurring: readonly Pick<
    RecurringPayment,
    'subLedgerId' | 'amount' | 'interval' | 'nextPaymentDate' | 'endDate' | 'isActive' | 'status'
  >[];
  autoDrafts: readonly Pick<
    AutoDraftEnrollment,
    'subLedgerId' | 'startDate' | 'amountType' | 'fixedAmount' | 'status'
  >[];
  scheduled: readonly Pick<
    FuturePayment,
    'subLedgerId' | 'amount' | 'scheduledDate' | 'isActive' | 'status'
  >[];
}

/** Dates from `first`, every `months`, that fall in [from, to] (and not after `end`). */
function occurrences(
  first: string,
  months: number,
  from: string,
  to: string,
  end?: string,
): string[] {
  const dates: string[] = [];
  for (let n = 0; n < 1200; n += 1) {
    const date = addMonths(first, n * months);
    if (date > to || (end !== undefined && date > end)) break;
    if (date >= from) dates.push(date);
  }
  return dates;
}

export const isActiveRecurring = (r: Pick<RecurringPayment, 'isActive' | 'status'>) =>
  r.isActive && r.status === 'active';
export const isActiveScheduled = (f: Pick<FuturePayment, 'isActive' | 'status'>) =>
  f.isActive && f.status === 'scheduled';
export const isActiveAutoDraft = (a: Pick<AutoDraftEnrollment, 'status'>) =>
  a.status === 'active' || a.status === 'pending';

/**
 * Issue 7 (autopay check): for every account paid by a recurring payment or auto-draft, whether
 * what they (and any scheduled payments) pay by each due date in the next 25 days covers the
 * charges due by then. A full-balance draft pays everything due on or before its date; a fixed
 * draft, a recurring payment or a scheduled payment pays its amount on its date. The first due
 * date that is not covered is reported, with the shortfall to pay before it.
 */
export function autopayShortfalls(input: AutopayCheckInput): AutopayShortfall[] {
  const window = upcomingChargeWindow(input.today);
  const recurring = input.recurring.filter(isActiveRecurring);
  const drafts = input.autoDrafts.filter(isActiveAutoDraft);
  const autopaid = new Set([...recurring, ...drafts].map((p) => p.subLedgerId));
  const shortfalls: AutopayShortfall[] = [];

  for (const subLedgerId of [...autopaid].sort((a, b) => a - b)) {
    const charges = input.charges
      .filter(
        (c) =>
          c.subLedgerId === subLedgerId &&
          c.dueDate >= window.dueAfter &&
          c.dueDate <= window.dueBefore,
      )
      .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
    if (charges.length === 0) continue;

    const payments: Payment[] = [];
    const sources = new Set<AutopaySource>();
    for (const r of recurring.filter((p) => p.subLedgerId === subLedgerId)) {
      sources.add('recurring');
      for (const date of occurrences(
        r.nextPaymentDate,
        MONTHS[r.interval],
        input.today,
        window.dueBefore,
        r.endDate,
      ))
        payments.push({ date, amount: r.amount });
    }
    for (const d of drafts.filter((p) => p.subLedgerId === subLedgerId)) {
      sources.add('autoDraft');
      for (const date of occurrences(d.startDate, 1, input.today, window.dueBefore))
        payments.push({
          date,
          amount: d.amountType === 'full' ? 'fullBalance' : (d.fixedAmount ?? 0),
        });
    }
    for (const f of input.scheduled.filter(
      (p) => p.subLedgerId === subLedgerId && isActiveScheduled(p),
    ))
      if (f.scheduledDate >= input.today)
        payments.push({ date: f.scheduledDate, amount: f.amount });

    for (const dueDate of [...new Set(charges.map((c) => c.dueDate))]) {
      // The last full-balance draft by this date pays everything due on or before its own date.
      const fullDraft = payments
        .filter((p) => p.amount === 'fullBalance' && p.date <= dueDate)
        .map((p) => p.date)
        .sort()
        .at(-1);
      const due = charges
        .filter((c) => c.dueDate <= dueDate && (fullDraft === undefined || c.dueDate > fullDraft))
        .reduce((sum, c) => sum + c.amount, 0);
      const covered = payments
        .filter(
          (p) =>
            p.amount !== 'fullBalance' &&
            p.date <= dueDate &&
            (fullDraft === undefined || p.date > fullDraft),
        )
        .reduce((sum, p) => sum + (p.amount === 'fullBalance' ? 0 : p.amount), 0);
      if (due > covered) {
        shortfalls.push({
          subLedgerId,
          dueDate,
          due,
          covered,
          shortfall: due - covered,
          sources: [...sources].sort(),
        });
        break;
      }
    }
  }
  return shortfalls.sort((a, b) =>
    a.dueDate === b.dueDate ? a.subLedgerId - b.subLedgerId : a.dueDate < b.dueDate ? -1 : 1,
  );
}
