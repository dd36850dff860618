import { useEffect } from 'react';
import type { HeaderInfo } from '@shop/api/calls';

/** Spec 3: the header's title is the document title and its favicon the page's icon. */
export function useDocumentHead(header: HeaderInfo | undefined): void {
  useEffect(() => {
    if (!header) return;
    if (header.title) document.title = header.title;
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
