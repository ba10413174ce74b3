import { describe, expect, it } from 'vitest';
import { MIMIC_RULES, mimicTreatment, type MoneyAction } from './mimic-rules';

const ACTIONS = Object.keys(MIMIC_RULES) as MoneyAction[];

describe('the mimic rule for money actions', () => {
  it('lets every money action go at once outside mimic mode', () => {
    for (const action of ACTIONS) expect(mimicTreatment(action, false)).toBe('go');
  });

  it.each([
    ['pay', 'confirm'],
    ['enrolAutoDraft', 'confirm'],
    ['changeAutoDraft', 'confirm'],
    ['cancelAutoDraft', 'confirm'],
    ['changeScheduledPayment', 'confirm'],
    ['cancelScheduledPayment', 'confirm'],
    ['addPaymentMethod', 'confirm'],
    ['removePaymentMethod', 'confirm'],
    ['signLegacyAutoDraft', 'refuse'],
    ['givePaymentConsent', 'refuse'],
  ] as const)('in mimic mode, %s is %s', (action, rule) => {
    expect(mimicTreatment(action, true)).toBe(rule);
  });

  it('has a rule for each action the tests name, and no other', () => {
    expect(ACTIONS).toHaveLength(10);
  });
});
