import type { ErrorTransformer } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import schemaJson from '../../../../forms/legacy-auto-draft.schema.json';
import uiJson from '../../../../forms/legacy-auto-draft.ui.json';
import en from '../../../../public/locales/en/manage-payments.json';
import { formSchema, formUiSchema } from '@/components/schema-form';
import { mapErrorMessages, propertyPath } from '@/components/schema-form/error-messages';
import { withOfferedChoices } from '@/components/schema-form/offered';
import { formValidator } from '@/components/schema-form/validator';
import {
  legacyUiSchema,
  maskAccountNumber,
  toEnrollRequest,
  validateAccountConfirmation,
  type LegacyFormData,
} from './legacy-form';

const form = {
  startMonthOptions: [
    { value: '2027-01', label: 'January 2027' },
    { value: '2027-02', label: 'February 2027' },
  ],
  accountTypes: ['checking' as const, 'savings' as const],
  eSignatureText: 'By typing your full name below you authorize…',
};
const schema = formSchema(schemaJson);
const baseUi = formUiSchema<LegacyFormData>(uiJson);
const uiSchema = legacyUiSchema(baseUi, form);
// The validator the page uses: compiled by `npm run generate`, no ajv compiling here.
const validator = await formValidator<LegacyFormData>(schema);

const complete: LegacyFormData = {
  startMonth: '2027-01',
  accountType: 'checking',
  bankRoutingNumber: '110000000',
  bankName: 'First Community Bank',
  bankAccountNumber: '000123456789',
  confirmation: '000123456789',
  eSignature: 'Jordan Rivera',
};

/** Validates as the form does and returns field → English message. */
function messages(data: LegacyFormData, ui = uiSchema): Record<string, string> {
  const { errors } = validator.validateFormData(
    data,
    schema,
    withOfferedChoices(ui, validateAccountConfirmation),
    mapErrorMessages as ErrorTransformer<LegacyFormData>,
    ui,
  );
  const english = (key: string): string => {
    const found = key
      .replace(/^manage-payments:/, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    return typeof found === 'string' ? found : key;
  };
  return Object.fromEntries(
    errors.map((error) => [propertyPath(error.property).join('.'), english(error.message ?? '')]),
  );
}

describe('the legacy auto-draft form (SPEC §5 messages, word for word)', () => {
  it('passes a complete form', () => {
    expect(messages(complete)).toEqual({});
  });

  it('says which bank fields are required', () => {
    expect(
      messages({ startMonth: '2027-01', accountType: 'savings', eSignature: 'Jordan Rivera' }),
    ).toEqual({
      bankRoutingNumber: 'Bank Routing Number is required.',
      bankName: 'Bank Name is required.',
      bankAccountNumber: 'Bank Account Number is required.',
      confirmation: 'Confirm Account Number is required.',
    });
    expect(messages({ ...complete, bankName: '   ' })).toEqual({
      bankName: 'Bank Name is required.',
    });
  });

  it('wants nine digits in the routing number', () => {
    for (const routing of ['12345678', '1234567890', '12345678a', '123 456 789'])
      expect(messages({ ...complete, bankRoutingNumber: routing })).toEqual({
        bankRoutingNumber: 'Routing number must be 9 digits.',
      });
  });

  it('wants the account numbers to match', () => {
    expect(messages({ ...complete, confirmation: '000123456780' })).toEqual({
      confirmation: 'Account numbers must match.',
    });
  });

  it('offers only the start months and account types the service gives', () => {
    expect(messages({ ...complete, startMonth: '2027-03' })).toEqual({
      startMonth: 'Choose the month the drafts start.',
    });
    const checkingOnly = legacyUiSchema(baseUi, { ...form, accountTypes: ['checking'] });
    expect(messages({ ...complete, accountType: 'savings' }, checkingOnly)).toEqual({
      accountType: 'Choose checking or savings.',
    });
    expect(messages({ ...complete, accountType: 'checking' }, checkingOnly)).toEqual({});
    const options = (field: unknown) =>
      (field as { 'ui:options'?: Record<string, unknown> } | undefined)?.['ui:options'];
    expect(options(uiSchema.startMonth)?.offered).toEqual(form.startMonthOptions);
    expect(options(checkingOnly.accountType)?.offered).toEqual([
      { value: 'checking', label: 'manage-payments:legacy.accountTypes.checking' },
    ]);
    expect(options(checkingOnly.accountType)?.inline).toBe(true);
    expect((uiSchema.eSignature as Record<string, unknown>)['ui:description']).toBe(
      form.eSignatureText,
    );
  });

  it('masks account numbers to their last four digits', () => {
    expect(maskAccountNumber('000123456789')).toBe('••••6789');
    expect(maskAccountNumber('')).toBe('');
  });

  it('builds the enrolment request for the account', () => {
    expect(
      toEnrollRequest(
        { ...complete, bankName: ' First Community Bank ' },
        {
          ownerId: 5003,
          subLedgerId: 3004,
        },
      ),
    ).toEqual({ ...complete, ownerId: 5003, subLedgerId: 3004 });
  });
});
