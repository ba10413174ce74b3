import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { formWording, type Problem } from '@/lib/api/problem';

/** A failed call's message beside its form, in the service's words (see `formWording`). */
export function FailureMessage({ failure }: { failure: Problem | null }) {
  const { t } = useTranslation();
  return <ProblemMessage problem={failure} wording={formWording(t)} />;
}

/** What just happened (saved, deleted), announced politely. */
export function StatusMessage({ text }: { text: ReactNode }) {
  return (
    <p role="status" className="font-medium text-success">
      {text}
    </p>
  );
}
