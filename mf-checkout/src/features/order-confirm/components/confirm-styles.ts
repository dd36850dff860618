import { css, type Theme } from '@emotion/react';

/** Change delivery on the left, confirm on the right. */
export const confirmActions = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
`;
