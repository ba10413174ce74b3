import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';

interface LoadErrorProps {
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Something that could not be loaded, said where it would be, with its Error ID and a retry. */
export function LoadError({ message, error, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation('arcs');
  const errorId = isApiError(error) ? error.errorId : undefined;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-danger p-4"
    >
      <p className="font-medium">{message}</p>
      {errorId ? <p className="text-sm text-ink-muted">{t('errorId', { id: errorId })}</p> : null}
      <Button
        variant="secondary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? t('retrying') : t('retry')}
      </Button>
    </div>
  );
}
