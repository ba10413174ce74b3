// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/manage-payments.json';
import es from '../../../../public/locales/es/manage-payments.json';
import ui from '../../../../forms/legacy-auto-draft.ui.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const english = flatten(en);
const spanish = flatten(es);
const has = (key: string) =>
  english.has(key) || english.has(`${key}_one`) || english.has(`${key}_other`);

describe('the manage-payments texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english)
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
  });

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
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.+-]+)'/g)) used.add(match[1] ?? '');
    }
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
    for (const key of ['errors.unexpected', 'errors.network']) used.add(key);
    // The JSON form names its texts with the namespace.
    for (const match of JSON.stringify(ui).matchAll(/"manage-payments:([\w.]+)"/g))
      used.add(match[1] ?? '');
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
