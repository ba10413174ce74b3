import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { dropUnselectedBranchErrors, mapErrorMessages, propertyPath } from './error-messages';

const schema: RJSFSchema = {
  type: 'object',
  required: ['kind', 'name', 'email', 'nickname'],
  properties: {
    kind: { type: 'string', enum: ['number', 'key'], default: 'number' },
    name: { type: 'string' },
    nickname: { type: 'string' },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string', pattern: '^\\d{3}$' },
    password: { type: 'string', minLength: 6 },
  },
  dependencies: {
    kind: {
      oneOf: [
        {
          properties: { kind: { const: 'number' }, number: { type: 'string' } },
          required: ['number'],
        },
        { properties: { kind: { const: 'key' }, key: { type: 'string' } }, required: ['key'] },
      ],
    },
  },
};

const uiSchema: UiSchema = {
  'ui:errorMessages': { required: 'form:requiredDefault' },
  name: { 'ui:errorMessages': { required: 'v:nameRequired' } },
  email: { 'ui:errorMessages': { required: 'v:emailRequired', format: 'v:invalidEmail' } },
  phone: { 'ui:errorMessages': { pattern: 'v:invalidPhone' } },
  password: { 'ui:errorMessages': { minLength: 'v:tooShort' } },
  number: { 'ui:errorMessages': { required: 'v:numberRequired' } },
  key: { 'ui:errorMessages': { required: 'v:keyRequired' } },
};

/** Validates like the form does and returns field path → messages. */
function messages(data: Record<string, unknown>, ui: UiSchema = uiSchema) {
  const { errors } = validator.validateFormData(data, schema, undefined, mapErrorMessages, ui);
  return Object.fromEntries(
    errors.map((error) => [propertyPath(error.property).join('.') || '(form)', error.message]),
  );
}

describe('mapErrorMessages', () => {
  it('gives each field the key its UI schema names for the failing keyword', () => {
    expect(
      messages({ kind: 'number', number: 'MG-1', email: 'nope', phone: '12', password: 'abc' }),
    ).toEqual({
      name: 'v:nameRequired',
      nickname: 'form:requiredDefault',
      email: 'v:invalidEmail',
      phone: 'v:invalidPhone',
      password: 'v:tooShort',
    });
  });

  it('falls back to the form-wide default, then to "Input required", then to the validator text', () => {
    const withoutDefaults: UiSchema = { ...uiSchema, 'ui:errorMessages': undefined };
    expect(
      messages({ kind: 'number', number: '1', name: 'A', email: 'a@b.co' }, withoutDefaults),
    ).toEqual({
      nickname: 'auth:validation.inputRequired',
    });
    const bare = messages(
      { kind: 'number', number: '1', name: 'A', nickname: 'N', email: 'a@b.co', phone: 'x' },
      {},
    );
    expect(bare.phone).toMatch(/must match pattern/);
  });

  it('reports only the branch the radio picked, without the oneOf summary', () => {
    const numberPicked = messages({ kind: 'number', name: 'A', nickname: 'N', email: 'a@b.co' });
    expect(numberPicked).toEqual({ number: 'v:numberRequired' });
    const keyPicked = messages({ kind: 'key', name: 'A', nickname: 'N', email: 'a@b.co' });
    expect(keyPicked).toEqual({ key: 'v:keyRequired' });
  });

  it('passes a valid form with no errors', () => {
    expect(messages({ kind: 'key', key: 'K', name: 'A', nickname: 'N', email: 'a@b.co' })).toEqual(
      {},
    );
  });

  it('keeps the oneOf summary when no branch was picked, so the form stays invalid', () => {
    const errors: RJSFValidationError[] = [
      {
        name: 'const',
        property: '.kind',
        schemaPath: '#/dependencies/kind/oneOf/0/properties/kind/const',
        stack: '',
      },
      {
        name: 'const',
        property: '.kind',
        schemaPath: '#/dependencies/kind/oneOf/1/properties/kind/const',
        stack: '',
      },
      { name: 'oneOf', property: '', schemaPath: '#/dependencies/kind/oneOf', stack: '' },
    ];
    expect(dropUnselectedBranchErrors(errors).map((e) => e.name)).toEqual(['oneOf']);
  });

  it('drops an if/then summary when the then branch reports its own error', () => {
    const errors: RJSFValidationError[] = [
      { name: 'required', property: 'key', schemaPath: '#/allOf/0/then/required', stack: '' },
      { name: 'if', property: '', schemaPath: '#/allOf/0/if', stack: '' },
    ];
    expect(dropUnselectedBranchErrors(errors).map((e) => e.name)).toEqual(['required']);
  });
});

describe('propertyPath', () => {
  it('reads every notation rjsf uses', () => {
    expect(propertyPath('name')).toEqual(['name']);
    expect(propertyPath('.email')).toEqual(['email']);
    expect(propertyPath(".owners.0['first-name']")).toEqual(['owners', '0', 'first-name']);
    expect(propertyPath(undefined)).toEqual([]);
  });
});
