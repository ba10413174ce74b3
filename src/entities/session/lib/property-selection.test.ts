// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Property } from '../api/session-api';
import { chooseProperty, resolvePropertySelection } from './property-selection';

function property(propertyId: number, accountNumber: string, associationId: number): Property {
  return {
    propertyId,
    ownerId: propertyId * 10,
    accountNumber,
    associationId,
    associationName: `Association ${associationId}`,
    autoDraftType: 'standard',
    address: { address1: '', city: '', stateProvince: '', postalCode: '' },
  };
}

const first = property(1, 'A-1', 101);
const second = property(2, 'B-2', 102);
const placeholder = property(-103, '', 103);
const properties = [first, second, placeholder];

describe('chooseProperty', () => {
  it('chooses the property matching the given account number', () => {
    expect(chooseProperty(properties, { accountNumber: 'B-2' }, 1)).toBe(second);
  });

  it('chooses by property id when no account number matches (placeholders have none)', () => {
    expect(chooseProperty(properties, { propertyId: -103 }, 1)).toBe(placeholder);
  });

  it('prefers the account number over the property id', () => {
    expect(chooseProperty(properties, { accountNumber: 'A-1', propertyId: 2 }, null)).toBe(first);
  });

  it('otherwise keeps the previously selected property', () => {
    expect(chooseProperty(properties, {}, 2)).toBe(second);
    expect(chooseProperty(properties, { accountNumber: 'NOPE' }, 2)).toBe(second);
    expect(chooseProperty(properties, { propertyId: 999 }, 2)).toBe(second);
  });

  it('otherwise takes the first', () => {
    expect(chooseProperty(properties, {}, null)).toBe(first);
    expect(chooseProperty(properties, { accountNumber: 'NOPE' }, 42)).toBe(first);
  });

  it('takes the first real property before a placeholder sorted ahead of it', () => {
    expect(chooseProperty([placeholder, first, second], {}, null)).toBe(first);
  });

  it('takes a placeholder when the user owns nothing', () => {
    expect(chooseProperty([placeholder], {}, null)).toBe(placeholder);
  });

  it('never matches an empty account number to a placeholder', () => {
    expect(chooseProperty(properties, { accountNumber: '' }, 2)).toBe(second);
  });

  it('is null only without properties', () => {
    expect(chooseProperty([], { accountNumber: 'A-1' }, 1)).toBeNull();
  });
});

describe('resolvePropertySelection', () => {
  const pages = [{ associationId: 555 }, { associationId: 556 }];

  it('lets the association follow the property', () => {
    expect(resolvePropertySelection(properties, pages, { accountNumber: 'B-2' }, null)).toEqual({
      propertyId: 2,
      associationId: 102,
    });
  });

  it("uses the first page's association when there are no properties", () => {
    expect(resolvePropertySelection([], pages, {}, 1)).toEqual({
      propertyId: null,
      associationId: 555,
    });
  });

  it('selects nothing without properties and pages', () => {
    expect(resolvePropertySelection([], [], {}, 1)).toEqual({
      propertyId: null,
      associationId: null,
    });
  });
});
