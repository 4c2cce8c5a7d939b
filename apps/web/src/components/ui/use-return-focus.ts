// For a Radix Dialog opened from state rather than its own Dialog.Trigger: Radix gives focus back to the Trigger on
// close, and without one focus falls to <body>. These handlers note what had focus at opening and return it there.
import { useRef } from 'react';

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call from the Content's onOpenAutoFocus, before focus moves in. */
    remember() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** Use as the Content's onCloseAutoFocus. */
    restore(event: Event) {
      const element = opener.current;
      opener.current = null;
      // The opener may be gone (e.g. a row of a menu that closed); then Radix's default applies.
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
