import type { PricedOption } from '@/lib/fees';

/** A saved card (its id) or the card typed into the provider form. */
export type PaymentChoice = number | 'newCard';

export interface SavedCard {
  id: number;
  type: string;
  isDefault?: boolean | undefined;
}

/** The enabled option for a card type (express pay takes credit and debit cards only). */
export function optionFor<Option extends PricedOption>(
  options: readonly Option[],
  methodType: string | undefined,
): Option | undefined {
  return options.find((option) => option.enabled && option.methodType === methodType);
}

/** A new card can be typed in when any card option is enabled. */
export function acceptsNewCard(options: readonly PricedOption[]): boolean {
  return options.some((option) => option.enabled);
}

/** A saved card can pay when the option for its type is enabled. */
export function canPayWith(card: SavedCard, options: readonly PricedOption[]): boolean {
  return optionFor(options, card.type) !== undefined;
}

/**
 * What the checkout starts with: the default saved card, else the first saved card that can pay,
 * else a new card, else nothing (no option is enabled: nothing can be paid).
 */
export function defaultChoice(
  cards: readonly SavedCard[],
  options: readonly PricedOption[],
): PaymentChoice | null {
  const usable = cards.filter((card) => canPayWith(card, options));
  const preferred = usable.find((card) => card.isDefault === true) ?? usable[0];
  if (preferred) return preferred.id;
  return acceptsNewCard(options) ? 'newCard' : null;
}
