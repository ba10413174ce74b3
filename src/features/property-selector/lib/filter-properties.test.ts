import { describe, expect, it } from 'vitest';
import { filterProperties, propertyLabel, type SearchableProperty } from './filter-properties';

const property = (
  propertyId: number,
  accountNumber: string,
  associationName: string,
  address1: string,
  address2?: string,
): SearchableProperty => ({
  propertyId,
  accountNumber,
  associationName,
  address: { address1, address2, city: 'Springfield', stateProvince: 'IL', postalCode: '62704' },
});

const properties = [
  property(2001, 'MG-1001', 'Maple Grove HOA', '12 Maple Court'),
  property(2002, 'MG-1002', 'Maple Grove HOA', '14 Maple Court'),
  property(2003, 'LT-2001', 'Lakeside Towers Condominium', '400 Lakeshore Drive', 'Unit 4B'),
  property(-103, '', 'Cedar Ridge Commóns', ''),
];

describe('filterProperties', () => {
  it('returns everything for an empty query', () => {
    expect(filterProperties(properties, '  ')).toHaveLength(4);
  });

  it.each([
    ['lakeside', [2003]],
    ['MG-1002', [2002]],
    ['maple 14', [2002]],
    ['unit 4b', [2003]],
    ['commons', [-103]],
    ['nothing like this', []],
  ])('%j finds %j', (query, ids) => {
    expect(filterProperties(properties, query).map((p) => p.propertyId)).toEqual(ids);
  });
});

describe('propertyLabel', () => {
  it('joins the address lines', () => {
    expect(propertyLabel(properties[2]!)).toBe('400 Lakeshore Drive, Unit 4B');
  });
});
