import { isApiError } from '@/lib/api/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The kind of payment method a call was about: SPEC §8 words PA020 by it. */
export type ProblemMethodKind = 'card' | 'bank';

/**
 * A failed billing call in words, shown where it happened (never as a toast on top): every screen
 * that pays, enrols, adds or changes a payment method says the same thing for the same answer.
 */
export interface BillingProblem {
  text: string;
  errorId?: string | undefined;
  /** Shown as "Error Code" for a server failure (SPEC §8: errorCode, else FE001). */
  errorCode?: string | undefined;
  /** The catalogue code of a 4xx: PA037 adds the profile link, PA020 offers the other kind. */
  code?: string | undefined;
}

export interface BillingProblemOptions {
  /** The method the call used, when known: PA020 then points to the other kind. */
  methodKind?: ProblemMethodKind | undefined;
  /** A payment or enrolment call: the network words promise that pressing again never charges twice. */
  charges?: boolean;
}

/** The catalogue key of a 4xx code (errors:main.exceptions.*), PA020 by method kind. */
export function catalogueKey(code: string, methodKind?: ProblemMethodKind): string {
  if (code === 'PA020' && methodKind) return `errors:main.exceptions.PA020_${methodKind}`;
  return `errors:main.exceptions.${code}`;
}

/** `eCheck` (the services' bank type) is a bank; every other method type is a card. */
export function methodKindOf(type: string | undefined): ProblemMethodKind | undefined {
  if (!type) return undefined;
  return type === 'eCheck' || type === 'bank' ? 'bank' : 'card';
}

/**
 * SPEC §8 wording, beside the action: no answer says the connection failed; a 5xx says the
 * server-error text with its Error Code; a 4xx says the catalogue text for its errorCode, else the
 * service's own detail, with its Error ID.
 */
export function billingProblem(
  error: unknown,
  t: Translate,
  options: BillingProblemOptions = {},
): BillingProblem {
  if (!isApiError(error)) return { text: t('errors:unexpected') };
  if (error.isNetworkError)
    return {
      text: t(
        options.charges ? 'common:billingProblem.networkCharges' : 'common:billingProblem.network',
      ),
    };
  if (error.status >= 500)
    return {
      text: t('errors:server.message'),
      errorId: error.errorId,
      errorCode: error.errorCode ?? 'FE001',
    };
  const code = error.errorCode;
  const text = code
    ? t(catalogueKey(code, options.methodKind), { defaultValue: error.message })
    : error.message;
  return { text, errorId: error.errorId, code };
}
