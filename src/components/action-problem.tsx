import { useTranslation } from 'react-i18next';
import type { ActionProblem } from '@/lib/api/action-problem';

/**
 * A button's call that was refused or failed, said beside the button (SPEC §8: where it
 * happened, with the Error ID). Always in the page (empty when there is nothing to say), so a
 * screen reader announces the text when it appears.
 */
export function ActionProblemMessage({
  id,
  problem,
  failed,
}: {
  id?: string;
  problem: ActionProblem | null;
  /** What failed, in the page's words (a 5xx, or a refusal without words of its own). */
  failed: string;
}) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (problem?.kind === 'refused') text = problem.detail ?? failed;
  else if (problem?.kind === 'failed') text = failed;
  else if (problem?.kind === 'network') text = t('actionProblem.network');
  const errorId = problem && problem.kind !== 'network' ? problem.errorId : undefined;
  return (
    <div id={id} role="alert" className="text-sm font-medium text-danger empty:sr-only">
      {text ? <p className="[overflow-wrap:anywhere]">{text}</p> : null}
      {errorId ? <p>{t('loadError.errorId', { id: errorId })}</p> : null}
    </div>
  );
}
