import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isUnreadableAnswer } from '@/lib/api/answer-check';
import { isApiError } from '@/lib/api/api-error';

interface LoadErrorProps {
  /** What could not be loaded, in the page's words (SPEC §8 for requests). */
  message: string;
  error: unknown;
  /** Asks again; the button is busy while `retrying`. */
  onRetry: () => void;
  retrying: boolean;
}

/** The Error ID support asks for: the service's, or the one given to an unreadable answer. */
export function loadErrorId(error: unknown): string | undefined {
  if (isUnreadableAnswer(error)) return error.errorId;
  return isApiError(error) ? error.errorId : undefined;
}

/**
 * Something that could not be loaded, said where it would be (SPEC §8): the message, why when the
 * service's answer broke its contract, the Error ID (what support asks for), and Try Again, which
 * asks once more.
 */
export function LoadError({ message, error, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  const errorId = loadErrorId(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-danger p-4"
    >
      <p className="font-medium">{message}</p>
      {isUnreadableAnswer(error) ? <p>{t('loadError.unreadable')}</p> : null}
      {errorId ? (
        <p className="text-sm text-ink-muted">{t('loadError.errorId', { id: errorId })}</p>
      ) : null}
      <Button
        variant="secondary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? t('loadError.retrying') : t('loadError.retry')}
      </Button>
    </div>
  );
}
