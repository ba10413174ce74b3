import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { $accountsLoadFailure, accountsReloadRequested, fetchAccountsFx } from '../model';

/**
 * What a page shows when the property has no accounts: its own words, unless loading the accounts
 * failed; then it says so, with the Error ID and Try Again, instead of claiming there are none.
 */
export function NoAccounts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [failure, retrying] = useUnit([$accountsLoadFailure, fetchAccountsFx.pending]);
  if (!failure) return children;
  return (
    <LoadError
      message={t('accountsLoadFailed')}
      error={failure.error}
      onRetry={() => {
        accountsReloadRequested();
      }}
      retrying={retrying}
    />
  );
}
