import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { mimicTreatment, type MoneyAction } from '../lib/mimic-rules';
import { useCurrentUser, useMimic } from '../queries';
import { isolate } from '@/lib/isolate';

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

/**
 * Whether an action only the homeowner may take is blocked now (mimic mode): the login info, an
 * ARC vote. Money actions ask `useMimicGuard` instead.
 */
export function useBlockedByMimic(): boolean {
  return useMimic().active;
}

export interface MimicGuard {
  /** Refused now (mimic mode, an action only the homeowner may take): show `MimicReason`. */
  blocked: boolean;
  /** Runs the action at once, after the staff member's confirmation, or not at all (refused). */
  guard: (action: () => void) => void;
  /** The confirmation; render it once in the component. */
  dialog: ReactNode;
}

/**
 * A money action under SPEC §6's mimic mode, by the one rule (`MIMIC_RULES`): money moved or a
 * payment method added or removed first asks the staff member to confirm the homeowner asked for
 * it; a signature or consent is refused with the reason beside the control.
 */
export function useMimicGuard(action: MoneyAction): MimicGuard {
  const { t } = useTranslation();
  const { active } = useMimic();
  const treatment = mimicTreatment(action, active);
  const user = useCurrentUser().data;
  const pending = useRef<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const guard = useCallback(
    (run: () => void) => {
      if (treatment === 'go') run();
      else if (treatment === 'confirm') {
        pending.current = run;
        setOpen(true);
      }
    },
    [treatment],
  );
  const name = user ? `${user.firstName} ${user.lastName}` : t('mimic.theHomeowner');
  const dialog =
    treatment === 'confirm' ? (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) pending.current = null;
          setOpen(next);
        }}
        title={t('mimic.confirmTitle')}
        description={isolate((v) => t('mimic.confirmBody', v), { name })}
        cancelLabel={t('mimic.confirmCancel')}
        actionLabel={isolate((v) => t('mimic.confirmContinue', v), { name })}
        onAction={() => {
          const run = pending.current;
          pending.current = null;
          run?.();
        }}
      />
    ) : null;
  return { blocked: treatment === 'refuse', guard, dialog };
}
