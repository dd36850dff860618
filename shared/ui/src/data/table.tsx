import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { checkStyle } from '../forms/control-style';
import { visuallyHiddenStyle } from '../primitives/visually-hidden-style';
import { SelectAllCheckbox } from './select-all-checkbox';
import { cellLabelBelow, stackedRows, type CardBreakpoint } from './stacked-table-style';

export type RowKey = string | number;

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * On a phone, where a row is a card, each cell shows its column's header as a label; `false` leaves it out for
   * a cell that says what it is by itself (a product's picture and name, a row's action buttons).
   */
  cardLabel?: boolean;
}

/** Row selection (batch actions): the selected keys and the accessible names of the check boxes. */
export interface TableSelection<Row> {
  selected: ReadonlySet<RowKey>;
  onChange: (next: Set<RowKey>) => void;
  /** e.g. "Select all orders" (translated). */
  selectAllLabel: string;
  /** e.g. (order) => `Select order ${order.number}` — names which row the box selects. */
  selectRowLabel: (row: Row) => string;
  /** Whether a row can be chosen at all (a product already in the box cannot): its box is disabled, and "all" skips it. */
  canSelect?: (row: Row) => boolean;
}

export interface TableProps<Row> {
  /** Names the table (a caption, read when entering it). */
  caption: string;
  /**
   * Keeps the caption for screen readers only, when a visible heading right above the table already says the same
   * words (otherwise the page shows them twice).
   */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey;
  selection?: TableSelection<Row>;
  /**
   * Below which breakpoint the rows are cards: `md` (phones) by default; `lg` for a table too wide for a tablet
   * upright (768 to 1023 px), which then never scrolls sideways either.
   */
  cardsBelow?: CardBreakpoint;
}

/**
 * A semantic table with a caption and column headers; optionally a check box per row and one for all rows.
 * Below the md breakpoint every row is a card: the cells stack, each under its column's name, so nothing scrolls
 * sideways and no column runs into another.
 */
export function Table<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  selection,
  cardsBelow = 'md',
}: TableProps<Row>) {
  const cellLabel = cellLabelBelow(cardsBelow);
  const keys = rows.filter((row) => selection?.canSelect?.(row) ?? true).map(rowKey);
  const chosen = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const allState = chosen === 0 ? 'none' : chosen === keys.length ? 'all' : 'some';

  const toggleRow = (key: RowKey) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  // All on, unless all are on already. Keys of other pages stay as they were.
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (allState === 'all') next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };

  return (
    <div css={[scroller, stackedRows(cardsBelow)]}>
      <table css={table}>
        {/* Hidden inside the caption, not the caption itself: a phone's stacked rows give the caption full width. */}
        <caption css={captionHidden ? hiddenCaption : undefined}>
          {captionHidden ? <span css={visuallyHiddenStyle}>{caption}</span> : caption}
        </caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" css={checkCell}>
                <label css={selectAll}>
                  <SelectAllCheckbox label={selection.selectAllLabel} state={allState} onChange={toggleAll} />
                  {/* Where the rows are cards the header row holds this box alone: its name shows beside it (the
                      box is named by the same words, so what is read is what is seen). */}
                  <span aria-hidden="true" css={cellLabel}>
                    {selection.selectAllLabel}
                  </span>
                </label>
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const selected = selection?.selected.has(key) ?? false;
            return (
              <tr key={key} data-selected={selected || undefined}>
                {selection ? (
                  <td css={checkCell}>
                    <input
                      type="checkbox"
                      aria-label={selection.selectRowLabel(row)}
                      checked={selected}
                      // A row that cannot be chosen keeps its box, disabled: the rows still line up.
                      disabled={selection.canSelect ? !selection.canSelect(row) : undefined}
                      onChange={() => toggleRow(key)}
                      css={checkStyle}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.key}>
                    {column.cardLabel === false ? null : (
                      // The header already names the cell for screen readers: the card's label is for the eye.
                      <span css={cellLabel} aria-hidden="true">
                        {column.header}
                      </span>
                    )}
                    <div css={cellValue}>{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const hiddenCaption = css`
  && {
    padding: 0;
  }
`;

const scroller = css`
  overflow-x: auto;
`;

const table = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};
  & caption {
    padding: ${theme.space[2]} 0;
    font-weight: ${theme.fontWeight.medium};
    text-align: left;
  }
  & th,
  & td {
    padding: ${theme.space[3]};
    text-align: left;
    vertical-align: top;
    border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
  }
  & th {
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
    color: ${theme.color.textMuted};
  }
  & tr[data-selected] {
    background: ${theme.color.primarySoft};
  }
`;

// break-word, not anywhere: a long word still wraps, but the columns of a wide table never shrink below a word.
const cellValue = css`
  min-width: 0;
  overflow-wrap: break-word;
`;

const selectAll = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  cursor: pointer;
  & > span {
    color: ${theme.color.text};
  }
`;

const checkCell = (theme: Theme) => css`
  width: calc(${theme.size.check} + 2 * ${theme.space[3]});
`;
