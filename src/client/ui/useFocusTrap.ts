import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's focus: moves focus into `container` (or onto `initial`) when it mounts, keeps Tab
 * inside it, and gives focus back to where it was (the button that opened it) when it unmounts.
 * Returns the keydown handler.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial?.current ?? container.current)?.focus();
    return () => previous?.focus();
  }, [container, initial]);

  return (event) => {
    if (event.key !== 'Tab' || !container.current) return;
    const focusable = Array.from(container.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
