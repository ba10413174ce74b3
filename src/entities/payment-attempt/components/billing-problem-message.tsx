import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BillingProblem } from '../lib/billing-problem';

/**
 * A failed billing call, where it happened: its words, the profile link for PA037, the Error Code
 * of a server failure and the Error ID.
 */
export function BillingProblemMessage({ problem }: { problem: BillingProblem }) {
  const { t } = useTranslation('common');
  return (
    <p>
      {problem.text}
      {problem.code === 'PA037' ? (
        <>
          {' '}
          <Link to="/my/profile-settings" className="font-semibold underline">
            {t('billingProblem.goToProfile')}
          </Link>
        </>
      ) : null}
      {problem.errorCode ? (
        <span className="block">{t('billingProblem.errorCode', { code: problem.errorCode })}</span>
      ) : null}
      {problem.errorId ? (
        <span className="block">{t('billingProblem.errorId', { id: problem.errorId })}</span>
      ) : null}
    </p>
  );
}
