import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { describeProblem } from '@/lib/api/problem';
import { ProblemMessage } from './problem-message';

interface LoadErrorProps {
  /** What could not be loaded, in the page's words (SPEC §8 for requests). */
  message: string;
  error: unknown;
  /** Asks again; the button is busy while `retrying`. */
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Something that could not be loaded, said where it would be (SPEC §8): the message, why when the
 * service's answer broke its contract, the Error ID (what support asks for), and Try Again, which
 * asks once more.
 */
export function LoadError({ message, error, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <ProblemMessage
      variant="panel"
      problem={describeProblem(error)}
      text={message}
      action={
        <Button
          variant="secondary"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
        >
          {retrying ? t('loadError.retrying') : t('loadError.retry')}
        </Button>
      }
    />
  );
}
