import type { AutoDraftEnrollment, SubLedger } from '../api/manage-payments-api';
import { isActiveAutoDraft } from './autopay-check';

/** The association's kind of auto-draft (home settings `autoDraftType`). */
export type AutoDraftKind = 'standard' | 'legacy' | 'off';

export type AutoDraftStanding =
  | { kind: 'enrolled'; enrollment: AutoDraftEnrollment }
  /** Legacy: the service marks the account enrolled; a form enrolment has no saved method to list. */
  | { kind: 'enrolledByForm' }
  | { kind: 'eligible' }
  | { kind: 'ineligible'; reason: 'hasBalance'; balance: number }
  | {
      kind: 'ineligible';
      reason: 'subLedger' | 'blocked' | 'legacyAssociation' | 'off' | 'unavailable';
    };

/**
 * SPEC §4: accounts with a balance cannot enrol in auto-draft and sub-ledgers are unavailable for
 * it; blocked ledgers cannot pay. One rule for the standard enrolment and the legacy form. The
 * service says why (`autoDraftIneligibleReason`); a balance refuses enrolment even when the
 * service has not caught up, so an account is never offered what the service will refuse.
 */
export function autoDraftStanding(
  account: Pick<
    SubLedger,
    | 'subLedgerId'
    | 'balance'
    | 'isBlocked'
    | 'autoDraftEligible'
    | 'autoDraftIneligibleReason'
    | 'autoDraftEnrolled'
  >,
  enrollments: readonly AutoDraftEnrollment[],
  kind: AutoDraftKind,
): AutoDraftStanding {
  const enrollment = enrollments.find(
    (e) => e.subLedgerId === account.subLedgerId && isActiveAutoDraft(e),
  );
  if (enrollment) return { kind: 'enrolled', enrollment };
  if (kind === 'off') return { kind: 'ineligible', reason: 'off' };
  // The standard enrolments are listed with their terms, so the list decides for them; a legacy
  // form enrolment is only known from the account.
  if (kind === 'legacy' && account.autoDraftEnrolled) return { kind: 'enrolledByForm' };
  const serviceReason = account.autoDraftEligible ? undefined : account.autoDraftIneligibleReason;
  // "Legacy association" is why the legacy form is used, not a refusal of it.
  const reason =
    kind === 'legacy' && serviceReason === 'legacyAssociation' ? undefined : serviceReason;
  if (reason === 'hasBalance' || (reason === undefined && account.balance > 0))
    return { kind: 'ineligible', reason: 'hasBalance', balance: account.balance };
  if (reason) return { kind: 'ineligible', reason };
  if (account.isBlocked) return { kind: 'ineligible', reason: 'blocked' };
  if (!account.autoDraftEligible && serviceReason === undefined)
    return { kind: 'ineligible', reason: 'unavailable' };
  return { kind: 'eligible' };
}

/** Home settings may carry an auto-draft type this build does not know: treat it as off. */
export function asAutoDraftKind(value: string | null | undefined): AutoDraftKind {
  return value === 'standard' || value === 'legacy' ? value : 'off';
}
