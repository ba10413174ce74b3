import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../page';

interface ServerErrorPageProps {
  /** The in-app page that failed, already checked as a safe target; Try again returns there. */
  retryTo?: string | undefined;
}

/** SPEC §8's server error, in the catalogue's words. */
export function ServerErrorPage({ retryTo }: ServerErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('serverError.title')} description={t('serverError.body')}>
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => {
            if (retryTo) void navigate({ href: retryTo });
            else window.location.reload();
          }}
          className="font-semibold text-brand underline"
        >
          {t('serverError.retry')}
        </button>
        <Link to="/" className="font-semibold text-brand underline">
          {t('notFound.home')}
        </Link>
      </div>
    </Page>
  );
}
