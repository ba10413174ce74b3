import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/loading-status';

/**
 * What a page shows while it waits (its translations, its code): the router wraps every route in
 * a Suspense boundary with this, so a waiting page hides only itself and the menus around it
 * paint at once (without it the whole layout waited for the slowest part of the page).
 */
export function PagePending() {
  const { t } = useTranslation();
  return <LoadingStatus className="text-ink-muted">{t('loading')}</LoadingStatus>;
}
