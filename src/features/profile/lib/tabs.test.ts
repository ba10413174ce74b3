import { describe, expect, it } from 'vitest';
import { resolveProfileTab } from './tab-aliases';
import { parseProfileSearch } from './tabs';

describe('profile tabs in the address', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(parseProfileSearch({ tab: 'login' })).toEqual({ tab: 'login' });
    expect(parseProfileSearch({ tab: 'nope' })).toEqual({});
    expect(parseProfileSearch({ tab: 3 })).toEqual({});
    expect(parseProfileSearch({})).toEqual({});
  });

  it('lands on contact info by default (PA037 sends people there for a primary email)', () => {
    expect(resolveProfileTab(undefined)).toBe('contact');
    expect(resolveProfileTab('')).toBe('contact');
    expect(resolveProfileTab('<script>')).toBe('contact');
  });

  it('reads the names older links use', () => {
    expect(resolveProfileTab('phone')).toBe('contact');
    expect(resolveProfileTab('Email')).toBe('contact');
    expect(resolveProfileTab('address')).toBe('addresses');
    expect(resolveProfileTab('password')).toBe('login');
    expect(resolveProfileTab('directory')).toBe('preferences');
    expect(resolveProfileTab('preferences')).toBe('preferences');
    expect(resolveProfileTab('paperless')).toBe('delivery');
    expect(resolveProfileTab('notifications')).toBe('delivery');
  });
});
