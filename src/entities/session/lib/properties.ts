import { nameCollator } from '@/lib/collate';
import type { Property, SettingsAssociation, UserSettings } from '../api/session-api';

/**
 * SPEC §3 (Property): an association without properties still needs something to select, so it
 * becomes a placeholder property: negative propertyId (minus the association id), ownerId 0,
 * auto-draft off, an empty address and no account number.
 */
export function placeholderProperty(association: SettingsAssociation): Property {
  return {
    propertyId: -Math.abs(association.id),
    ownerId: 0,
    accountNumber: '',
    associationId: association.id,
    associationName: association.name,
    autoDraftType: 'off',
    address: { address1: '', address2: '', city: '', stateProvince: '', postalCode: '' },
  };
}

export function isPlaceholderProperty(property: Property): boolean {
  return property.propertyId < 0;
}

/** SPEC §3: properties are sorted by association name (then account number, so the order is stable). */
export function compareProperties(a: Property, b: Property): number {
  const collator = nameCollator('en');
  return (
    collator.compare(a.associationName, b.associationName) ||
    collator.compare(a.accountNumber, b.accountNumber) ||
    a.propertyId - b.propertyId
  );
}

/** The user's properties, from the home settings' associations, placeholders included, sorted. */
export function propertiesFromSettings(settings: Pick<UserSettings, 'associations'>): Property[] {
  return settings.associations
    .flatMap((association) =>
      association.properties.length > 0
        ? association.properties
        : [placeholderProperty(association)],
    )
    .sort(compareProperties);
}
