// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysIn, keysUsedIn, loadNamespace, repoRoot } from '@/testing/locales';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const namespace = loadNamespace('manage-payments');
const { english } = namespace;
const has = (key: string) => namespace.has(key) || english.has(`${key}_other`);

describe('the manage-payments texts', () => {
  it('say the SPEC §5 legacy auto-draft messages word for word', () => {
    expect(english.get('legacy.errors.accountsMismatch')).toBe('Account numbers must match.');
    expect(english.get('legacy.errors.routingRequired')).toBe('Bank Routing Number is required.');
    expect(english.get('legacy.errors.routingDigits')).toBe('Routing number must be 9 digits.');
    expect(english.get('legacy.errors.bankNameRequired')).toBe('Bank Name is required.');
    expect(english.get('legacy.errors.accountNumberRequired')).toBe(
      'Bank Account Number is required.',
    );
    expect(english.get('legacy.errors.confirmationRequired')).toBe(
      'Confirm Account Number is required.',
    );
    expect(english.get('legacy.errors.required')).toBe('Input required');
    expect(english.get('cutoff.sameDay')).toBe('Same-day payments cannot be cancelled.');
  });

  it('cover every key the components and the form ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url), {
      pattern: /\bt\(\s*'([\w.+-]+)'/g,
    });
    expect(used.size).toBeGreaterThan(100);
    // Keys built at run time.
    for (const interval of ['monthly', 'quarterly', 'yearly']) used.add(`intervals.${interval}`);
    for (const key of ['cards', 'banks']) used.add(`methods.${key}`);
    for (const status of ['locked', 'inactive', 'cancelled', 'ended', 'processed'])
      used.add(`status.${status}`);
    for (const source of ['recurring', 'autoDraft', 'autoDraft+recurring'])
      used.add(`autopayCheck.line.${source}`);
    for (const reason of [
      'hasBalance',
      'subLedger',
      'blocked',
      'legacyAssociation',
      'off',
      'unavailable',
    ])
      used.add(`autoDraft.ineligible.${reason}`);
    for (const type of ['checking', 'savings']) {
      used.add(`legacy.accountTypes.${type}`);
      used.add(`methods.bankType.${type}`);
    }
    for (const type of ['creditCard', 'debitCard', 'eCheck']) used.add(`methods.type.${type}`);
    for (const status of ['pending', 'active']) used.add(`legacy.statuses.${status}`);
    for (const key of ['bankLabel', 'cardLabel']) used.add(`methods.${key}`);
    for (const problem of ['required', 'invalid', 'tooManyDecimals', 'negative', 'zero'])
      used.add(`errors.amount.${problem}`);
    for (const problem of ['belowMin', 'aboveMax']) used.add(`errors.amount.${problem}`);
    for (const problem of ['required', 'invalid', 'past', 'pastCutoff'])
      used.add(`errors.date.${problem}`);
    used.add('errors.nothingChanged');
    used.add('autoDraft.errors.methodRequired');
    used.add('autoDraft.errors.startAfterToday');
    // The JSON form names its texts with the namespace.
    const form = `${repoRoot}forms/legacy-auto-draft.ui.json`;
    for (const key of keysIn([form], /"manage-payments:([\w.]+)"/g)) used.add(key);
    for (const field of [
      'startMonth',
      'accountType',
      'bankRoutingNumber',
      'bankName',
      'bankAccountNumber',
      'confirmation',
      'eSignature',
    ])
      used.add(`legacy.fields.${field}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
