import { css, type Theme } from '@emotion/react';

/**
 * A list of facts (`<dl>`: label, value): two columns on wide screens, stacked on a phone. Values wrap anywhere,
 * so a long tracking number or address never pushes the page sideways.
 */
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
  ${theme.media.up.sm} {
    grid-template-columns: minmax(${theme.layout.label}, max-content) 1fr;
    & dd {
      margin: 0;
    }
  }
`;
