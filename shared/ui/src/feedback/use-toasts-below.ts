import { useEffect, type RefObject } from 'react';
import { TOAST_INSET_TOP } from './toast-layer';

/**
 * Keeps the toasts below `ref`'s element, the page's header (decision 042): its bottom edge in the document, taken
 * when it mounts and again whenever its size changes (the phone's menu opening, a wrap at another width). The toasts
 * sit at the top of the window under it, where no page puts its primary action or its action bar.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const place = () => {
      const bottom = element.getBoundingClientRect().bottom + window.scrollY;
      root.style.setProperty(TOAST_INSET_TOP, `${Math.max(0, Math.round(bottom))}px`);
    };
    place();
    // Browsers without ResizeObserver keep the first measure.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_INSET_TOP);
    };
  }, [ref]);
}
