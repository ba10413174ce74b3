import type {
  AccountNumberRegistrationRequest,
  RegistrationKeyRegistrationRequest,
} from '../api/registration';
import { formatUsPhone } from './phone';

export type RegistrationMethod = 'accountNumber' | 'registrationKey';

/** What forms/create-account.schema.json collects (every value is optional until validated). */
export interface CreateAccountFormData {
  method?: RegistrationMethod;
  accountNumber?: string;
  registrationKey?: string;
  name?: string;
  phone?: string;
  propertyAddress?: string;
  associationName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  captchaToken?: string;
}

/**
 * The association a registration key belongs to when the welcome letter's link does not say
 * (`?associationId=`): 0 asks the users service to resolve the association from the key itself.
 */
export const ASSOCIATION_FROM_KEY = 0;

export type RegistrationCall =
  | { method: 'accountNumber'; data: AccountNumberRegistrationRequest }
  | { method: 'registrationKey'; associationId: number; data: RegistrationKeyRegistrationRequest };

const text = (value: string | undefined) => (value ?? '').trim();

/** The request a validated create-account form sends; the confirmation and the radio stay behind. */
export function toRegistrationCall(
  form: CreateAccountFormData,
  associationId: number | undefined,
): RegistrationCall {
  const common = {
    name: text(form.name),
    phone: formatUsPhone(form.phone ?? ''),
    propertyAddress: text(form.propertyAddress),
    associationName: text(form.associationName),
    email: text(form.email),
    // Passwords are sent exactly as typed.
    password: form.password ?? '',
    captchaToken: form.captchaToken ?? '',
  };
  if (form.method === 'registrationKey') {
    return {
      method: 'registrationKey',
      associationId: associationId ?? ASSOCIATION_FROM_KEY,
      data: { registrationKey: text(form.registrationKey), ...common },
    };
  }
  return { method: 'accountNumber', data: { accountNumber: text(form.accountNumber), ...common } };
}
