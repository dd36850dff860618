import { useEffect } from 'react';
import type { HeaderInfo } from '@shop/api/calls';

/**
 * Spec 3: the header's favicon is the page's icon. Its title is the document title's suffix, which each page's own
 * head writes (`PageHead`, decision 051).
 */
export function useShopIcon(header: HeaderInfo | undefined): void {
  useEffect(() => {
    if (!header) return;
    if (header.favicon_url) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      link.href = header.favicon_url;
    }
  }, [header]);
}
