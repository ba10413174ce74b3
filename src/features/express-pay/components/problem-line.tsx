import { useTranslation } from 'react-i18next';
import type { CheckoutProblem } from '../lib/problem-text';

/** A failed call in words, with its Error ID when the service gave one. */
export function ProblemLine({ problem }: { problem: CheckoutProblem }) {
  const { t } = useTranslation('express-pay');
  return (
    <p>
      {problem.text}
      {problem.errorId ? (
        <span className="block">{t('errors.errorId', { id: problem.errorId })}</span>
      ) : null}
    </p>
  );
}
