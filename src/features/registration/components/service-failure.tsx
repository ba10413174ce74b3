import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { formWording, type Problem } from '@/lib/api/problem';

/** The service's answer to a failed request, beside the form (see `formWording`). */
export function ServiceFailureMessage({ id, failure }: { id: string; failure: Problem | null }) {
  const { t } = useTranslation();
  return <ProblemMessage id={id} problem={failure} wording={formWording(t)} />;
}
