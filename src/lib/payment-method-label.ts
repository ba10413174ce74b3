/** The parts of a saved payment method (or its summary on a payment) that name it. */
export interface PaymentMethodLabelParts {
  type: string;
  brand?: string | undefined;
  bankType?: string | undefined;
  bankName?: string | undefined;
  last4: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  americanExpress: 'American Express',
};

/**
 * "Visa ending in 4242" / "Checking ending in 6789, First Community Bank" — words, not symbols.
 * The caller's namespace holds the words: `methods.bankType.{checking,savings}`,
 * `methods.bankLabel`, `methods.cardLabel` and `methods.type.{creditCard,debitCard,eCheck}`.
 */
export function methodLabel(method: PaymentMethodLabelParts, t: Translate): string {
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
