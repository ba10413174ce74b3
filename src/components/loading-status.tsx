import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

interface LoadingStatusProps {
  /** What the page is loading, said while there is a connection. */
  children: ReactNode;
  className?: string;
}

/**
 * A page's or a section's loading state. Offline its queries are paused, not loading: it says it
 * waits for the connection instead (issue 21), and goes on by itself when the connection is back.
 */
export function LoadingStatus({ children, className }: LoadingStatusProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const online = useOnline();
  return (
    <p role="status" className={className}>
      {online ? children : t('offline.waiting')}
    </p>
  );
}
