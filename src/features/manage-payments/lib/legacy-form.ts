import type { FormValidation, UiSchema } from '@rjsf/utils';
import type {
  BankType,
  LegacyAutoDraftEnrollRequest,
  LegacyAutoDraftForm,
} from '../api/manage-payments-api';
import { isRecord } from '@/lib/is-record';

/** What the legacy auto-draft form holds (SPEC §3 legacy auto-draft fields). */
export interface LegacyFormData {
  startMonth?: string | undefined;
  accountType?: BankType | undefined;
  bankRoutingNumber?: string | undefined;
  bankName?: string | undefined;
  bankAccountNumber?: string | undefined;
  /** The bank account number typed again. */
  confirmation?: string | undefined;
  eSignature?: string | undefined;
}

/** SPEC §5 "Account numbers must match." */
export const ACCOUNTS_MISMATCH_KEY = 'manage-payments:legacy.errors.accountsMismatch';

/**
 * The UI schema from `forms/`, with what the service decides: the start months it offers (its
 * labels) and the account types it takes, as the radios' offered choices (the schema's own enum
 * and pattern stay as written, so its precompiled validator fits; a value not offered is refused
 * with the field's enum message), and its authorization text, shown above the signature.
 */
export function legacyUiSchema(
  base: UiSchema<LegacyFormData>,
  form: Pick<LegacyAutoDraftForm, 'startMonthOptions' | 'accountTypes' | 'eSignatureText'>,
): UiSchema<LegacyFormData> {
  const types = form.accountTypes.length > 0 ? form.accountTypes : ['checking', 'savings'];
  const withOffered = (field: unknown, offered: { value: string; label: string }[]) => {
    const ui = isRecord(field) ? field : {};
    const options = isRecord(ui['ui:options']) ? ui['ui:options'] : {};
    return { ...ui, 'ui:options': { ...options, offered } };
  };
  return {
    ...base,
    startMonth: withOffered(
      base.startMonth,
      form.startMonthOptions.map(({ value, label }) => ({ value, label })),
    ),
    accountType: withOffered(
      base.accountType,
      types.map((type) => ({ value: type, label: `manage-payments:legacy.accountTypes.${type}` })),
    ),
    eSignature: {
      ...(isRecord(base.eSignature) ? base.eSignature : {}),
      'ui:description': form.eSignatureText,
    },
  };
}

/** rjsf `customValidate`: SPEC §5 "Account numbers must match." beside the confirmation. */
export function validateAccountConfirmation(
  data: LegacyFormData | undefined,
  errors: FormValidation<LegacyFormData>,
): FormValidation<LegacyFormData> {
  if (data?.confirmation && data.bankAccountNumber !== data.confirmation)
    errors.confirmation?.addError(ACCOUNTS_MISMATCH_KEY);
  return errors;
}

/** An account number as the screen shows it once typed: the last four digits only (••••6789). */
export function maskAccountNumber(value: string): string {
  const digits = value.trim();
  if (digits === '') return '';
  return `••••${digits.slice(-4)}`;
}

/** The enrolment request from a valid form; the schema has already required every field. */
export function toEnrollRequest(
  data: LegacyFormData,
  account: { ownerId: number; subLedgerId: number },
): LegacyAutoDraftEnrollRequest {
  return {
    ownerId: account.ownerId,
    subLedgerId: account.subLedgerId,
    startMonth: data.startMonth ?? '',
    accountType: data.accountType ?? 'checking',
    bankRoutingNumber: (data.bankRoutingNumber ?? '').trim(),
    bankName: (data.bankName ?? '').trim(),
    bankAccountNumber: (data.bankAccountNumber ?? '').trim(),
    confirmation: (data.confirmation ?? '').trim(),
    eSignature: (data.eSignature ?? '').trim(),
  };
}
