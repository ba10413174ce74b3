import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSingleFlight } from '@/lib/use-single-flight';

/** "Now" when no clock is injected (one function, so effects that take it stay put). */
export const systemNow = (): Date => new Date();

/**
 * The current time, read again every half minute: a page left open across 8:00 pm Eastern closes
 * the changes it offered without a reload.
 */
export function useNow(now: () => Date, everyMs = 30_000): Date {
  const [value, setValue] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => {
      setValue(now());
    }, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [now, everyMs]);
  return value;
}

export type ActionOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

/**
 * A change the person asks for: one request however often the button is pressed (a guard that
 * holds before the disabled state renders), never retried or resent (the query client's mutation
 * defaults), its error shown beside the action rather than as a toast.
 */
export function useAction<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const flight = useSingleFlight();
  const mutation = useMutation({ mutationFn, meta: { suppressErrorToast: true } });
  const { mutateAsync } = mutation;
  const run = async (variables: V): Promise<ActionOutcome<R> | null> =>
    (await flight.run(async (): Promise<ActionOutcome<R>> => {
      try {
        return { ok: true, result: await mutateAsync(variables) };
      } catch (error: unknown) {
        return { ok: false, error };
      }
    })) ?? null;
  return { run, pending: mutation.isPending };
}

export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <div className="text-sm text-ink-muted">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'warning' | 'success';
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        tone === 'warning' && 'border-danger text-danger',
        tone === 'success' && 'border-success text-success',
        tone === 'neutral' && 'border-line text-ink-muted',
      )}
    >
      {children}
    </span>
  );
}

/**
 * The frame of every dialog here (Radix: focus trap, Escape, return of focus). While a request
 * is in flight it cannot be closed, so its outcome always reaches the page.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  description,
  busy = false,
  fallbackFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  busy?: boolean;
  /** Where focus goes on close when what opened the dialog is gone (a removed item's button). */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('manage-payments');
  // Opened from a plain button (no Dialog.Trigger): focus returns to whatever had it.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      returnFocus.current = document.activeElement;
  }, [open]);
  const keepOpen = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current?.isConnected
              ? returnFocus.current
              : (fallbackFocus?.() ?? null);
            returnFocus.current = null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-4 text-ink shadow-xl sm:p-6"
        >
          <div className="pr-12">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
          </div>
          {children}
          <Dialog.Close
            className="absolute top-2 right-2 flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60"
            aria-label={t('dialog.close')}
            disabled={busy}
          >
            <X aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
