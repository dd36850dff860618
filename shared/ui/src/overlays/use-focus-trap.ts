import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/**
 * While `active`: moves focus into `panel` (its first focusable element, else the panel itself), keeps Tab and
 * Shift+Tab inside it, and on deactivation gives focus back to whatever had it before.
 * Returns the keydown handler to put on the panel.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active || !panel.current) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(panel.current)[0] ?? panel.current).focus();
    return () => opener?.focus();
  }, [active, panel]);

  return (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
