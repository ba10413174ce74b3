import type { PortalPage, Property } from '../api/session-api';
import { isPlaceholderProperty } from './properties';

/** What the caller asks for; both fields are optional (a settings reload asks for nothing). */
export interface PropertySelectionRequest {
  accountNumber?: string;
  propertyId?: number;
}

export interface PropertySelection {
  propertyId: number | null;
  associationId: number | null;
}

/**
 * SPEC §4 (Property selection): the property matching the given account number (or property id,
 * which the property selector sends, placeholders having no account number); otherwise the
 * previously selected one; otherwise the first. "The first" is the first real property: the
 * placeholder of an association where the user owns nothing (sorted first by its name) would open
 * the portal on "This property has no accounts to pay" for a homeowner who has accounts elsewhere.
 * Null only when there are no properties.
 */
export function chooseProperty(
  properties: readonly Property[],
  request: PropertySelectionRequest,
  previousPropertyId: number | null,
): Property | null {
  const { accountNumber, propertyId } = request;
  const byAccountNumber = accountNumber
    ? properties.find((property) => property.accountNumber === accountNumber)
    : undefined;
  const byPropertyId =
    propertyId === undefined
      ? undefined
      : properties.find((property) => property.propertyId === propertyId);
  const previous =
    previousPropertyId === null
      ? undefined
      : properties.find((property) => property.propertyId === previousPropertyId);
  return (
    byAccountNumber ??
    byPropertyId ??
    previous ??
    properties.find((property) => !isPlaceholderProperty(property)) ??
    properties[0] ??
    null
  );
}

/**
 * The association follows the chosen property; with no properties at all it is the association
 * of the first portal page (SPEC §4).
 */
export function resolvePropertySelection(
  properties: readonly Property[],
  pages: readonly Pick<PortalPage, 'associationId'>[],
  request: PropertySelectionRequest,
  previousPropertyId: number | null,
): PropertySelection {
  const property = chooseProperty(properties, request, previousPropertyId);
  if (property) return { propertyId: property.propertyId, associationId: property.associationId };
  return { propertyId: null, associationId: pages[0]?.associationId ?? null };
}
