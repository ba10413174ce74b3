/** The fields a homeowner searches by: association name, account number, property address. */
export interface SearchableProperty {
  propertyId: number;
  accountNumber: string;
  associationName: string;
  address: {
    address1: string;
    address2?: string | undefined;
    city: string;
    stateProvince: string;
    postalCode: string;
  };
}

export function propertyLabel(property: SearchableProperty): string {
  const { address1, address2 } = property.address;
  return [address1, address2].filter(Boolean).join(', ');
}

/** Case- and accent-insensitive match of every word of the query against the searchable text. */
export function filterProperties<T extends SearchableProperty>(
  properties: T[],
  query: string,
): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return properties;
  return properties.filter((property) => {
    const { address } = property;
    const haystack = fold(
      [
        property.associationName,
        property.accountNumber,
        address.address1,
        address.address2 ?? '',
        address.city,
        address.stateProvince,
        address.postalCode,
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
