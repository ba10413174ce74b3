import { useTranslation } from 'react-i18next';
import type { Failure } from '../lib/failures';

interface FailureMessageProps {
  failure: Failure | null;
  /** What the action was about, for the "no longer exists" wording. */
  subject: 'folder' | 'document';
  id?: string;
}

/** Why a change failed, said where it happened (always present, so it is announced). */
export function FailureMessage({ failure, subject, id }: FailureMessageProps) {
  const { t } = useTranslation('documents');
  let text: string | null = null;
  if (failure) {
    switch (failure.kind) {
      case 'gone':
        text = subject === 'folder' ? t('failures.goneFolder') : t('failures.goneDocument');
        break;
      case 'invalid':
      case 'tooLarge':
        text = failure.detail
          ? t('failures.invalidDetail', { detail: failure.detail })
          : t('failures.invalid');
        break;
      default:
        text = t(`failures.${failure.kind}`);
    }
  }
  return (
    <div id={id} role="alert" className="text-sm text-danger empty:sr-only">
      {text ? <p className="[overflow-wrap:anywhere]">{text}</p> : null}
      {failure?.errorCode ? <p>{t('failures.errorCode', { code: failure.errorCode })}</p> : null}
      {failure?.errorId ? <p>{t('failures.errorId', { id: failure.errorId })}</p> : null}
    </div>
  );
}
