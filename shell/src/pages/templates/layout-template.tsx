import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { SideMenu } from './side-menu';

/** The account pages' template: the side menu beside the content. Remotes of the account area use it. */
export function LayoutTemplate({ children }: { children: ReactNode }) {
  return (
    <div css={grid}>
      <SideMenu />
      <div>{children}</div>
    </div>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(${theme.layout.card}, ${theme.layout.sidebar}) 1fr;
  gap: ${theme.space[6]};
  ${theme.media.down.md} {
    grid-template-columns: 1fr;
  }
`;
