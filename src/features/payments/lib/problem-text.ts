import type { PricedSetup } from '../api/payment-setups';
import { isApiError } from '@/lib/api/api-error';

type PaymentMethodType = PricedSetup['paymentMethod']['type'];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The words for a failed payment call, shown where it happened: the catalogue text for its
 * errorCode (errors:main.exceptions.*), else the service's own detail, plus the Error ID.
 */
export interface PaymentProblem {
  text: string;
  errorId?: string | undefined;
  errorCode?: string | undefined;
}

/**
 * SPEC §8 words PA020 by the method that could not be used: a bank method points to a card, a
 * card to a bank. Without a method, the general wording.
 */
export function catalogueKey(code: string, methodType?: PaymentMethodType): string {
  if (code === 'PA020' && methodType)
    return `errors:main.exceptions.PA020_${methodType === 'eCheck' ? 'bank' : 'card'}`;
  return `errors:main.exceptions.${code}`;
}

export function problemText(
  error: unknown,
  t: Translate,
  methodType?: PaymentMethodType,
): PaymentProblem {
  if (!isApiError(error)) return { text: t('make-payment:errors.unexpected') };
  if (error.isNetworkError) return { text: t('make-payment:errors.network') };
  const code = error.errorCode;
  const text = code
    ? t(catalogueKey(code, methodType), { defaultValue: error.message })
    : error.message;
  return { text, errorId: error.errorId, errorCode: code };
}
