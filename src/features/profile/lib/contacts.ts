import type { ContactType, HomeownerContact } from '../api/profile-api';

/** The contact types in the order the page lists them (SPEC §3 Profile). */
export const CONTACT_TYPES = [
  'email',
  'phone',
  'address',
] as const satisfies readonly ContactType[];

export const COMMUNICATION_PREFERENCES = ['none', 'email', 'text', 'mail', 'all'] as const;

export function contactsOfType<C extends Pick<HomeownerContact, 'type'>>(
  contacts: readonly C[],
  type: ContactType,
): C[] {
  return contacts.filter((contact) => contact.type === type);
}

/** The primary contact of a type, if there is one. */
export function primaryOf<C extends Pick<HomeownerContact, 'type' | 'isPrimary'>>(
  contacts: readonly C[],
  type: ContactType,
): C | undefined {
  return contacts.find((contact) => contact.type === type && contact.isPrimary);
}

/**
 * Exactly one primary per type: the first contact of a type is primary whatever was asked, and the
 * current primary stays primary (it changes only by making another contact primary).
 * `editingId` is the contact being edited (null when adding).
 */
export function primaryIsLocked(
  contacts: readonly HomeownerContact[],
  type: ContactType,
  editingId: number | null,
): boolean {
  const others = contactsOfType(contacts, type).filter((c) => c.contactId !== editingId);
  if (others.length === 0) return true;
  const editing = contacts.find((c) => c.contactId === editingId);
  return editing?.isPrimary === true;
}

/** Whether a saved contact should be primary, given what the form asked for. */
export function effectivePrimary(
  contacts: readonly HomeownerContact[],
  type: ContactType,
  editingId: number | null,
  requested: boolean,
): boolean {
  return primaryIsLocked(contacts, type, editingId) ? true : requested;
}

/**
 * A contact the service saved, written into the list: replaced in place (or added at the end),
 * and when it is primary the others of its type stop being primary, as the service does
 * ("making a contact primary clears the primary flag of the other contacts of its type").
 */
export function applyContactSaved(
  contacts: readonly HomeownerContact[],
  saved: HomeownerContact,
): HomeownerContact[] {
  const exists = contacts.some((c) => c.contactId === saved.contactId);
  const next = exists
    ? contacts.map((c) => (c.contactId === saved.contactId ? saved : c))
    : [...contacts, saved];
  if (!saved.isPrimary) return next;
  return next.map((c) =>
    c.contactId !== saved.contactId && c.type === saved.type && c.isPrimary
      ? { ...c, isPrimary: false }
      : c,
  );
}

export function applyContactDeleted(
  contacts: readonly HomeownerContact[],
  contactId: number,
): HomeownerContact[] {
  return contacts.filter((c) => c.contactId !== contactId);
}

/**
 * Why a contact cannot be deleted, or null when it can:
 * - `lastEmail`: the payment provider needs a primary email (SPEC §8 PA037), so the only email
 *   stays;
 * - `primary`: deleting the primary would leave its type without one; make another primary first.
 */
export type DeleteBlock = 'lastEmail' | 'primary';

export function contactDeleteBlock(
  contacts: readonly HomeownerContact[],
  contact: HomeownerContact,
): DeleteBlock | null {
  const sameType = contactsOfType(contacts, contact.type);
  if (contact.type === 'email' && sameType.length <= 1) return 'lastEmail';
  if (contact.isPrimary && sameType.length > 1) return 'primary';
  return null;
}

/** After a save: which contact lost the primary flag to the saved one (for the status message). */
export function displacedPrimary(
  before: readonly HomeownerContact[],
  saved: HomeownerContact,
): HomeownerContact | undefined {
  if (!saved.isPrimary) return undefined;
  const previous = primaryOf(before, saved.type);
  return previous && previous.contactId !== saved.contactId ? previous : undefined;
}
