import type {
  CommunicationPreference,
  ContactType,
  HomeownerContact,
  HomeownerContactInput,
  HomeownerContactPatch,
} from '../api/profile-api';

/**
 * What forms/contact.schema.json holds. The value sits in the field of its type (email, phone or
 * address), so each type has its own label and SPEC §5 messages; it is sent as `value`.
 */
export interface ContactFormData {
  type: ContactType;
  label?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  communicationPreference?: CommunicationPreference | undefined;
  isPrimary?: boolean | undefined;
}

/** The form's starting values: a contact being edited, or a new contact of a type. */
export function contactFormData(
  contact: HomeownerContact | undefined,
  type: ContactType = 'email',
): ContactFormData {
  if (!contact) return { type, communicationPreference: 'none', isPrimary: false };
  return {
    type: contact.type,
    label: contact.label,
    [contact.type]: contact.value,
    communicationPreference: contact.communicationPreference,
    isPrimary: contact.isPrimary,
  };
}

/** The contact's value from the field of its type, trimmed. */
export function contactValue(data: ContactFormData): string {
  return (data[data.type] ?? '').trim();
}

export function toContactInput(data: ContactFormData, isPrimary: boolean): HomeownerContactInput {
  return {
    type: data.type,
    label: (data.label ?? '').trim(),
    value: contactValue(data),
    isPrimary,
    communicationPreference: data.communicationPreference ?? 'none',
  };
}

/** Only the fields that change (the contract: "send only the fields that change"); null if none. */
export function toContactPatch(
  contact: HomeownerContact,
  data: ContactFormData,
  isPrimary: boolean,
): HomeownerContactPatch | null {
  const patch: HomeownerContactPatch = {};
  const label = (data.label ?? '').trim();
  const value = contactValue(data);
  const preference = data.communicationPreference ?? contact.communicationPreference;
  if (label !== contact.label) patch.label = label;
  if (value !== contact.value) patch.value = value;
  if (preference !== contact.communicationPreference) patch.communicationPreference = preference;
  if (isPrimary !== contact.isPrimary) patch.isPrimary = isPrimary;
  return Object.keys(patch).length > 0 ? patch : null;
}
