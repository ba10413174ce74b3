import { isApiError } from '@/lib/api/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A failed call, in words, shown beside the action that made it (never as a toast on top). */
export interface ActionProblem {
  text: string;
  errorId?: string | undefined;
  /** Shown as "Error Code" for a server failure (SPEC §8: errorCode, else FE001). */
  errorCode?: string | undefined;
}

/**
 * SPEC §8 wording, beside the action: a 4xx says the catalogue text for its errorCode
 * (errors:main.exceptions.*) or the service's own detail; a 5xx says the server-error text with
 * its Error Code; no answer at all says the connection failed.
 */
export function actionProblem(error: unknown, t: Translate): ActionProblem {
  if (!isApiError(error)) return { text: t('manage-payments:errors.unexpected') };
  if (error.isNetworkError) return { text: t('manage-payments:errors.network') };
  if (error.status >= 500)
    return {
      text: t('errors:server.message'),
      errorId: error.errorId,
      errorCode: error.errorCode ?? 'FE001',
    };
  const code = error.errorCode;
  const text = code
    ? t(`errors:main.exceptions.${code}`, { defaultValue: error.message })
    : error.message;
  return { text, errorId: error.errorId };
}
