import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ProblemMessage } from '@/components/problem-message';
import { describeProblem } from '@/lib/api/problem';
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
    return (
      <ProblemMessage
        variant="panel"
        problem={describeProblem(error)}
        text={t('state.error')}
        wording={{ withErrorCode: true }}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        }
      />
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
