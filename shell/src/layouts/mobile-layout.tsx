import type { ReactNode } from 'react';
import { pathTo } from '@shop/platform/routes';
import { SiteHeader } from '../header/site-header';
import { main, page } from './default-layout';

/**
 * The mobile route set's layout (spec 2: routes named "mobile"). The header is the same responsive one as the
 * default layout's (what it shows follows the viewport, not the route set); its logo leads to the mobile index.
 */
export function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <div css={page}>
      <SiteHeader home={pathTo('mobileIndex')} mobile />
      <main id="main" tabIndex={-1} css={main}>
        {children}
      </main>
    </div>
  );
}
