import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { LoadingStatus } from '@/components/loading-status';

interface OptionsLoadStateProps {
  /** No association is selected (yet). */
  noAssociation: boolean;
  /** The session is still loading the settings that name the association. */
  settingsLoading: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * The one place the payment options' loading, missing and failed states are said: a status while
 * they load, an alert with a retry when they failed. Renders nothing once they are there.
 */
export function OptionsLoadState({
  noAssociation,
  settingsLoading,
  isPending,
  isError,
  error,
  onRetry,
}: OptionsLoadStateProps) {
  const { t } = useTranslation('billing-support');
  if (noAssociation) {
    return (
      <p role="status" className="rounded-md border border-line bg-surface p-3">
        {settingsLoading ? t('state.loading') : t('state.noAssociation')}
      </p>
    );
  }
  if (isError) {
    const code = isApiError(error) ? error.problem?.errorCode : undefined;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-md border border-danger bg-surface p-3"
      >
        <p>
          {t('state.error')} {code ? t('state.errorCode', { code }) : null}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <LoadingStatus className="rounded-md border border-line bg-surface p-3">
        {t('state.loading')}
      </LoadingStatus>
    );
  }
  return null;
}
