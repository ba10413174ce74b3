import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import {
  ERRORS_NAMESPACE,
  GRID_TOAST_DURATION_MS,
  PROFILE_SETTINGS_PATH,
  type NotifiableOutcome,
} from '@/lib/api/error-policy';
import { CATALOGUED_CODES } from '@/lib/api/error-codes';
import { catalogueKey } from '@/lib/api/problem';
import { showToast, type ShowToastOptions, type ToastId } from './show-toast';

type ErrorsT = TFunction<typeof ERRORS_NAMESPACE>;

/** SPEC §8: the toast for each outcome, with every text from the errors namespace. */
export function describeOutcome(
  outcome: NotifiableOutcome,
  t: ErrorsT,
  helpCenterUrl: string,
): ShowToastOptions {
  const title = t('title.error');
  switch (outcome.kind) {
    case 'network':
      return {
        kind: 'error',
        title,
        description: outcome.message || t('unexpected'),
        durationMs: outcome.durationMs,
        id: `network:${outcome.message}`,
      };
    case 'clientProblem': {
      const fallback = outcome.text ?? t('unexpected');
      const description =
        // Only a catalogued code becomes a translation key (any other could walk the key tree).
        outcome.errorCode && CATALOGUED_CODES.has(outcome.errorCode)
          ? t(catalogueKey(outcome.errorCode), { defaultValue: fallback })
          : fallback;
      return {
        kind: 'error',
        title,
        description,
        errorId: outcome.errorId,
        link: outcome.linkToProfileSettings
          ? { href: PROFILE_SETTINGS_PATH, label: t('profileSettingsLink') }
          : undefined,
        durationMs: outcome.durationMs,
        id: `client:${outcome.errorCode ?? ''}:${outcome.errorId ?? description}`,
      };
    }
    case 'server':
      return {
        kind: 'error',
        title,
        description: t('server.message'),
        link: { href: helpCenterUrl, label: t('server.reportLink') },
        errorId: outcome.errorId,
        errorCode: outcome.errorCode,
        durationMs: outcome.durationMs,
        id: `server:${outcome.errorCode}:${outcome.errorId ?? ''}`,
      };
  }
}

/** Renders a global-handling outcome as a toast (the query client's `notify` handler). */
export async function notifyOutcome(
  outcome: NotifiableOutcome,
  helpCenterUrl: string,
  i18n: I18n = i18next,
): Promise<ToastId> {
  await i18n.loadNamespaces(ERRORS_NAMESPACE);
  return showToast(
    describeOutcome(outcome, i18n.getFixedT(null, ERRORS_NAMESPACE), helpCenterUrl),
    i18n,
  );
}

export const gridToastKeys = ['saved', 'reset', 'restored'] as const;
export type GridToastKey = (typeof gridToastKeys)[number];

/** SPEC §8 grid-setting toasts: title Success, 6 seconds (SPEC §9). */
export async function showGridToast(key: GridToastKey, i18n: I18n = i18next): Promise<ToastId> {
  await i18n.loadNamespaces(ERRORS_NAMESPACE);
  const t = i18n.getFixedT(null, ERRORS_NAMESPACE);
  return showToast(
    {
      kind: 'success',
      title: t('title.success'),
      description: t(`grid.${key}`),
      durationMs: GRID_TOAST_DURATION_MS,
      id: `grid:${key}`,
    },
    i18n,
  );
}
