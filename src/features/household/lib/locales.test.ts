// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { HOUSEHOLD_ROLES } from './invite-form';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english } = loadNamespace('household');

describe('the household texts', () => {
  it('cover every key the components and the form rules ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    for (const role of HOUSEHOLD_ROLES) {
      used.add(`roles.${role}`);
      used.add(`roleHints.${role}`);
    }
    for (const key of [
      'invite.errors.emailRequired',
      'invite.errors.emailInvalid',
      'invite.errors.roleRequired',
      'join.errors.firstNameRequired',
      'join.errors.lastNameRequired',
      'join.errors.passwordShort',
      'join.errors.passwordMismatch',
    ])
      used.add(key);
    used.delete('common:loading');
    used.delete('common:nav.household');
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
