import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentProblem } from '../lib/problem-text';

/** A failed payment call, where it happened: its words, the profile link for PA037, the Error ID. */
export function ProblemMessage({ problem }: { problem: PaymentProblem }) {
  const { t } = useTranslation('make-payment');
  return (
    <p>
      {problem.text}
      {problem.errorCode === 'PA037' ? (
        <>
          {' '}
          <Link to="/my/profile-settings" className="font-semibold underline">
            {t('errors.goToProfile')}
          </Link>
        </>
      ) : null}
      {problem.errorId ? (
        <span className="block">{t('errors.errorId', { id: problem.errorId })}</span>
      ) : null}
    </p>
  );
}
