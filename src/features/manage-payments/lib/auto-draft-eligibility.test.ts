import { describe, expect, it } from 'vitest';
import type { AutoDraftEnrollment } from '../api/manage-payments-api';
import { asAutoDraftKind, autoDraftStanding } from './auto-draft-eligibility';

const assessments = {
  subLedgerId: 3001,
  balance: 45000,
  isBlocked: false,
  autoDraftEligible: false,
  autoDraftIneligibleReason: 'hasBalance' as const,
  autoDraftEnrolled: false,
};
const special = {
  subLedgerId: 3002,
  balance: 120000,
  isBlocked: true,
  autoDraftEligible: false,
  autoDraftIneligibleReason: 'subLedger' as const,
  autoDraftEnrolled: false,
};
const paidUp = {
  subLedgerId: 3003,
  balance: 0,
  isBlocked: false,
  autoDraftEligible: true,
  autoDraftEnrolled: false,
};
// LT-2001 at Lakeside Towers, whose association takes the legacy form.
const condoDues = {
  subLedgerId: 3004,
  balance: 0,
  isBlocked: false,
  autoDraftEligible: false,
  autoDraftIneligibleReason: 'legacyAssociation' as const,
  autoDraftEnrolled: false,
};
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

  it('knows when auto-draft is off, and which kinds the settings name', () => {
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

  it('keeps the standard list as the judge of an enrolment, and refuses a legacy association', () => {
    expect(autoDraftStanding({ ...paidUp, autoDraftEnrolled: true }, [], 'standard')).toEqual({
      kind: 'eligible',
    });
    expect(autoDraftStanding(condoDues, [], 'standard')).toEqual({
      kind: 'ineligible',
      reason: 'legacyAssociation',
    });
  });
});

describe('autoDraftStanding for the legacy form (SPEC §4, the same rule)', () => {
  it('offers the form to a paid-up main ledger, which the service calls a legacy association', () => {
    expect(autoDraftStanding(condoDues, [], 'legacy')).toEqual({ kind: 'eligible' });
    expect(autoDraftStanding(paidUp, [], 'legacy')).toEqual({ kind: 'eligible' });
  });

  it('refuses a balance, a sub-ledger and a blocked ledger with their reasons', () => {
    expect(autoDraftStanding({ ...condoDues, balance: 128550 }, [], 'legacy')).toEqual({
      kind: 'ineligible',
      reason: 'hasBalance',
      balance: 128550,
    });
    expect(autoDraftStanding(assessments, [], 'legacy')).toMatchObject({ reason: 'hasBalance' });
    expect(autoDraftStanding({ ...special, balance: 0 }, [], 'legacy')).toEqual({
      kind: 'ineligible',
      reason: 'subLedger',
    });
    expect(autoDraftStanding({ ...condoDues, isBlocked: true }, [], 'legacy')).toEqual({
      kind: 'ineligible',
      reason: 'blocked',
    });
    expect(
      autoDraftStanding(
        { ...paidUp, autoDraftEligible: false, autoDraftIneligibleReason: 'blocked' },
        [],
        'legacy',
      ),
    ).toMatchObject({ reason: 'blocked' });
    expect(autoDraftStanding({ ...paidUp, autoDraftEligible: false }, [], 'legacy')).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('lists an account already enrolled, from the enrolments or, for a form, the account', () => {
    expect(autoDraftStanding({ ...condoDues, autoDraftEnrolled: true }, [], 'legacy')).toEqual({
      kind: 'enrolledByForm',
    });
    // Enrolled with a balance still to draft: enrolled, not refused.
    expect(
      autoDraftStanding({ ...condoDues, balance: 128550, autoDraftEnrolled: true }, [], 'legacy'),
    ).toEqual({ kind: 'enrolledByForm' });
    const listed = { ...enrollment, subLedgerId: 3004 };
    expect(autoDraftStanding(condoDues, [listed], 'legacy')).toEqual({
      kind: 'enrolled',
      enrollment: listed,
    });
  });
});
