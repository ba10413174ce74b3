import { AlertDialog } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser, useMimic } from '../queries';

/**
 * SPEC §6 mimic mode, beyond the banner: what only the homeowner may do (sign the auto-draft
 * eSignature, give payment consent, change the login info, vote on an ARC request) is disabled
 * while a staff member mimics them, with this one-line reason beside the control.
 */
export function MimicReason({ id }: { id: string }) {
  const { t } = useTranslation();
  const { active } = useMimic();
  if (!active) return null;
  return (
    <p id={id} className="text-sm font-medium text-ink-muted">
      {t('mimic.notWhileMimicking')}
    </p>
  );
}

/** Whether an action only the homeowner may take is blocked now (mimic mode). */
export function useBlockedByMimic(): boolean {
  return useMimic().active;
}

/**
 * Money moved or a payment method added or removed while mimicking first asks the staff member to
 * confirm the homeowner asked for it. `guard(action)` runs the action at once outside mimic mode,
 * and after the confirmation inside it; render `dialog` once in the component.
 */
export function useMimicConfirmation(): { guard: (action: () => void) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const { active } = useMimic();
  const user = useCurrentUser().data;
  const pending = useRef<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const guard = useCallback(
    (action: () => void) => {
      if (!active) {
        action();
        return;
      }
      pending.current = action;
      setOpen(true);
    },
    [active],
  );
  const name = user ? `${user.firstName} ${user.lastName}` : t('mimic.theHomeowner');
  const dialog = (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) pending.current = null;
        setOpen(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('mimic.confirmTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2">
            {t('mimic.confirmBody', { name })}
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            {/* Not going ahead is the safe choice, so it takes the focus. */}
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('mimic.confirmCancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                onClick={() => {
                  const action = pending.current;
                  pending.current = null;
                  action?.();
                }}
              >
                {t('mimic.confirmContinue', { name })}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return { guard, dialog };
}
