import { useRef } from 'react';

/** Handlers for a Radix Dialog.Content opened from outside (no Radix Trigger). */
export type ReturnFocusHandlers = {
  /** Remembers what had focus when the dialog opened. */
  onOpenAutoFocus: () => void;
  /** Gives focus back to it on close, when it is still in the page. */
  onCloseAutoFocus: (event: Event) => void;
};

/** Returns focus to the element that opened a dialog, which Radix only does for its own Trigger. */
export function useReturnFocus(): ReturnFocusHandlers {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      const opener = openerRef.current;
      if (opener?.isConnected) {
        event.preventDefault();
        opener.focus();
      }
    },
  };
}
