import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  /** Closing without the action (Escape, the cancel button). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  actionLabel: ReactNode;
  onAction: () => void;
  actionVariant?: 'primary' | 'danger';
  /**
   * The action is a request: the dialog stays open until the caller closes it, and while
   * `pending` neither button can be pressed and the action says `pendingLabel`.
   */
  pending?: boolean;
  pendingLabel?: ReactNode;
  /** Said between the question and the buttons (why the last try failed). */
  children?: ReactNode;
  /** Where focus goes after closing, when not back to what opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A question that needs an answer before anything happens (an accessible alert dialog). Not going
 * ahead is the safe choice, so the cancel button takes the focus.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  actionLabel,
  onAction,
  actionVariant = 'primary',
  pending,
  pendingLabel,
  children,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const focus = useReturnFocus(undefined, onCloseAutoFocus);
  // A request decides when the dialog closes; a plain answer closes it at once.
  const request = pending !== undefined;
  const action = (
    <Button
      variant={actionVariant}
      onClick={onAction}
      disabled={pending}
      aria-disabled={pending || undefined}
    >
      {pending && pendingLabel ? pendingLabel : actionLabel}
    </Button>
  );
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !pending) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-surface p-5 text-ink shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 [overflow-wrap:anywhere]">
            {description}
          </AlertDialog.Description>
          {children ? <div className="mt-3">{children}</div> : null}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {request ? action : <AlertDialog.Action asChild>{action}</AlertDialog.Action>}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
