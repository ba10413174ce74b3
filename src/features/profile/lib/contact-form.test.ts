import { describe, expect, it } from 'vitest';
import type { HomeownerContact } from '../api/profile-api';
import { contactFormData, toContactInput, toContactPatch } from './contact-form';

const work: HomeownerContact = {
  contactId: 17004,
  type: 'email',
  label: 'Work email',
  value: 'jordan@riverastudio.example',
  isPrimary: false,
  communicationPreference: 'none',
};

describe('the contact form data', () => {
  it('puts the value in the field of its type', () => {
    expect(contactFormData(work)).toEqual({
      type: 'email',
      label: 'Work email',
      email: 'jordan@riverastudio.example',
      communicationPreference: 'none',
      isPrimary: false,
    });
    expect(contactFormData(undefined, 'phone')).toEqual({
      type: 'phone',
      communicationPreference: 'none',
      isPrimary: false,
    });
  });

  it('sends a new contact with the value of its type, trimmed', () => {
    expect(
      toContactInput(
        { type: 'phone', label: ' Home ', phone: ' (555) 201-9001 ', email: 'ignored@x.example' },
        false,
      ),
    ).toEqual({
      type: 'phone',
      label: 'Home',
      value: '(555) 201-9001',
      isPrimary: false,
      communicationPreference: 'none',
    });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(toContactPatch(work, contactFormData(work), false)).toBeNull();
    expect(toContactPatch(work, { ...contactFormData(work), label: 'Studio email' }, true)).toEqual(
      { label: 'Studio email', isPrimary: true },
    );
    expect(
      toContactPatch(
        work,
        {
          ...contactFormData(work),
          email: 'jordan@studio.example',
          communicationPreference: 'all',
        },
        false,
      ),
    ).toEqual({ value: 'jordan@studio.example', communicationPreference: 'all' });
  });
});
