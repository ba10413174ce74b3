import type { PaymentMethodType, PaymentOption } from '../api/payment-options';

/** What one method type costs, as the support page states it (amounts in cents). */
export type ConvenienceFeeRule =
  { kind: 'percentage'; basisPoints: number } | { kind: 'flat'; cents: number } | { kind: 'none' };

export interface FeeRule {
  methodType: PaymentMethodType;
  accepted: boolean;
  convenienceFee: ConvenienceFeeRule;
  /** The additional percentage on payments strictly above the threshold; null when there is none. */
  largeAmountFee: { basisPoints: number; thresholdCents: number } | null;
}

/** SPEC §9: a convenience fee is a percentage or a flat fee; over $2,000 adds largeAmountFee. */
export function feeRules(options: readonly PaymentOption[]): FeeRule[] {
  return options.map((option) => {
    const fee = option.convenienceFee;
    const percent = fee.percentBasisPoints ?? 0;
    const flat = fee.flatAmount ?? 0;
    let convenienceFee: ConvenienceFeeRule = { kind: 'none' };
    if (fee.kind === 'percentage' && percent > 0)
      convenienceFee = { kind: 'percentage', basisPoints: percent };
    else if (fee.kind === 'flat' && flat > 0) convenienceFee = { kind: 'flat', cents: flat };
    const large = option.largeAmountFee;
    return {
      methodType: option.methodType,
      accepted: option.enabled,
      convenienceFee,
      largeAmountFee:
        large.percentBasisPoints > 0
          ? { basisPoints: large.percentBasisPoints, thresholdCents: large.thresholdAmount }
          : null,
    };
  });
}

/** The consent each accepted method type asks for before a payment (empty texts are skipped). */
export function consentTexts(
  options: readonly PaymentOption[],
): { methodType: PaymentMethodType; text: string }[] {
  return options.flatMap((option) => {
    const text = option.consentText?.trim() ?? '';
    return option.enabled && option.consentRequired && text !== ''
      ? [{ methodType: option.methodType, text }]
      : [];
  });
}

/** The per-method disclosures of the accepted and refused method types, when there are any. */
export function methodDisclosures(
  options: readonly PaymentOption[],
): { methodType: PaymentMethodType; text: string }[] {
  return options.flatMap((option) => {
    const text = option.disclosures?.trim() ?? '';
    return text === '' ? [] : [{ methodType: option.methodType, text }];
  });
}
