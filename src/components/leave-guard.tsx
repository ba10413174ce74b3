import { useBlocker } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * While `active`, leaving by a link, Back or a programmatic navigation asks first (Stay takes the
 * focus); closing or reloading the tab gets the browser's own prompt. `shouldBlock` is read at
 * the moment of leaving, so a state that has just ended lets the navigation through.
 */
export function LeaveGuard({
  active,
  shouldBlock = () => active,
  title,
  description,
  stayLabel,
  leaveLabel,
}: {
  active: boolean;
  shouldBlock?: () => boolean;
  title: ReactNode;
  description: ReactNode;
  stayLabel: ReactNode;
  leaveLabel: ReactNode;
}) {
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    disabled: !active,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={title}
      description={description}
      cancelLabel={stayLabel}
      actionLabel={leaveLabel}
      actionVariant="danger"
      onAction={() => blocker.proceed?.()}
    />
  );
}
