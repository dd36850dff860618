import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPath } from './preload-route';

/**
 * Warms the page of any same-origin link the pointer rests on or the keyboard focuses, wherever it is (the header,
 * a product card, a remote's page), so a click shows the page at once. One listener on the document, so links need
 * nothing of their own.
 */
export function WarmLinksOnIntent(): null {
  const { i18n } = useTranslation();
  useEffect(() => {
    let last: HTMLAnchorElement | null = null;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // pointerover fires for every child the pointer crosses; one link is warmed once per visit.
      if (!(link instanceof HTMLAnchorElement) || link === last) return;
      last = link;
      if (link.origin === window.location.origin) preloadPath(`${link.pathname}${link.search}`, i18n);
    };
    const onLeave = () => (last = null);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('pointerout', onLeave, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('pointerout', onLeave);
    };
  }, [i18n]);
  return null;
}
