import { css, type Theme } from '@emotion/react';

/** The typed address or pickup details, set apart from the choice above them. */
export const formSection = (theme: Theme) => css`
  margin-top: ${theme.space[4]};
`;
