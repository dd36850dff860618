import { css, type Theme } from '@emotion/react';

/** Label/value pairs, labels in the first column. */
export const factList = (theme: Theme) => css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
