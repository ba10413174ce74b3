import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '@/components/leave-guard';
import { isConfirmationInFlight } from '../lib/in-flight';

/** How long "Paying…" shows before the page says it is still processing. */
export const STILL_PROCESSING_AFTER_MS = 30_000;

/**
 * While a confirmation is on its way, leaving asks first: a link or Back gets this dialog, closing
 * or reloading the tab the browser's own prompt. Leaving anyway cancels nothing (the setup is
 * being paid); the attempt waits in this tab's storage and the page shows its result on return.
 */
export function ConfirmingGuard({
  confirming,
  subject = 'payment',
}: {
  confirming: boolean;
  /** What is being confirmed: a payment, or an auto-draft enrolment. */
  subject?: 'payment' | 'enrolment';
}) {
  const { t } = useTranslation();
  const suffix = subject === 'enrolment' ? 'Enrolment' : '';
  return (
    <LeaveGuard
      active={confirming}
      // Read live: a confirmation that has just succeeded may navigate before this re-renders.
      shouldBlock={isConfirmationInFlight}
      title={t(`paymentAttempt.leaveTitle${suffix}`)}
      description={t(`paymentAttempt.leaveBody${suffix}`)}
      stayLabel={t('paymentAttempt.stay')}
      leaveLabel={t('paymentAttempt.leave')}
    />
  );
}

/** True once a confirmation has been waiting `after` ms; false again when it ends. */
export function useStillProcessing(confirming: boolean, after = STILL_PROCESSING_AFTER_MS) {
  const [still, setStill] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setStill(true), after);
    return () => {
      clearTimeout(timer);
      setStill(false);
    };
  }, [confirming, after]);
  return confirming && still;
}
