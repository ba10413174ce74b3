import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { LinkFailure } from '../lib/link';

/** The bad-link page: what went wrong and what to do next (the management company, or log in). */
export function LinkProblem({ failure }: { failure: LinkFailure }) {
  const { t } = useTranslation('express-pay');
  return (
    <section
      aria-labelledby="link-problem-heading"
      className="rounded-lg border border-danger bg-surface p-5"
    >
      <h2 id="link-problem-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CircleAlert aria-hidden="true" className="shrink-0 text-danger" />
        {t(`link.${failure}.title`)}
      </h2>
      <p className="mt-2">{t(`link.${failure}.body`)}</p>
      <p className="mt-2">{t('link.next')}</p>
      <Link
        to="/login/{-$clientId}"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        {t('link.logIn')}
      </Link>
    </section>
  );
}

/** The service did not answer: nothing is wrong with the link yet; try again. */
export function ServiceUnreachable({
  errorId,
  onRetry,
}: {
  errorId?: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('express-pay');
  return (
    <section
      aria-labelledby="unreachable-heading"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="unreachable-heading" className="text-lg font-semibold">
        {t('unreachable.title')}
      </h2>
      <p className="mt-2">{t('unreachable.body')}</p>
      {errorId ? <p className="mt-1 text-sm">{t('errors.errorId', { id: errorId })}</p> : null}
      <Button className="mt-4" onClick={onRetry}>
        {t('unreachable.retry')}
      </Button>
    </section>
  );
}

/**
 * The account's balance could not be read: nothing is offered, nothing is sent. The Error ID,
 * when the answer broke its contract, is the one its log line carries.
 */
export function UnreadableAccount({ errorId }: { errorId?: string | undefined }) {
  const { t } = useTranslation('express-pay');
  return (
    <section
      aria-labelledby="unreadable-heading"
      className="rounded-lg border border-danger bg-surface p-5"
    >
      <h2 id="unreadable-heading" className="text-lg font-semibold">
        {t('unreadable.title')}
      </h2>
      <p className="mt-2">{t('unreadable.body')}</p>
      {errorId ? (
        <p className="mt-2 text-sm text-ink-muted">{t('unreadable.errorId', { id: errorId })}</p>
      ) : null}
    </section>
  );
}
