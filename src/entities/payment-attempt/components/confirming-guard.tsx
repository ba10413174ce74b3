import { useBlocker } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

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
    shouldBlockFn: () => confirming,
    enableBeforeUnload: () => confirming,
    disabled: !confirming,
    withResolver: true,
  });
  return (
    <AlertDialog.Root
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('paymentAttempt.leaveTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2">
            {t('paymentAttempt.leaveBody')}
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {/* Staying is the safe choice, so it takes the focus. */}
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('paymentAttempt.stay')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => blocker.proceed?.()}>
                {t('paymentAttempt.leave')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
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
