import { describe, expect, it } from 'vitest';
import { methodLabel } from './payment-method-label';

const words: Record<string, string> = {
  'methods.bankType.checking': 'Checking',
  'methods.bankType.savings': 'Savings',
  'methods.type.creditCard': 'Credit card',
  'methods.type.debitCard': 'Debit card',
};
const t = (key: string, options?: Record<string, unknown>) => {
  const o = (options ?? {}) as Record<string, string>;
  if (key === 'methods.bankLabel')
    return `${o.bankType ?? ''} ending in ${o.last4 ?? ''}, ${o.bankName ?? ''}`;
  if (key === 'methods.cardLabel') return `${o.brand ?? ''} ending in ${o.last4 ?? ''}`;
  return words[key] ?? key;
};

describe('methodLabel', () => {
  it('names cards by brand and bank accounts by type and bank', () => {
    expect(methodLabel({ type: 'creditCard', brand: 'americanExpress', last4: '0005' }, t)).toBe(
      'American Express ending in 0005',
    );
    expect(
      methodLabel(
        { type: 'eCheck', bankType: 'savings', bankName: 'Prairie Credit Union', last4: '1234' },
        t,
      ),
    ).toBe('Savings ending in 1234, Prairie Credit Union');
  });

  it('falls back to the method type, and drops a missing bank name', () => {
    expect(methodLabel({ type: 'debitCard', last4: '4444' }, t)).toBe('Debit card ending in 4444');
    expect(methodLabel({ type: 'eCheck', last4: '6789' }, t)).toBe('Checking ending in 6789');
  });
});
