import { describe, expect, it } from 'vitest';
import createAccountSchema from '../../../../forms/create-account.schema.json';
import requestAccountSchema from '../../../../forms/request-account.schema.json';
import { formatUsPhone, isUsPhoneNumber, US_PHONE_PATTERN } from './phone';

describe('the US phone rule', () => {
  it.each([
    '(555) 201-3344',
    '555-201-3344',
    '555.201.3344',
    '555 201 3344',
    '5552013344',
    '+1 555 201 3344',
    '1-555-201-3344',
    '+15552013344',
    ' (555)201-3344 ',
  ])('accepts %s', (value) => {
    expect(isUsPhoneNumber(value)).toBe(true);
  });

  it.each([
    '',
    '201-3344',
    '555-201-334',
    '555-201-33445',
    '(155) 201-3344', // area codes start with 2–9
    '555-101-3344', // so do exchanges
    '+44 20 7946 0958',
    '555-CALL-NOW',
    '555--201-3344',
    '(555 201-3344x',
  ])('rejects %s', (value) => {
    expect(isUsPhoneNumber(value)).toBe(false);
  });

  it('is the pattern both JSON forms use', () => {
    expect(createAccountSchema.properties.phone.pattern).toBe(US_PHONE_PATTERN);
    expect(requestAccountSchema.properties.phone.pattern).toBe(US_PHONE_PATTERN);
  });

  it('formats a valid number one way for the service, and leaves anything else as typed', () => {
    expect(formatUsPhone('+1 555.201.3344')).toBe('(555) 201-3344');
    expect(formatUsPhone('5552013344')).toBe('(555) 201-3344');
    expect(formatUsPhone(' 12 ')).toBe('12');
  });
});
