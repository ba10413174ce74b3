import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './return-focus';

/** The dialog's state holder (Radix: focus trap, Escape, focus returned on close). */
export const Dialog = RadixDialog.Root;
/** What opens the dialog; focus comes back to it when the dialog closes. */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog (wrap a kit Button with `asChild`). */
export const DialogClose = RadixDialog.Close;

const SHAPES = {
  /** A centred card; `md` holds a form or a question, `lg` a list of details, `xl` a picture. */
  md: 'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-5',
  lg: 'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-[34rem] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-5',
  xl: 'top-1/2 left-1/2 max-h-[95dvh] w-[calc(100vw-1rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-4',
  /** A full-height sheet from the start edge (the menu) or the end edge (a side panel). */
  left: 'inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto',
  right: 'inset-y-0 right-0 flex w-full max-w-md flex-col',
} as const;

export type DialogShape = keyof typeof SHAPES;

const isSheet = (shape: DialogShape) => shape === 'left' || shape === 'right';

export interface DialogContentProps extends Omit<
  ComponentProps<typeof RadixDialog.Content>,
  'title'
> {
  title: ReactNode;
  /** Read out when the dialog opens; `descriptionHidden` keeps it for screen readers only. */
  description: ReactNode;
  descriptionHidden?: boolean;
  /** The accessible name of the × button in the corner; without it there is none. */
  closeLabel?: string;
  /** The × button cannot be pressed (a request in flight must reach the page). */
  closeDisabled?: boolean;
  shape?: DialogShape;
}

/**
 * A modal dialog's frame: the dimmed page, the card or sheet, its title, its description and the
 * optional × button. Every dialog of the portal is one of these, so they look and behave alike.
 */
export function DialogContent({
  title,
  description,
  descriptionHidden = false,
  closeLabel,
  closeDisabled,
  shape = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const sheet = isSheet(shape);
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <RadixDialog.Content
        className={cn('fixed z-50 bg-surface text-ink shadow-xl', SHAPES[shape], className)}
        {...props}
        {...focus}
      >
        <div
          className={cn(
            'flex justify-between gap-2',
            sheet ? 'items-center border-b border-line px-4 py-2' : 'items-start',
          )}
        >
          <RadixDialog.Title className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
            {title}
          </RadixDialog.Title>
          {closeLabel ? (
            <RadixDialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60"
              aria-label={closeLabel}
              disabled={closeDisabled}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          ) : null}
        </div>
        <RadixDialog.Description
          className={cn(
            descriptionHidden
              ? 'sr-only'
              : sheet
                ? 'border-b border-line px-4 py-2 text-sm text-ink-muted'
                : 'mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]',
          )}
        >
          {description}
        </RadixDialog.Description>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The row of buttons that ends a dialog (the way out first, the action last). */
export function DialogActions({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn('flex flex-wrap justify-end gap-2', className)}>{children}</div>;
}
