import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * The way from the checkout into the portal. The epay token opens nothing there: every portal
 * page asks for the homeowner's own login (the token never becomes the user token).
 */
export function PortalLink() {
  const { t } = useTranslation('express-pay');
  return (
    <p className="text-sm text-ink-muted">
      {t('portal.question')}{' '}
      <Link to="/dashboard" className="font-semibold text-brand underline">
        {t('portal.link')}
      </Link>
    </p>
  );
}
