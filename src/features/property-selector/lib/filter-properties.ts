import { matchesAllWords, searchWords } from '@/lib/search-text';
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
  const words = searchWords(query);
  if (words.length === 0) return properties;
  return properties.filter(({ associationName, accountNumber, address }) =>
    matchesAllWords(words, [
      associationName,
      accountNumber,
      address.address1,
      address.address2,
      address.city,
      address.stateProvince,
      address.postalCode,
    ]),
  );
}
