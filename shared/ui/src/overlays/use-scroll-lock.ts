import { useEffect } from 'react';

/** Stops the page behind a modal from scrolling while `active`, restoring its previous overflow after. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [active]);
}
