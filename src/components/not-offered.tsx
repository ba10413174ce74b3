import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/**
 * A page this community does not offer in the portal (a feature the customer does not have, or a
 * page the association hides): says so, in place of the page, with the way back to the dashboard.
 */
export function NotOffered() {
  const { t } = useTranslation();
  return (
    <Page title={t('notOffered.title')} description={t('notOffered.body')}>
      <Link to="/dashboard" className="w-fit font-semibold text-brand underline">
        {t('notOffered.back')}
      </Link>
    </Page>
  );
}
