import type { FormValidation } from '@rjsf/utils';
import type { HomeownerAddress, HomeownerAddressInput } from '../api/profile-api';

/** What forms/address.schema.json holds: `kind` stands for the contract's isInternational. */
export interface AddressFormData {
  kind: 'us' | 'international';
  label?: string | undefined;
  street?: string | undefined;
  street2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
  country?: string | undefined;
  province?: string | undefined;
  postalCode?: string | undefined;
  isPrimary?: boolean | undefined;
}

/** The country a domestic address is in (the contract's demo sends it with every US address). */
export const UNITED_STATES = 'United States';

/** USPS codes of the states, the District of Columbia, the territories and the military "states". */
export const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI AA AE AP'
  ).split(' '),
);

export function isUsState(value: string): boolean {
  return US_STATE_CODES.has(value.trim().toUpperCase());
}

/** Names an international address cannot have: those are domestic addresses. */
const US_NAMES = new Set([
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
]);

export function isUnitedStates(country: string): boolean {
  return US_NAMES.has(country.trim().toLowerCase());
}

const clean = (value: string | undefined) => value?.trim() ?? '';

/** The form's starting values for an address (editing), or for a new one. */
export function addressFormData(address?: HomeownerAddress): AddressFormData {
  if (!address) return { kind: 'us', isPrimary: false };
  const data: AddressFormData = {
    kind: address.isInternational ? 'international' : 'us',
    label: address.label,
    street: address.street,
    street2: address.street2 || undefined,
    city: address.city,
    isPrimary: address.isPrimary,
  };
  if (address.isInternational) {
    data.country = address.country;
    data.province = address.province;
    data.postalCode = address.postalCode;
  } else {
    data.state = address.state;
    data.zip = address.zip;
  }
  return data;
}

/**
 * The request body: trimmed text, the state in capitals, and only the fields of the chosen kind
 * (a US address sends state and zip, an international one country, province and postal code).
 */
export function toAddressInput(data: AddressFormData, isPrimary: boolean): HomeownerAddressInput {
  const international = data.kind === 'international';
  const input: HomeownerAddressInput = {
    label: clean(data.label),
    street: clean(data.street),
    street2: clean(data.street2),
    city: clean(data.city),
    isInternational: international,
    isPrimary,
  };
  if (international) {
    input.country = clean(data.country);
    input.province = clean(data.province);
    input.postalCode = clean(data.postalCode).toUpperCase();
  } else {
    input.state = clean(data.state).toUpperCase();
    input.zip = clean(data.zip);
    input.country = UNITED_STATES;
  }
  return input;
}

/** Which address field is wrong beyond what the schema checks, as translation keys. */
export function addressRuleErrors(
  data: AddressFormData,
): Partial<Record<'state' | 'country', string>> {
  const errors: Partial<Record<'state' | 'country', string>> = {};
  const state = clean(data.state);
  // Two letters pass the schema; they must also be a real code. Anything else already has a message.
  if (data.kind === 'us' && /^[A-Za-z]{2}$/.test(state) && !isUsState(state)) {
    errors.state = 'profile:validation.invalidState';
  }
  if (data.kind === 'international' && data.country && isUnitedStates(data.country)) {
    errors.country = 'profile:validation.invalidCountry';
  }
  return errors;
}

/** rjsf `customValidate` for the address form. */
export function validateAddress(
  data: AddressFormData | undefined,
  errors: FormValidation<AddressFormData>,
): FormValidation<AddressFormData> {
  if (!data) return errors;
  const found = addressRuleErrors(data);
  if (found.state) errors.state?.addError(found.state);
  if (found.country) errors.country?.addError(found.country);
  return errors;
}

/** The address on one line, for the list. */
export function formatAddress(address: HomeownerAddress): string {
  const line = (...parts: (string | undefined)[]) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  const place = address.isInternational
    ? [address.city, line(address.province, address.postalCode), address.country]
    : [address.city, line(address.state, address.zip)];
  return [address.street, address.street2, ...place]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A saved address written into the list; a primary address takes the flag from the others. */
export function applyAddressSaved(
  addresses: readonly HomeownerAddress[],
  saved: HomeownerAddress,
): HomeownerAddress[] {
  const exists = addresses.some((a) => a.addressId === saved.addressId);
  const next = exists
    ? addresses.map((a) => (a.addressId === saved.addressId ? saved : a))
    : [...addresses, saved];
  return saved.isPrimary
    ? next.map((a) =>
        a.addressId !== saved.addressId && a.isPrimary ? { ...a, isPrimary: false } : a,
      )
    : next;
}

export function applyAddressDeleted(
  addresses: readonly HomeownerAddress[],
  addressId: number,
): HomeownerAddress[] {
  return addresses.filter((a) => a.addressId !== addressId);
}

/** One primary address: the first is primary, and the primary changes only by choosing another. */
export function addressPrimaryIsLocked(
  addresses: readonly HomeownerAddress[],
  editingId: number | null,
): boolean {
  const others = addresses.filter((a) => a.addressId !== editingId);
  if (others.length === 0) return true;
  return addresses.some((a) => a.addressId === editingId && a.isPrimary);
}

/** The primary address cannot be deleted while there are others: choose another primary first. */
export function addressDeleteBlocked(
  addresses: readonly HomeownerAddress[],
  address: HomeownerAddress,
): boolean {
  return address.isPrimary && addresses.length > 1;
}
