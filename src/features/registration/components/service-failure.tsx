import { useTranslation } from 'react-i18next';
import type { ServiceFailure } from '../lib/service-error';

/**
 * The service's answer to a failed request, beside the form. Always in the page (empty when there
 * is nothing to say), so screen readers announce the text when it appears.
 */
export function ServiceFailureMessage({
  id,
  failure,
}: {
  id: string;
  failure: ServiceFailure | null;
}) {
  const { t } = useTranslation();
  const text = failure ? ('text' in failure ? failure.text : t(failure.key)) : null;
  return (
    <div id={id} role="alert" className="text-sm font-medium text-danger">
      {text}
    </div>
  );
}
