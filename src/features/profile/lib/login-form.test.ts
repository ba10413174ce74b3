import { describe, expect, it } from 'vitest';
import { loginChanges, passwordsDiffer } from './login-form';

const current = { email: 'jordan.rivera@example.com', userName: 'jordan.rivera' };

describe('login info changes', () => {
  it('asks nothing when nothing changed (an email differing only in case is the same)', () => {
    expect(
      loginChanges(current, {
        ...current,
        email: 'Jordan.Rivera@example.com',
        currentPassword: 's',
      }),
    ).toEqual({ login: null, password: null });
  });

  it('sends the changed login fields with the current password', () => {
    expect(
      loginChanges(current, {
        email: ' jordan@maplegrove.example ',
        userName: 'jrivera',
        currentPassword: 'secret1',
      }),
    ).toEqual({
      login: {
        email: 'jordan@maplegrove.example',
        userName: 'jrivera',
        currentPassword: 'secret1',
      },
      password: null,
    });
  });

  it('sends a new password with the current one', () => {
    expect(
      loginChanges(current, {
        ...current,
        newPassword: 'maple-grove-2026',
        confirmPassword: 'maple-grove-2026',
        currentPassword: 'secret1',
      }),
    ).toEqual({
      login: null,
      password: { currentPassword: 'secret1', newPassword: 'maple-grove-2026' },
    });
  });

  it('tells a mismatched confirmation from a missing one', () => {
    expect(passwordsDiffer({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe(true);
    expect(passwordsDiffer({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBe(false);
    expect(passwordsDiffer({ newPassword: 'abcdef' })).toBe(false);
  });
});
