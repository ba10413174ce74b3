/**
 * Every action that moves money or changes how it moves (issue 55 item 4): while a staff member
 * mimics a homeowner (SPEC §6), each one either asks the staff member to confirm the homeowner
 * asked for it, or is refused where the homeowner's own signature or consent is what it records.
 */
export type MoneyAction =
  | 'pay'
  | 'enrolAutoDraft'
  | 'changeAutoDraft'
  | 'cancelAutoDraft'
  | 'signLegacyAutoDraft'
  | 'changeScheduledPayment'
  | 'cancelScheduledPayment'
  | 'addPaymentMethod'
  | 'removePaymentMethod'
  | 'givePaymentConsent';

export type MimicRule = 'confirm' | 'refuse';

/** The rule, in one place: a screen asks for its action's, never decides it. */
export const MIMIC_RULES: Readonly<Record<MoneyAction, MimicRule>> = {
  pay: 'confirm',
  enrolAutoDraft: 'confirm',
  changeAutoDraft: 'confirm',
  cancelAutoDraft: 'confirm',
  // An eSignature and a consent are the homeowner's own words: nobody else can give them.
  signLegacyAutoDraft: 'refuse',
  changeScheduledPayment: 'confirm',
  cancelScheduledPayment: 'confirm',
  addPaymentMethod: 'confirm',
  removePaymentMethod: 'confirm',
  givePaymentConsent: 'refuse',
};

/** What happens to `action` now: done at once outside mimic mode. */
export function mimicTreatment(action: MoneyAction, mimicking: boolean): 'go' | MimicRule {
  return mimicking ? MIMIC_RULES[action] : 'go';
}
