// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Property, SettingsAssociation } from '../api/session-api';
import { isPlaceholderProperty, placeholderProperty, propertiesFromSettings } from './properties';

function property(overrides: Partial<Property>): Property {
  return {
    propertyId: 1,
    ownerId: 10,
    accountNumber: 'A-1',
    associationId: 100,
    associationName: 'Assoc',
    autoDraftType: 'standard',
    address: {
      address1: '1 Main St',
      city: 'Springfield',
      stateProvince: 'IL',
      postalCode: '62701',
    },
    ...overrides,
  };
}

function association(id: number, name: string, properties: Property[] = []): SettingsAssociation {
  return { id, name, logoUrl: '', bannerUrl: '', autoDraftType: 'standard', properties };
}

describe('placeholderProperty', () => {
  it('makes a property for an association without properties', () => {
    expect(placeholderProperty(association(103, 'Cedar Ridge Commons'))).toEqual({
      propertyId: -103,
      ownerId: 0,
      accountNumber: '',
      associationId: 103,
      associationName: 'Cedar Ridge Commons',
      autoDraftType: 'off',
      address: { address1: '', address2: '', city: '', stateProvince: '', postalCode: '' },
    });
  });

  it('always has a negative property id, so it never collides with a real one', () => {
    const placeholder = placeholderProperty(association(7, 'X'));
    expect(placeholder.propertyId).toBeLessThan(0);
    expect(isPlaceholderProperty(placeholder)).toBe(true);
    expect(isPlaceholderProperty(property({ propertyId: 7 }))).toBe(false);
  });
});

describe('propertiesFromSettings', () => {
  it('flattens the associations, adds placeholders and sorts by association name', () => {
    const lakeside = property({
      propertyId: 2001,
      accountNumber: 'LT-2001',
      associationId: 102,
      associationName: 'Lakeside Towers',
    });
    const maple = property({
      propertyId: 1001,
      accountNumber: 'MG-1001',
      associationId: 101,
      associationName: 'Maple Grove HOA',
    });
    const result = propertiesFromSettings({
      associations: [
        association(102, 'Lakeside Towers', [lakeside]),
        association(101, 'Maple Grove HOA', [maple]),
        association(103, 'Cedar Ridge Commons'),
      ],
    });
    expect(result.map((p) => p.associationName)).toEqual([
      'Cedar Ridge Commons',
      'Lakeside Towers',
      'Maple Grove HOA',
    ]);
    expect(result[0]).toMatchObject({ propertyId: -103, ownerId: 0, autoDraftType: 'off' });
  });

  it('sorts properties of one association by account number (numeric aware)', () => {
    const result = propertiesFromSettings({
      associations: [
        association(101, 'Maple Grove HOA', [
          property({ propertyId: 3, accountNumber: 'MG-10', associationName: 'Maple Grove HOA' }),
          property({ propertyId: 1, accountNumber: 'MG-2', associationName: 'Maple Grove HOA' }),
        ]),
      ],
    });
    expect(result.map((p) => p.accountNumber)).toEqual(['MG-2', 'MG-10']);
  });

  it('ignores case when comparing association names', () => {
    const result = propertiesFromSettings({
      associations: [
        association(1, 'birch', [property({ propertyId: 1, associationName: 'birch' })]),
        association(2, 'Aspen', [property({ propertyId: 2, associationName: 'Aspen' })]),
      ],
    });
    expect(result.map((p) => p.associationName)).toEqual(['Aspen', 'birch']);
  });

  it('returns nothing for no associations', () => {
    expect(propertiesFromSettings({ associations: [] })).toEqual([]);
  });
});
