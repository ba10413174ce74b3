import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) pending.current = null;
        setOpen(next);
      }}
      title={t('mimic.confirmTitle')}
      description={t('mimic.confirmBody', { name })}
      cancelLabel={t('mimic.confirmCancel')}
      actionLabel={t('mimic.confirmContinue', { name })}
      onAction={() => {
        const action = pending.current;
        pending.current = null;
        action?.();
      }}
    />
  );
  return { guard, dialog };
}
