import { useTranslation } from 'react-i18next';
import type { Problem, ProblemKind } from '../lib/problems';

/**
 * A failed submit, beside the form. Always in the page (empty when there is nothing to say), so
 * screen readers announce the text when it appears.
 */
export function ProblemMessage({
  id,
  problem,
  texts,
}: {
  id: string;
  problem: Problem | null;
  /** A screen's own words for some kinds (a missing reservation is not a missing amenity). */
  texts?: Partial<Record<ProblemKind, string>>;
}) {
  const { t } = useTranslation('community');
  let text: string | null = null;
  if (problem) {
    if ((problem.kind === 'invalid' || problem.kind === 'tooLarge') && problem.detail)
      text = problem.detail;
    else text = texts?.[problem.kind] ?? t(`problems.${problem.kind}`);
  }
  return (
    <div id={id} role="alert" className="text-sm font-medium text-danger empty:sr-only">
      {text ? <p className="[overflow-wrap:anywhere]">{text}</p> : null}
      {problem?.errorId ? <p>{t('errors.errorId', { id: problem.errorId })}</p> : null}
    </div>
  );
}
