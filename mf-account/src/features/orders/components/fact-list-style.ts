import { css, type Theme } from '@emotion/react';

/** A list of facts (label, value) that reads as two columns on wide screens and stacks on a phone. */
export const factList = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  & dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  & dd {
    margin: 0 0 ${theme.space[2]};
    overflow-wrap: anywhere;
  }
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: minmax(8rem, max-content) 1fr;
    & dd {
      margin: 0;
    }
  }
`;
