import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useAccounts } from '../queries';

/**
 * What a page shows when the property has no accounts: its own words, unless loading the accounts
 * failed; then it says so, with the Error ID and Try Again, instead of claiming there are none.
 */
export function NoAccounts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Shown because the load failed: mounting must not start it again (a refetch of a query with no
  // data is pending again, which unmounts this, which mounts it again: a loop). Try Again does.
  const accounts = useAccounts({ retryOnMount: false });
  if (!accounts.isError || accounts.data !== undefined) return children;
  return (
    <LoadError
      message={t('accountsLoadFailed')}
      error={accounts.error}
      onRetry={() => {
        void accounts.refetch();
      }}
      retrying={accounts.isFetching}
    />
  );
}
