import { useTranslation } from 'react-i18next';
import type { ServiceFailure } from '../lib/service-errors';

/**
 * A failed call's message beside its form. Always in the page (empty when there is nothing to
 * say), so screen readers announce the text when it appears.
 */
export function FailureMessage({ failure }: { failure: ServiceFailure | null }) {
  const { t } = useTranslation();
  const text = failure ? ('text' in failure ? failure.text : t(failure.key)) : null;
  return (
    <div role="alert" className="text-sm font-medium text-danger">
      {text}
    </div>
  );
}

/** What just happened (saved, deleted), announced politely. */
export function StatusMessage({ text }: { text: string | null }) {
  return (
    <p role="status" className="font-medium text-success">
      {text}
    </p>
  );
}
