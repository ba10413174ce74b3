import type { TFunction } from 'i18next';
import type { PaymentMethodType } from '../api/payment-options';

const known: readonly string[] = ['creditCard', 'debitCard', 'eCheck'];

/** The translated name of a method type; a type this portal does not know yet reads "Other". */
export function methodTypeLabel(t: TFunction<'billing-support'>, type: PaymentMethodType): string {
  return known.includes(type) ? t(`methodType.${type}`) : t('methodType.unknown');
}
