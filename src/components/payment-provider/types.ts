import type { ComponentType, Ref } from 'react';

/** The providers the runtime configuration can name (`paymentProvider`). */
export type PaymentProviderKind = 'sandbox' | 'stripe';

/** What the homeowner is adding. */
export type PaymentMethodKind = 'card' | 'bank';

/** The outcome of confirming a form with the provider; `message` is ready to show. */
export type PaymentConfirmResult = { ok: true } | { ok: false; message: string };

/** What a mounted form lets its owner do. */
export interface PaymentMethodFormHandle {
  /**
   * Validates what was typed and confirms the SetupIntent with the provider. Never rejects: a
   * failure resolves `{ ok: false, message }`. The details typed stay with the provider form.
   */
  confirm(): Promise<PaymentConfirmResult>;
}

/** Every text a provider form shows; the caller translates (shared code knows no namespace). */
export type PaymentFormTextKey =
  | 'sandboxNotice'
  | 'cardLegend'
  | 'cardholderName'
  | 'cardNumber'
  | 'cardNumberHint'
  | 'expiry'
  | 'expiryHint'
  | 'expiryPlaceholder'
  | 'cvc'
  | 'cvcHint'
  | 'bankLegend'
  | 'accountHolder'
  | 'routingNumber'
  | 'routingNumberHint'
  | 'accountNumber'
  | 'accountNumberHint'
  | 'accountType'
  | 'checking'
  | 'savings'
  | 'nameRequired'
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'accountHolderRequired'
  | 'routingNumberRequired'
  | 'routingNumberInvalid'
  | 'accountNumberRequired'
  | 'accountNumberInvalid'
  | 'fixErrors'
  | 'declined'
  | 'confirmFailed'
  | 'loading';

export interface PaymentMethodFormProps {
  /** The SetupIntent client secret from `POST /PaymentMethod/Setup`. */
  clientSecret: string;
  methodType: PaymentMethodKind;
  /** The page language (`en`, `es`, …). */
  locale: string;
  /** Translates the form's texts. */
  text: (key: PaymentFormTextKey) => string;
  /** The provider's fields could not be shown after all (e.g. its frame failed to load). */
  onUnavailable: () => void;
  ref: Ref<PaymentMethodFormHandle>;
}

/** A provider's card or bank account form. */
export type PaymentMethodForm = ComponentType<PaymentMethodFormProps>;
