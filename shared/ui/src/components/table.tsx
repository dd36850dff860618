import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Row selection (batch actions): the selected keys and the accessible names of the checkboxes. */
  selection?: {
    selected: ReadonlySet<string | number>;
    onChange: (next: Set<string | number>) => void;
    selectAllLabel: string;
    selectRowLabel: (row: Row) => string;
  };
}

/** A semantic table with a caption and, optionally, a checkbox per row and one for all rows. */
export function Table<Row>({ caption, columns, rows, rowKey, selection }: TableProps<Row>) {
  const keys = rows.map(rowKey);
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const toggle = (key: string | number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <div css={scroller}>
      <table css={table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={selection.selectAllLabel}
                  checked={allSelected}
                  onChange={() => selection.onChange(allSelected ? new Set() : new Set(keys))}
                />
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
            return (
              <tr key={key}>
                {selection ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={selection.selectRowLabel(row)}
                      checked={selection.selected.has(key)}
                      onChange={() => toggle(key)}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const scroller = css`
  overflow-x: auto;
`;

const table = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};
  & caption {
    text-align: left;
    font-weight: ${theme.fontWeight.medium};
    padding: ${theme.space[2]} 0;
  }
  & th,
  & td {
    padding: ${theme.space[3]};
    text-align: left;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  & th {
    font-size: ${theme.fontSize.sm};
    color: ${theme.color.textMuted};
    font-weight: ${theme.fontWeight.medium};
  }
  & input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${theme.color.primary};
  }
`;
