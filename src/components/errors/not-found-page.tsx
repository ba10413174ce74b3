import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} description={t('notFound.body')}>
      <p>
        <Link to="/" className="font-semibold text-brand underline">
          {t('notFound.home')}
        </Link>
      </p>
    </Page>
  );
}
