import { describe, expect, it } from 'vitest';
import type { HomeownerContact } from '../api/profile-api';
import {
  applyContactDeleted,
  applyContactSaved,
  contactDeleteBlock,
  displacedPrimary,
  effectivePrimary,
  primaryIsLocked,
  primaryOf,
} from './contacts';

const contact = (
  contactId: number,
  type: HomeownerContact['type'],
  isPrimary: boolean,
  label = `Contact ${contactId}`,
): HomeownerContact => ({
  contactId,
  type,
  label,
  value: `value ${contactId}`,
  isPrimary,
  communicationPreference: 'none',
});

// The demo profile (docs/contracts.md): two emails, two phones, one address contact.
const demo = [
  contact(17001, 'email', true, 'Personal email'),
  contact(17002, 'phone', true, 'Mobile'),
  contact(17003, 'phone', false, 'Work'),
  contact(17004, 'email', false, 'Work email'),
  contact(17005, 'address', true, 'Mailing address'),
];

const primaries = (list: HomeownerContact[], type: HomeownerContact['type']) =>
  list.filter((c) => c.type === type && c.isPrimary).map((c) => c.contactId);

describe('exactly one primary per type', () => {
  it('moves the primary when another contact of the type becomes primary', () => {
    const next = applyContactSaved(demo, { ...demo[3]!, isPrimary: true });
    expect(primaries(next, 'email')).toEqual([17004]);
    // Other types keep theirs.
    expect(primaries(next, 'phone')).toEqual([17002]);
    expect(primaries(next, 'address')).toEqual([17005]);
  });

  it('adds a new primary contact in place of the old primary', () => {
    const next = applyContactSaved(demo, contact(17006, 'phone', true, 'Home'));
    expect(next).toHaveLength(6);
    expect(primaries(next, 'phone')).toEqual([17006]);
  });

  it('leaves the primaries alone when a contact is saved as not primary', () => {
    const next = applyContactSaved(demo, { ...demo[2]!, label: 'Office' });
    expect(next.find((c) => c.contactId === 17003)?.label).toBe('Office');
    expect(primaries(next, 'phone')).toEqual([17002]);
  });

  it('names the contact that lost the primary flag', () => {
    expect(displacedPrimary(demo, { ...demo[3]!, isPrimary: true })?.label).toBe('Personal email');
    expect(displacedPrimary(demo, demo[0]!)).toBeUndefined();
    expect(displacedPrimary(demo, demo[3]!)).toBeUndefined();
  });

  it('makes the first contact of a type primary, and keeps the current primary primary', () => {
    const onlyPhone = [contact(1, 'phone', true)];
    expect(primaryIsLocked(onlyPhone, 'email', null)).toBe(true);
    expect(effectivePrimary(onlyPhone, 'email', null, false)).toBe(true);
    // Editing the only phone: it stays primary.
    expect(effectivePrimary(onlyPhone, 'phone', 1, false)).toBe(true);
    // Editing the primary email while another exists: still locked.
    expect(primaryIsLocked(demo, 'email', 17001)).toBe(true);
    // A second email may or may not be primary, as asked.
    expect(effectivePrimary(demo, 'email', 17004, false)).toBe(false);
    expect(effectivePrimary(demo, 'email', null, true)).toBe(true);
  });

  it('finds the primary of a type', () => {
    expect(primaryOf(demo, 'phone')?.contactId).toBe(17002);
    expect(primaryOf([contact(1, 'phone', false)], 'phone')).toBeUndefined();
  });
});

describe('deleting contacts', () => {
  it('refuses the last email: payments need a primary email (PA037)', () => {
    const oneEmail = applyContactDeleted(demo, 17004);
    expect(
      contactDeleteBlock(
        oneEmail,
        oneEmail.find((c) => c.contactId === 17001)!,
      ),
    ).toBe('lastEmail');
  });

  it('refuses the primary while others of its type remain', () => {
    expect(contactDeleteBlock(demo, demo[0]!)).toBe('primary');
    expect(contactDeleteBlock(demo, demo[1]!)).toBe('primary');
  });

  it('allows a secondary contact, and the only phone or address', () => {
    expect(contactDeleteBlock(demo, demo[3]!)).toBeNull();
    expect(contactDeleteBlock(demo, demo[2]!)).toBeNull();
    expect(contactDeleteBlock(demo, demo[4]!)).toBeNull();
  });

  it('removes the contact from the list', () => {
    expect(applyContactDeleted(demo, 17003).map((c) => c.contactId)).toEqual([
      17001, 17002, 17004, 17005,
    ]);
  });
});
