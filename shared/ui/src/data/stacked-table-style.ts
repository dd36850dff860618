import { css, type Theme } from '@emotion/react';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';

/**
 * The kit's `Table` on a phone: each row a card, its cells stacked, each with its `cellLabel` beside the value.
 * The column headers stay in the markup for screen readers (only a select-all box shows), which is why the cells'
 * labels are hidden from them.
 */
export const stackedRows = (below: CardBreakpoint) => (theme: Theme) => css`
  ${theme.media.down[below]} {
    & table,
    & caption,
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
    & thead th:has(input) {
      width: auto;
      border-bottom: none;
    }
    & tbody tr {
      position: relative;
      margin-bottom: ${theme.space[3]};
      padding: ${theme.space[2]} 0;
      border: ${theme.borderWidth.thin} solid ${theme.color.border};
      border-radius: ${theme.radius.md};
    }
    & tbody td {
      display: grid;
      grid-template-columns: minmax(0, ${theme.layout.label}) minmax(0, 1fr);
      gap: ${theme.space[3]};
      align-items: baseline;
      padding: ${theme.space[1]} ${theme.space[3]};
      border-bottom: none;
    }
    /* A cell without a label (or the row's check box) takes the card's whole width. */
    & tbody td > :only-child {
      grid-column: 1 / -1;
    }
  }
  /* The row's and the select-all boxes are a finger's target on every touch-size screen (tablets keep the table). */
  ${theme.media.down.lg} {
    & input[type='checkbox'] {
      width: ${theme.size.tapTargetMin};
      height: ${theme.size.tapTargetMin};
    }
  }
`;

/** Below which breakpoint a table's rows are cards: phones (`md`), or phones and tablets (`lg`) for a wide table. */
export type CardBreakpoint = 'md' | 'lg';

/** A cell's column name, shown only where the row is a card (the table's header says it elsewhere). */
export const cellLabelBelow = (below: CardBreakpoint) => (theme: Theme) => css`
  display: none;
  ${theme.media.down[below]} {
    display: block;
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
`;

/** The cell label of a table whose rows are cards on phones. */
export const cellLabel = cellLabelBelow('md');
