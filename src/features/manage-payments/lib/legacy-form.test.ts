import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import schemaJson from '../../../../forms/legacy-auto-draft.schema.json';
import uiJson from '../../../../forms/legacy-auto-draft.ui.json';
import en from '../../../../public/locales/en/manage-payments.json';
import { formSchema, formUiSchema } from '@/components/schema-form';
import { mapErrorMessages, propertyPath } from '@/components/schema-form/error-messages';
import {
  legacySchema,
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
const schema = legacySchema(formSchema(schemaJson), form);
const uiSchema = legacyUiSchema(formUiSchema<LegacyFormData>(uiJson), form);

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
function messages(data: LegacyFormData): Record<string, string> {
  const { errors } = validator.validateFormData(
    data,
    schema,
    validateAccountConfirmation as unknown as CustomValidator,
    mapErrorMessages,
    uiSchema as UiSchema,
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
    const checkingOnly = legacySchema(formSchema(schemaJson), {
      ...form,
      accountTypes: ['checking'],
    });
    expect((checkingOnly.properties?.accountType as RJSFSchema | undefined)?.enum).toEqual([
      'checking',
    ]);
    const ui = uiSchema as Record<string, Record<string, unknown> | undefined>;
    expect(ui.startMonth?.['ui:enumNames']).toEqual(['January 2027', 'February 2027']);
    expect(ui.eSignature?.['ui:description']).toBe(form.eSignatureText);
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
