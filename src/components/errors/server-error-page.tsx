import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../page';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('serverError.title')} description={t('serverError.body')}>
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          onClick={() => window.location.reload()}
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
