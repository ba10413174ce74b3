import { describe, expect, it } from 'vitest';
import type { AutoDraftEnrollment } from '../api/manage-payments-api';
import { asAutoDraftKind, autoDraftStanding } from './auto-draft-eligibility';

const assessments = {
  subLedgerId: 3001,
  balance: 45000,
  isBlocked: false,
  autoDraftEligible: false,
  autoDraftIneligibleReason: 'hasBalance' as const,
};
const special = {
  subLedgerId: 3002,
  balance: 120000,
  isBlocked: true,
  autoDraftEligible: false,
  autoDraftIneligibleReason: 'subLedger' as const,
};
const paidUp = { subLedgerId: 3003, balance: 0, isBlocked: false, autoDraftEligible: true };
const enrollment: AutoDraftEnrollment = {
  id: 8201,
  subLedgerId: 3003,
  paymentMethodId: 4006,
  startDate: '2026-12-01',
  amountType: 'full',
  status: 'active',
};

describe('autoDraftStanding (SPEC §4)', () => {
  it('refuses an account with a balance, naming the balance', () => {
    expect(autoDraftStanding(assessments, [], 'standard')).toEqual({
      kind: 'ineligible',
      reason: 'hasBalance',
      balance: 45000,
    });
  });

  it('refuses a balance even when the service still calls the account eligible', () => {
    expect(autoDraftStanding({ ...paidUp, balance: 100 }, [], 'standard')).toMatchObject({
      reason: 'hasBalance',
    });
  });

  it("says a sub-ledger is unavailable, in the service's words", () => {
    expect(autoDraftStanding(special, [], 'standard')).toEqual({
      kind: 'ineligible',
      reason: 'subLedger',
    });
  });

  it('offers enrolment to a paid-up main ledger, and shows an active enrolment', () => {
    expect(autoDraftStanding(paidUp, [], 'standard')).toEqual({ kind: 'eligible' });
    expect(autoDraftStanding(paidUp, [enrollment], 'standard')).toEqual({
      kind: 'enrolled',
      enrollment,
    });
    expect(autoDraftStanding(paidUp, [{ ...enrollment, status: 'cancelled' }], 'standard')).toEqual(
      { kind: 'eligible' },
    );
  });

  it('sends legacy associations to the legacy form and knows when auto-draft is off', () => {
    expect(autoDraftStanding(paidUp, [], 'legacy')).toMatchObject({ reason: 'legacyAssociation' });
    expect(autoDraftStanding(paidUp, [], 'off')).toMatchObject({ reason: 'off' });
    expect(asAutoDraftKind('legacy')).toBe('legacy');
    expect(asAutoDraftKind('something-new')).toBe('off');
    expect(asAutoDraftKind(undefined)).toBe('off');
  });

  it('refuses a blocked account and an account the service marks unavailable without a reason', () => {
    expect(
      autoDraftStanding({ ...paidUp, isBlocked: true, autoDraftEligible: false }, [], 'standard'),
    ).toMatchObject({ reason: 'blocked' });
    expect(
      autoDraftStanding({ ...paidUp, autoDraftEligible: false }, [], 'standard'),
    ).toMatchObject({ reason: 'unavailable' });
  });
});
