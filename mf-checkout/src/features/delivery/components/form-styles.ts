import { css, type Theme } from '@emotion/react';

/** The typed address or pickup details, set apart from the choice above them. */
export const formSection = (theme: Theme) => css`
  margin-top: ${theme.space[4]};
`;

/** Back on the left, the next step on the right. */
export const formActions = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
