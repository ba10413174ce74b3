import { isApiError } from '@/lib/api/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A failed checkout call in words, shown beside the button that made it. */
export interface CheckoutProblem {
  text: string;
  errorId?: string | undefined;
}

// SPEC §8: the catalogue texts of the payment problems a card checkout can meet. Express pay takes
// cards only, so PA020 uses its card wording.
const catalogue: Record<string, string> = {
  PA010: 'errors:main.exceptions.PA010',
  PA020: 'errors:main.exceptions.PA020_card',
  PA030: 'errors:main.exceptions.PA030',
};

export function problemText(error: unknown, t: Translate): CheckoutProblem {
  if (!isApiError(error)) return { text: t('express-pay:errors.unexpected') };
  if (error.isNetworkError) return { text: t('express-pay:errors.network') };
  if (error.status >= 500) {
    return { text: t('express-pay:errors.server'), errorId: error.errorId };
  }
  const key = error.errorCode ? catalogue[error.errorCode] : undefined;
  // Otherwise the service's own words (EP020 names the allowed range, for instance).
  const text = key ? t(key, { defaultValue: error.message }) : error.message;
  return { text, errorId: error.errorId };
}
