import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { SiteHeader } from '../header/site-header';

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

const page = (theme: Theme) => css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${theme.color.background};
`;

const main = (theme: Theme) => css`
  flex: 1;
  width: 100%;
  max-width: ${theme.layout.page};
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[8]};
  &:focus {
    outline: none;
  }
`;
