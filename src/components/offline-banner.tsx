import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * Says that the device is offline, in every layout: queries wait for the connection (react-query
 * pauses them) and resume by themselves when it is back; nothing is sent that was not pressed.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common', { useSuspense: false });
  const online = useOnline();
  // Rendered only while offline: an empty live region on every page would stand beside each
  // page's own status messages.
  if (online) return null;
  return (
    <p role="alert" className="bg-ink px-4 py-2 text-center text-sm font-medium text-surface">
      {t('offline.banner')}
    </p>
  );
}
