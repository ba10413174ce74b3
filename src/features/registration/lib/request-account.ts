import type { AccountAccessRequest } from '../api/registration';
import { formatUsPhone } from './phone';

/** What forms/request-account.schema.json collects. */
export interface RequestAccountFormData {
  name?: string;
  email?: string;
  phone?: string;
  propertyAddress?: string;
  associationName?: string;
  accountNumber?: string;
  comments?: string;
  captchaToken?: string;
}

const text = (value: string | undefined) => (value ?? '').trim();

/** The request a validated request-account form sends; empty optional fields are left out. */
export function toAccountAccessRequest(form: RequestAccountFormData): AccountAccessRequest {
  const accountNumber = text(form.accountNumber);
  const comments = text(form.comments);
  return {
    name: text(form.name),
    email: text(form.email),
    phone: formatUsPhone(form.phone ?? ''),
    propertyAddress: text(form.propertyAddress),
    associationName: text(form.associationName),
    ...(accountNumber ? { accountNumber } : {}),
    ...(comments ? { comments } : {}),
    captchaToken: form.captchaToken ?? '',
  };
}
