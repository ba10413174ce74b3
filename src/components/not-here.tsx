import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/**
 * Why a page is not shown, in place of it, with the way back to the dashboard (never an empty
 * screen): `notForAccount`, this person's role does not include it; `notOffered`, this community
 * does not offer it in the portal (a feature the customer does not have, or a page the
 * association hides).
 */
export function NotHere({ reason }: { reason: 'notForAccount' | 'notOffered' }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`${reason}.title`)} description={t(`${reason}.body`)}>
      <Link to="/dashboard" className="w-fit font-semibold text-brand underline">
        {t(`${reason}.back`)}
      </Link>
    </Page>
  );
}
