import { isApiError } from '@/lib/api/api-error';

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

export function problemText(error: unknown, t: Translate): PaymentProblem {
  if (!isApiError(error)) return { text: t('make-payment:errors.unexpected') };
  if (error.isNetworkError) return { text: t('make-payment:errors.network') };
  const code = error.errorCode;
  const text = code
    ? t(`errors:main.exceptions.${code}`, { defaultValue: error.message })
    : error.message;
  return { text, errorId: error.errorId, errorCode: code };
}
