import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';

/**
 * Put around a `Table` (`<div css={stackedTable}>`): on a phone each row becomes a card — cells stack, the column
 * names stay for screen readers but are not shown (a select-all box stays visible) — so nothing scrolls sideways.
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
      ${visuallyHiddenStyle}
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
