import type { PaymentMethodSummary } from '../api/types';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  americanExpress: 'American Express',
};

/** "Visa ending in 4242" / "Checking ending in 6789, First Community Bank" — words, not symbols. */
export function methodLabel(
  method: Pick<PaymentMethodSummary, 'type' | 'brand' | 'bankType' | 'bankName' | 'last4'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (method.type === 'eCheck') {
    const bankType = t(`methods.bankType.${method.bankType ?? 'checking'}`);
    return t('methods.bankLabel', {
      bankType,
      last4: method.last4,
      bankName: method.bankName ?? '',
    }).replace(/, $/, '');
  }
  const brand = method.brand
    ? (brandNames[method.brand] ?? method.brand)
    : t(`methods.type.${method.type}`);
  return t('methods.cardLabel', { brand, last4: method.last4 });
}
