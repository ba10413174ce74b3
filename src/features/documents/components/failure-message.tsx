import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import type { Problem } from '@/lib/api/problem';
import { documentsWording } from '../lib/failures';

interface FailureMessageProps {
  failure: Problem | null;
  /** What the action was about, for the "no longer exists" wording. */
  subject: 'folder' | 'document';
  id?: string;
}

/** Why a library change failed, said where it happened in the library's words. */
export function FailureMessage({ failure, subject, id }: FailureMessageProps) {
  const { t } = useTranslation('documents');
  return <ProblemMessage id={id} problem={failure} wording={documentsWording(t, subject)} />;
}
