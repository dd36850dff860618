import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '@shop/ui';

/**
 * Around a `Table` of the UI kit: on a phone each row is a card (cells stacked, each with its `cellLabel`), from
 * the md breakpoint up a real table. Only the select-all box of the header row shows on a phone; the column
 * headers stay there for screen readers, which is why the cells' labels are hidden from them.
 */
export const stackedTable = (theme: Theme) => css`
  & table,
  & tbody,
  & tr,
  & td {
    display: block;
  }
  & thead tr {
    display: flex;
  }
  & thead th:not(:first-of-type) {
    ${visuallyHiddenStyle}
  }
  & tbody tr {
    margin-bottom: ${theme.space[3]};
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.md};
  }
  & tbody td {
    border-bottom: none;
    padding: ${theme.space[2]} ${theme.space[3]};
  }
  @media (min-width: ${theme.breakpoint.md}) {
    & table {
      display: table;
    }
    & tbody {
      display: table-row-group;
    }
    & thead tr,
    & tr {
      display: table-row;
    }
    & thead th:not(:first-of-type) {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      padding: ${theme.space[3]};
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
    & td {
      display: table-cell;
    }
    & tbody tr {
      border: none;
    }
    & tbody td {
      border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
      padding: ${theme.space[3]};
    }
  }
`;

/** A cell's column name, shown only where the row is a card (the table's header says it elsewhere). */
export const cellLabel = (theme: Theme) => css`
  display: block;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.xs};
  @media (min-width: ${theme.breakpoint.md}) {
    display: none;
  }
`;
