// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysIn, keysUsedIn, loadNamespace, repoRoot } from '@/testing/locales';
import { PROFILE_TABS } from './tabs';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english } = loadNamespace('profile');
const forms = ['contact', 'address', 'login-info', 'preferences'].flatMap((form) =>
  ['schema', 'ui'].map((part) => `${repoRoot}forms/${form}.${part}.json`),
);

describe('the profile texts', () => {
  it('say the SPEC §8 unsaved-changes choices word for word', () => {
    expect(english.get('unsaved.leave')).toBe('Leave and Discard');
    expect(english.get('unsaved.stay')).toBe('Stay on Page');
  });

  it('have every SPEC §5 Profile invalid-value message', () => {
    for (const field of [
      'Label',
      'Address',
      'Secondary address',
      'City',
      'State',
      'Zipcode',
      'Country',
      'Province',
      'Postal code',
    ]) {
      const text = `Invalid ${field.toLowerCase()}`;
      expect([...english.values()], text).toContain(text);
    }
  });

  it('cover every key the components and the JSON forms ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    for (const key of keysIn(forms, /"profile:([\w.-]+)"/g)) used.add(key);
    // Keys built at run time.
    for (const tab of PROFILE_TABS) used.add(`tabs.${tab}`);
    for (const type of ['email', 'phone', 'address']) {
      used.add(`contactGroups.${type}`);
      used.add(`contactTypeNames.${type}`);
    }
    for (const preference of ['none', 'email', 'text', 'mail', 'all'])
      used.add(`communication.${preference}`);
    used.delete('common:loading');
    used.delete('common:nav.profileSettings');
    expect(used.size).toBeGreaterThan(80);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
