type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CardLike {
  type: string;
  brand?: string | undefined;
  bankType?: string | undefined;
  last4: string;
}

/** "Visa ending in 4242": words a screen reader says well, not "•••• 4242". */
export function cardLabel(card: CardLike, t: Translate): string {
  if (card.type === 'eCheck') {
    return t('methods.bankLabel', {
      bankType: t(`methods.bankType.${card.bankType === 'savings' ? 'savings' : 'checking'}`),
      last4: card.last4,
    });
  }
  const brand = card.brand
    ? t(`methods.brand.${card.brand}`, { defaultValue: card.brand })
    : t(`methods.type.${card.type === 'debitCard' ? 'debitCard' : 'creditCard'}`);
  return t('methods.cardLabel', { brand, last4: card.last4 });
}
