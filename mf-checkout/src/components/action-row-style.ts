import { css, type Theme } from '@emotion/react';

/** The row that ends a page or a form: the way back on the left, the next step on the right. */
export const actionRow = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
