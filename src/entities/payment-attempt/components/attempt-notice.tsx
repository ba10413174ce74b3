import { useTranslation } from 'react-i18next';

/**
 * What a person is told about a confirmation that has no final answer: still waiting after 30 s,
 * or failed without one (the result is not known: look at Recent payments before paying again).
 */
export function AttemptNotice({
  stillProcessing,
  outcomeUnknown,
  notCancelled = false,
  onCheckRecent,
}: {
  stillProcessing: boolean;
  outcomeUnknown: boolean;
  /** Cancel was pressed while the outcome was unknown: nothing was cancelled. */
  notCancelled?: boolean;
  /** Takes the person to the page's Recent payments. */
  onCheckRecent: () => void;
}) {
  const { t } = useTranslation();
  if (!stillProcessing && !outcomeUnknown) return null;
  return (
    <div className="flex flex-col gap-1">
      <p>
        {t(
          notCancelled
            ? 'paymentAttempt.notCancelled'
            : outcomeUnknown
              ? 'paymentAttempt.unknownOutcome'
              : 'paymentAttempt.stillProcessing',
        )}
      </p>
      {outcomeUnknown ? (
        <button
          type="button"
          onClick={onCheckRecent}
          className="w-fit min-h-11 font-semibold text-brand underline"
        >
          {t('paymentAttempt.recentPaymentsLink')}
        </button>
      ) : null}
    </div>
  );
}
