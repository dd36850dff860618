import { useTheme } from '@emotion/react';
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement } from '@shop/ui';

/** The address fragment of the list: the header's "All products" is the home page with it (`/pc#products`). */
export const LIST_ANCHOR = 'products';

/**
 * Brings the list into view when the address asks for it (`#products`) — on arrival and each time the link is
 * followed again — once the list is laid out (`ready`): the router does not scroll to fragments, and the browser's
 * own jump happens before the list exists. Spec 9's scroll settings; no animation under reduced motion. Focus
 * moves to the list's heading, so keyboard and screen reader users continue there too.
 */
export function useScrollToList(target: RefObject<HTMLElement | null>, ready: boolean): void {
  const { hash, key } = useLocation();
  const { scroll } = useTheme();
  useEffect(() => {
    const element = target.current;
    if (!ready || hash !== `#${LIST_ANCHOR}` || !element) return;
    scrollToElement(element, scroll);
    element.focus({ preventScroll: true });
    // `key` changes when the same link is followed again while already on `#products`.
  }, [ready, hash, key, target, scroll]);
}
