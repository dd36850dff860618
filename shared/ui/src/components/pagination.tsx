import { css, type Theme } from '@emotion/react';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Translated texts: the navigation's name, previous/next, and the name of a page button. */
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}

/** Page numbers around the current one, first and last always shown, gaps as ellipses. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount, onPage, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
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
  );
}

const nav = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  margin: ${theme.space[6]} 0;
  & ol {
    display: flex;
    gap: ${theme.space[1]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & button {
    min-width: ${theme.control.heightSm};
    min-height: ${theme.control.heightSm};
    padding: 0 ${theme.space[2]};
    font: inherit;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    cursor: pointer;
  }
  & button[aria-current='page'] {
    color: ${theme.color.onPrimary};
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
  }
  & button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
