import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { SiteHeader } from '../header/site-header';

/** The pc route set's pages: the header (compact below the `lg` breakpoint) over the page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div css={page}>
      <SiteHeader />
      <main id="main" tabIndex={-1} css={main}>
        {children}
      </main>
    </div>
  );
}

export const page = (theme: Theme) => css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${theme.color.background};
`;

/** The page's column: a phone keeps its narrow width for content, a wider screen gets the page's margins. */
export const main = (theme: Theme) => css`
  flex: 1;
  width: 100%;
  min-width: 0;
  max-width: ${theme.layout.page};
  margin: 0 auto;
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[6]};
  &:focus {
    outline: none;
  }
  ${theme.media.up.md} {
    padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[8]};
  }
`;
