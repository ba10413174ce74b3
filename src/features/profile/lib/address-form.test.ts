import { describe, expect, it } from 'vitest';
import type { HomeownerAddress } from '../api/profile-api';
import {
  addressDeleteBlocked,
  addressFormData,
  addressPrimaryIsLocked,
  addressRuleErrors,
  applyAddressDeleted,
  applyAddressSaved,
  formatAddress,
  isUsState,
  toAddressInput,
} from './address-form';

const home: HomeownerAddress = {
  addressId: 18001,
  label: 'Home',
  street: '12 Maple Court',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  country: 'United States',
  isInternational: false,
  isPrimary: true,
};
const winter: HomeownerAddress = {
  addressId: 18002,
  label: 'Winter address',
  street: '45 Queen Street West',
  street2: 'Suite 1200',
  city: 'Toronto',
  country: 'Canada',
  province: 'ON',
  postalCode: 'M5H 2M5',
  isInternational: true,
  isPrimary: false,
};

describe('addresses', () => {
  it('round-trips an address through the form', () => {
    expect(toAddressInput(addressFormData(home), true)).toEqual({
      label: 'Home',
      street: '12 Maple Court',
      street2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      country: 'United States',
      isInternational: false,
      isPrimary: true,
    });
    expect(toAddressInput(addressFormData(winter), false)).toEqual({
      label: 'Winter address',
      street: '45 Queen Street West',
      street2: 'Suite 1200',
      city: 'Toronto',
      country: 'Canada',
      province: 'ON',
      postalCode: 'M5H 2M5',
      isInternational: true,
      isPrimary: false,
    });
  });

  it('sends only the fields of the chosen kind', () => {
    const switched = {
      ...addressFormData(home),
      kind: 'international' as const,
      country: 'Canada',
      province: 'ON',
      postalCode: 'm5h 2m5',
    };
    const input = toAddressInput(switched, true);
    expect(input.state).toBeUndefined();
    expect(input.zip).toBeUndefined();
    expect(input.postalCode).toBe('M5H 2M5');
  });

  it('knows US states and refuses the US as an international country', () => {
    expect(isUsState('il')).toBe(true);
    expect(isUsState('DC')).toBe(true);
    expect(isUsState('ZZ')).toBe(false);
    expect(addressRuleErrors({ kind: 'us', state: 'ZZ' })).toEqual({
      state: 'profile:validation.invalidState',
    });
    // Not two letters: the schema already says so.
    expect(addressRuleErrors({ kind: 'us', state: 'Illinois' })).toEqual({});
    expect(addressRuleErrors({ kind: 'international', country: 'USA' })).toEqual({
      country: 'profile:validation.invalidCountry',
    });
  });

  it('reads on one line', () => {
    expect(formatAddress(home)).toBe('12 Maple Court, Springfield, IL 62704');
    expect(formatAddress(winter)).toBe(
      '45 Queen Street West, Suite 1200, Toronto, ON M5H 2M5, Canada',
    );
  });

  it('keeps one primary address', () => {
    const both = [home, winter];
    const moved = applyAddressSaved(both, { ...winter, isPrimary: true });
    expect(moved.filter((a) => a.isPrimary).map((a) => a.addressId)).toEqual([18002]);
    expect(addressPrimaryIsLocked(both, 18001)).toBe(true);
    expect(addressPrimaryIsLocked(both, 18002)).toBe(false);
    expect(addressPrimaryIsLocked([], null)).toBe(true);
    expect(addressDeleteBlocked(both, home)).toBe(true);
    expect(addressDeleteBlocked(both, winter)).toBe(false);
    expect(addressDeleteBlocked([home], home)).toBe(false);
    expect(applyAddressDeleted(both, 18002)).toEqual([home]);
  });
});
