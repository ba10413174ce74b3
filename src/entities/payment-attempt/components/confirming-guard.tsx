import { useBlocker } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isConfirmationInFlight } from '../lib/in-flight';

/** How long "Paying…" shows before the page says it is still processing. */
export const STILL_PROCESSING_AFTER_MS = 30_000;

/**
 * While a confirmation is on its way, leaving asks first: a link or Back gets this dialog, closing
 * or reloading the tab the browser's own prompt. Leaving anyway cancels nothing (the setup is
 * being paid); the attempt waits in this tab's storage and the page shows its result on return.
 */
export function ConfirmingGuard({ confirming }: { confirming: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker({
    // Read live: a confirmation that has just succeeded may navigate before this re-renders.
    shouldBlockFn: () => isConfirmationInFlight(),
    enableBeforeUnload: () => isConfirmationInFlight(),
    disabled: !confirming,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('paymentAttempt.leaveTitle')}
      description={t('paymentAttempt.leaveBody')}
      cancelLabel={t('paymentAttempt.stay')}
      actionLabel={t('paymentAttempt.leave')}
      actionVariant="danger"
      onAction={() => blocker.proceed?.()}
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
