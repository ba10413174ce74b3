import type { CustomValidator, UiSchema, ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { mapErrorMessages, propertyPath } from '@/components/schema-form/error-messages';
import { formSchema } from '@/components/schema-form';
import { formValidator } from '@/components/schema-form/validator';
import addressSchema from '../../../../forms/address.schema.json';
import addressUi from '../../../../forms/address.ui.json';
import contactSchema from '../../../../forms/contact.schema.json';
import contactUi from '../../../../forms/contact.ui.json';
import loginSchema from '../../../../forms/login-info.schema.json';
import loginUi from '../../../../forms/login-info.ui.json';
import authEn from '../../../../public/locales/en/auth.json';
import profileEn from '../../../../public/locales/en/profile.json';
import { validateAddress, type AddressFormData } from './address-form';
import { validateLoginForm, type LoginFormData } from './login-form';

// The JSON forms validated as the page validates them (the schema's validator precompiled by
// `npm run generate`, the UI schema's message keys, the custom rules), with the keys read in
// English: every SPEC §5 Profile message, field by field.

type Tree = { [key: string]: string | Tree };
const texts: Record<string, Tree> = { auth: authEn, profile: profileEn };

function english(key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  let node: string | Tree | undefined = texts[namespace];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No English text for ${key}`);
  return node;
}

const [addressValidator, contactValidator, loginValidator] = await Promise.all(
  [addressSchema, contactSchema, loginSchema].map((schema) =>
    formValidator<unknown>(formSchema(schema)),
  ),
);

function messagesOf(
  validator: ValidatorType<unknown> | undefined,
  schema: object,
  ui: object,
  data: unknown,
  custom?: CustomValidator,
): Record<string, string[]> {
  if (!validator) throw new Error('no validator');
  const { errors } = validator.validateFormData(
    data,
    schema,
    custom,
    mapErrorMessages,
    ui as UiSchema,
  );
  const found: Record<string, string[]> = {};
  for (const error of errors) {
    const field = propertyPath(error.property).join('.') || '(form)';
    (found[field] ??= []).push(english(error.message ?? ''));
  }
  return found;
}

const address = (data: AddressFormData) =>
  messagesOf(addressValidator, addressSchema, addressUi, data, validateAddress as never);

const validUs: AddressFormData = {
  kind: 'us',
  label: 'Home',
  street: '12 Maple Court',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};
const validAbroad: AddressFormData = {
  kind: 'international',
  label: 'Winter address',
  street: '45 Queen Street West',
  street2: 'Suite 1200',
  city: 'Toronto',
  country: 'Canada',
  province: 'ON',
  postalCode: 'M5H 2M5',
};

describe('the address form', () => {
  it('accepts the demo addresses', () => {
    expect(address(validUs)).toEqual({});
    expect(address({ ...validUs, zip: '62704-1234', state: 'il', city: "Coeur d'Alene" })).toEqual(
      {},
    );
    expect(address(validAbroad)).toEqual({});
    expect(
      address({
        ...validAbroad,
        city: 'São Paulo',
        country: 'Brasil',
        province: 'SP',
        postalCode: '01310-100',
      }),
    ).toEqual({});
  });

  it('says what a US address is missing', () => {
    expect(address({ kind: 'us' })).toEqual({
      label: ['Label is required'],
      street: ['Address is required'],
      city: ['City is required'],
      state: ['State is required'],
      zip: ['Zipcode is required'],
    });
  });

  it('says what an international address is missing, and asks no state or zip', () => {
    expect(address({ kind: 'international' })).toEqual({
      label: ['Label is required'],
      street: ['Address is required'],
      city: ['City is required'],
      country: ['Country is required'],
      province: ['Province is required'],
      postalCode: ['Postal code is required'],
    });
  });

  it('treats a field of spaces as missing', () => {
    expect(
      address({ ...validAbroad, label: '  ', street: ' ', city: ' ', country: ' ', province: ' ' }),
    ).toEqual({
      label: ['Label is required'],
      street: ['Address is required'],
      city: ['City is required'],
      country: ['Country is required'],
      province: ['Province is required'],
    });
  });

  it('names every invalid value', () => {
    expect(
      address({
        kind: 'us',
        label: 'x'.repeat(41),
        street: '12 <b>Maple</b> Court',
        street2: 'Unit <4>',
        city: 'Springfield 2',
        state: 'Illinois',
        zip: '6270',
      }),
    ).toEqual({
      label: ['Invalid label'],
      street: ['Invalid address'],
      street2: ['Invalid secondary address'],
      city: ['Invalid city'],
      state: ['Invalid state'],
      zip: ['Invalid zipcode'],
    });
    expect(
      address({
        ...validAbroad,
        country: 'Can4da',
        province: 'O<N>',
        postalCode: 'M5H_2M5!',
      }),
    ).toEqual({
      country: ['Invalid country'],
      province: ['Invalid province'],
      postalCode: ['Invalid postal code'],
    });
  });

  it('knows the US state codes, and that the US is not abroad', () => {
    expect(address({ ...validUs, state: 'ZZ' })).toEqual({ state: ['Invalid state'] });
    expect(address({ ...validAbroad, country: 'United States' })).toEqual({
      country: ['Invalid country'],
    });
  });
});

const contact = (data: object) => messagesOf(contactValidator, contactSchema, contactUi, data);

describe('the contact form', () => {
  it('accepts each kind of contact', () => {
    expect(
      contact({ type: 'email', label: 'Work email', email: 'jordan@riverastudio.example' }),
    ).toEqual({});
    expect(contact({ type: 'phone', label: 'Mobile', phone: '(555) 201-3344' })).toEqual({});
    expect(contact({ type: 'phone', label: 'Home', phone: '555-201-9001' })).toEqual({});
    expect(
      contact({
        type: 'address',
        label: 'Mailing',
        address: '12 Maple Court, Springfield, IL 62704',
      }),
    ).toEqual({});
  });

  it('says what each kind is missing', () => {
    expect(contact({ type: 'email' })).toEqual({
      label: ['Label is required'],
      email: ['Email required'],
    });
    expect(contact({ type: 'phone', label: 'Mobile' })).toEqual({
      phone: ['Phone number is required'],
    });
    expect(contact({ type: 'address', label: 'Mailing', address: '   ' })).toEqual({
      address: ['Address is required'],
    });
  });

  it('names invalid values', () => {
    expect(contact({ type: 'email', label: 'Work <email>', email: 'jordan@example' })).toEqual({
      label: ['Invalid label'],
      email: ['Invalid email'],
    });
    expect(contact({ type: 'phone', label: 'Mobile', phone: '555-12' })).toEqual({
      phone: ['Invalid phone number'],
    });
    expect(contact({ type: 'address', label: 'Mailing', address: '<script>' })).toEqual({
      address: ['Invalid address'],
    });
  });
});

const login = (data: LoginFormData) =>
  messagesOf(loginValidator, loginSchema, loginUi, data, validateLoginForm as never);

describe('the login-info form', () => {
  const current = { email: 'jordan.rivera@example.com', userName: 'jordan.rivera' };

  it('needs the current password for any change', () => {
    expect(login({ ...current })).toEqual({ currentPassword: ['Password required'] });
    expect(login({ ...current, currentPassword: 'secret1' })).toEqual({});
  });

  it('checks the email and user name', () => {
    expect(login({ email: 'jordan@', userName: 'j r', currentPassword: 'x' })).toEqual({
      email: ['Invalid email'],
      userName: ['Invalid user name'],
    });
    expect(login({ currentPassword: 'x' })).toEqual({
      email: ['Email required'],
      userName: ['User name is required'],
    });
  });

  it('asks 6 characters of a new password, confirmed', () => {
    expect(
      login({ ...current, currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }),
    ).toEqual({
      newPassword: ['Password must be at least 6 characters'],
    });
    expect(
      login({
        ...current,
        currentPassword: 'x',
        newPassword: 'maple-grove',
        confirmPassword: 'maple-grov',
      }),
    ).toEqual({ confirmPassword: ['Passwords do not match'] });
    expect(login({ ...current, currentPassword: 'x', newPassword: 'maple-grove' })).toEqual({
      confirmPassword: ['Input required'],
    });
    expect(login({ ...current, currentPassword: 'x', confirmPassword: 'maple-grove' })).toEqual({
      newPassword: ['Password required'],
      confirmPassword: ['Passwords do not match'],
    });
  });
});
