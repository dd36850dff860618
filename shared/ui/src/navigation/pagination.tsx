import { css, type Theme } from '@emotion/react';
import { bareList, cluster } from '../layout/layout-primitives';
import { useId } from 'react';
import { Select } from '../forms/select';
import { pageWindow } from './page-window';

export interface PaginationLabels {
  /** Names the navigation landmark, e.g. "Pages". */
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of a page button, e.g. (3) => "Page 3". */
  page: (page: number) => string;
}

/** An optional "items per page" chooser beside the pages. */
export interface PageSizeChoice {
  value: number;
  options: readonly number[];
  onChange: (pageSize: number) => void;
  /** Its label, e.g. "Per page" (translated). */
  label: string;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Every text, translated by the app. */
  labels: PaginationLabels;
  pageSize?: PageSizeChoice;
}

/**
 * Page links in a labelled navigation landmark: the current page marked `aria-current="page"`, previous/next
 * disabled at the ends, skipped pages shown as an ellipsis. Nothing is shown for a single page (unless the
 * page size chooser is there, so a larger size can be undone).
 */
export function Pagination({ page, pageCount, onPage, labels, pageSize }: PaginationProps) {
  const sizeId = useId();
  if (pageCount <= 1 && !pageSize) return null;
  return (
    <div css={bar}>
      {pageCount > 1 ? (
        <nav aria-label={labels.nav} css={nav}>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {labels.previous}
          </button>
          <ol>
            {pageWindow(page, pageCount).map((p, i) =>
              p === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    aria-label={labels.page(p)}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={() => onPage(p)}
                  >
                    {p}
                  </button>
                </li>
              ),
            )}
          </ol>
          <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {labels.next}
          </button>
        </nav>
      ) : null}
      {pageSize ? (
        <div css={sizeBox}>
          <label htmlFor={sizeId}>{pageSize.label}</label>
          <Select
            id={sizeId}
            value={pageSize.value}
            onChange={(event) => pageSize.onChange(Number(event.target.value))}
            css={sizeSelect}
          >
            {pageSize.options.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </div>
  );
}

const bar = (theme: Theme) => css`
  ${cluster(4)(theme)}
  align-items: center;
  justify-content: center;
  margin: ${theme.space[6]} 0;
`;

const nav = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  & ol {
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    ${bareList}
  }
  & button {
    min-width: ${theme.control.heightSm};
    min-height: ${theme.control.heightSm};
    padding: 0 ${theme.space[2]};
    font: inherit;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    cursor: pointer;
  }
  & button:hover:not(:disabled) {
    border-color: ${theme.color.primary};
  }
  & button[aria-current='page'] {
    color: ${theme.color.onPrimary};
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
    font-weight: ${theme.fontWeight.medium};
  }
  & button:disabled {
    opacity: ${theme.opacity.disabled};
    cursor: not-allowed;
  }
`;

const sizeBox = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSize.sm};
`;

const sizeSelect = (theme: Theme) => css`
  width: auto;
  min-height: ${theme.control.heightSm};
  padding-top: 0;
  padding-bottom: 0;
`;
