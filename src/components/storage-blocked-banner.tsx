import { useTranslation } from 'react-i18next';
import { isStorageBlocked } from '@/lib/storage-blocked';

/**
 * Says, on every page, that the browser blocks this site's storage: signing in still works, but
 * only for this tab, and a reload signs the person out (issue 55 item 8). Nothing when it does not.
 */
export function StorageBlockedBanner() {
  const { t } = useTranslation('common', { useSuspense: false });
  if (!isStorageBlocked()) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-medium text-surface">
      {t('storageBlocked')}
    </p>
  );
}
