import {
  createErrorHandler,
  toErrorList,
  unwrapErrorHandler,
  type FormValidation,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { offeredChoices, validateOffered, withOfferedChoices } from './offered';

interface Data {
  month?: string;
  type?: string;
  bank?: { kind?: string };
}

const months = [
  { value: '2027-01', label: 'January 2027' },
  { value: '2027-02', label: 'February 2027' },
];
const uiSchema: UiSchema<Data> = {
  'ui:errorMessages': { required: 'f:required' },
  month: { 'ui:options': { offered: months }, 'ui:errorMessages': { enum: 'f:pickMonth' } },
  type: { 'ui:options': { offered: [{ value: 'checking', label: 'f:checking' }] } },
  bank: { kind: { 'ui:options': { offered: [{ value: 'us', label: 'f:us' }] } } },
};

/** The errors a validation added, as rjsf lists them. */
function listed(errors: FormValidation<Data>): RJSFValidationError[] {
  return toErrorList<Data>(unwrapErrorHandler<Data>(errors));
}

/** Field → message after the offered choices were checked. */
function refused(data: Data, ui: UiSchema<Data> = uiSchema): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {};
  for (const error of listed(validateOffered(data, createErrorHandler<Data>(data), ui as UiSchema)))
    found[error.property ?? ''] = error.message;
  return found;
}

describe('offered choices', () => {
  it('are read from ui:options, well-formed ones only', () => {
    expect(offeredChoices({ offered: [...months, { value: 1 }, 'x'] })).toEqual(months);
    expect(offeredChoices({ inline: true })).toBeUndefined();
    expect(offeredChoices(undefined)).toBeUndefined();
  });

  it('accept what is offered and leave an empty field to `required`', () => {
    expect(refused({ month: '2027-02', type: 'checking', bank: { kind: 'us' } })).toEqual({});
    expect(refused({ month: '', type: undefined })).toEqual({});
  });

  it('refuse anything else with the field’s enum message, else its or the form’s required one', () => {
    expect(refused({ month: '2027-03', type: 'savings', bank: { kind: 'ca' } })).toEqual({
      '.month': 'f:pickMonth',
      '.type': 'f:required',
      '.bank.kind': 'f:required',
    });
  });

  it('run before the form’s own rules', () => {
    const validate = withOfferedChoices<Data>(uiSchema, (data, errors) => {
      if (data?.type === 'savings') errors.type?.addError('f:ownRule');
      return errors;
    });
    const data: Data = { month: '2027-09', type: 'savings' };
    const errors = validate(data, createErrorHandler<Data>(data), uiSchema);
    expect(listed(errors).map((error) => error.message)).toEqual([
      'f:pickMonth',
      'f:required',
      'f:ownRule',
    ]);
  });
});
