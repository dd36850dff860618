import { css, type Theme } from '@emotion/react';

/**
 * Wraps a `Table` so that on a phone each row becomes a card: cells stack, the column names are kept for screen
 * readers but not shown (the select-all box stays), so nothing scrolls sideways.
 */
export const stackedTable = (theme: Theme) => css`
  @media (max-width: ${theme.breakpoint.md}) {
    & table,
    & tbody,
    & tr,
    & td {
      display: block;
      width: 100%;
      box-sizing: border-box;
    }
    & thead tr {
      display: flex;
      align-items: center;
    }
    & thead th:not(:has(input)) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    & tbody tr {
      border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
      padding: ${theme.space[2]} 0;
    }
    & tbody td {
      border-bottom: none;
      padding: ${theme.space[1]} ${theme.space[3]};
    }
  }
`;
