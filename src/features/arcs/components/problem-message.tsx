import { useTranslation } from 'react-i18next';
import type { Problem } from '../lib/problems';

/**
 * A refused or failed submit, beside its form. Always in the page (empty when there is nothing
 * to say), so screen readers announce the text when it appears. The service's own words are
 * shown where they are specific (the chair rule, a closed vote, a file too large).
 */
export function ProblemMessage({
  id,
  problem,
  fallback,
}: {
  id: string;
  problem: Problem | null;
  /** What failed, in this form's words, for the kinds without a specific text. */
  fallback: string;
}) {
  const { t } = useTranslation('arcs');
  let text: string | null = null;
  if (problem) {
    switch (problem.kind) {
      case 'forbidden':
      case 'conflict':
      case 'tooLarge':
      case 'invalid':
        text = problem.detail ?? t(`problems.${problem.kind}`);
        break;
      case 'sendFailed':
      case 'network':
      case 'notFound':
        text = t(`problems.${problem.kind}`);
        break;
      case 'server':
        text = fallback;
        break;
    }
  }
  return (
    <div id={id} role="alert" className="text-sm font-medium text-danger empty:sr-only">
      {text ? <p className="[overflow-wrap:anywhere]">{text}</p> : null}
      {problem?.errorId ? <p>{t('errorId', { id: problem.errorId })}</p> : null}
    </div>
  );
}
