import { useRef } from 'react';

type FocusHandler = ((event: Event) => void) | undefined;

/**
 * Focus back where it was when a dialog opened. Radix gives it back to the dialog's Trigger, and
 * a dialog opened from state (a row's button, a step of a flow) has none: the focus fell to the
 * page's body and a keyboard user started again from the top. A handler of the caller's that
 * prevents the default keeps its own choice.
 */
export function useReturnFocus(onOpen: FocusHandler, onClose: FocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Before Radix moves the focus in: what has it now opened the dialog.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onClose?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      // Where the page has put the focus itself (a heading after a card left the list), it stays.
      const active = document.activeElement;
      const dialog = event.currentTarget instanceof Node ? event.currentTarget : null;
      if (active && active !== document.body && active.isConnected && !dialog?.contains(active))
        return;
      event.preventDefault();
      element.focus();
    },
  };
}
