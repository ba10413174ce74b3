import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/** A page this person's role does not include: says so plainly, never an empty screen. */
export function NotForAccount() {
  const { t } = useTranslation();
  return (
    <Page title={t('notForAccount.title')} description={t('notForAccount.body')}>
      <Link to="/dashboard" className="font-semibold text-brand underline">
        {t('notForAccount.back')}
      </Link>
    </Page>
  );
}
