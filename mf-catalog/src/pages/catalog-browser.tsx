import { css, type Theme } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { IndexBlock, ProductSort } from '@shop/api/calls';
import { Button, pageTitle, spreadRow, useFold, visuallyHiddenStyle } from '@shop/ui';
import { FilterPanel } from '../features/filters/components/filter-panel';
import { SearchBox } from '../features/filters/components/search-box';
import { SortSelect } from '../features/filters/components/sort-select';
import { IndexBlocks } from '../features/index-blocks/components/index-blocks';
import { useIndexBlocks } from '../features/index-blocks/hooks/use-index-blocks';
import { useListQuery } from '../features/list-query/hooks/use-list-query';
import { LIST_ANCHOR, useScrollToList } from '../features/list-query/hooks/use-scroll-to-list';
import { ProductResults } from '../features/product-list/components/product-results';
import { useProductList } from '../features/product-list/hooks/use-product-list';
import { useCatalogTexts } from '../i18n/texts';

export interface CatalogBrowserProps {
  title: string;
  /** Shown under the title (the campaign's reference). */
  intro?: ReactNode;
  /** Which content blocks to show above the list: all of them, or the banners only. */
  blocks: 'all' | IndexBlock['type'];
  defaultSort: ProductSort;
  /** One column with the filters folded away at every width (the mobile route set); phone widths fold them anyway. */
  compact?: boolean;
}

/** Content blocks, then the product list with its filters, sort, search and pages, all kept in the URL. */
export function CatalogBrowser({ title, intro, blocks, defaultSort, compact = false }: CatalogBrowserProps) {
  const t = useCatalogTexts();
  const resultsId = useId();
  const filtersId = useId();
  const fold = useFold();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { query, update, searchFor } = useListQuery({ sort: defaultSort });
  const list = useProductList(query);
  const only = blocks === 'all' ? undefined : blocks;
  const content = useIndexBlocks(only);
  // The list is fetched at once but laid out below the blocks only once they are known, so it appears in its
  // final place instead of being pushed down when they arrive (layout shift).
  const blocksSettled = content.blocks !== undefined || content.error !== undefined;
  // "All products" scrolls once the products are there too: before, the page may be too short to bring the list
  // to its place (the content blocks can arrive first, preloaded with the page).
  const listSettled = list.data !== undefined || list.error !== undefined;
  useScrollToList(resultsHeading, blocksSettled && listSettled);

  const filters = <FilterPanel values={query} onChange={update} searchFor={searchFor} />;
  return (
    <div>
      <h1 css={pageTitle}>{title}</h1>
      {intro}
      <IndexBlocks only={only} />
      {blocksSettled ? (
        <div id={LIST_ANCHOR} css={(theme: Theme) => columns(theme, compact)}>
          {/* Where the filters fold (below the wide layout), their toggle shares the list heading's row and the
              panel opens right under it, so the products start on a phone's first screen. */}
          <div css={[spreadRow, headingArea]}>
            <h2 id={resultsId} ref={resultsHeading} tabIndex={-1} css={[pageTitle, flush]}>
              {t('list.title')}
            </h2>
            <div css={filtersToggle}>
              <Button {...fold.toggleProps}>{t('filters.title')}</Button>
            </div>
          </div>
          <aside aria-labelledby={filtersId} css={filterColumn}>
            <h2 id={filtersId} css={filtersHeading}>
              {t('filters.title')}
            </h2>
            <div {...fold.panelProps} css={filtersPanel}>
              {filters}
            </div>
          </aside>
          <section aria-labelledby={resultsId} css={listArea}>
            <div css={(theme: Theme) => toolbar(theme, compact)}>
              <SearchBox key={query.q} value={query.q} onSearch={(q) => update({ q })} />
              <SortSelect value={query.sort} onChange={(sort) => update({ sort })} />
            </div>
            <ProductResults
              list={list}
              page={query.page}
              onPage={(page) => {
                update({ page });
                // Keyboard and screen reader users continue at the top of the new page, not at the pager.
                resultsHeading.current?.focus();
              }}
              emptyAction={<Link to={{ search: '' }}>{t('list.clearFilters')}</Link>}
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}

const filtersHeading = (theme: Theme) => css`
  display: var(--filters-heading);
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.fontSize.lg};
`;

/**
 * One column: the heading row (with the filters' toggle), the folded filters, the list. On a wide page (not the
 * mobile route set) the filters are a side column, always open, beside the heading and the list.
 * Where the filters fold (the mobile route set, and every page below the lg breakpoint) the heading gives way to
 * the toggle and the panel shows only when opened.
 */
const columns = (theme: Theme, compact: boolean) => css`
  --filters-heading: none;
  --filters-toggle: block;
  --filters-closed: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'heading' 'filters' 'list';
  ${
    compact
      ? ''
      : css`
          ${theme.media.up.lg} {
            --filters-heading: block;
            --filters-toggle: none;
            --filters-closed: block;
            column-gap: ${theme.space[6]};
            grid-template-columns: ${theme.layout.sidebar} minmax(0, 1fr);
            grid-template-rows: auto 1fr;
            grid-template-areas: 'filters heading' 'filters list';
          }
        `
  }
`;

const headingArea = css`
  grid-area: heading;
`;

/** The heading row gives the space below the title. */
const flush = css`
  margin-bottom: 0;
`;

const filterColumn = css`
  grid-area: filters;
  align-self: start;
`;

const filtersToggle = css`
  display: var(--filters-toggle);
`;

const filtersPanel = (theme: Theme) => css`
  &[data-open] {
    margin-bottom: ${theme.space[4]};
  }
  &:not([data-open]) {
    display: var(--filters-closed);
  }
`;

const listArea = css`
  grid-area: list;
  min-width: 0;
`;

const toolbar = (theme: Theme, compact: boolean) => css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: 1fr;
  ${theme.media.up.md} {
    grid-template-columns: ${compact ? '1fr' : 'minmax(0, 2fr) minmax(0, 1fr)'};
  }
  /* A phone: the search box without its label (the placeholder and the button say it; screen readers still read
     the label), and the sort's label beside its box, so each is one line. */
  ${theme.media.down.md} {
    gap: 0;
    & form label {
      ${visuallyHiddenStyle};
    }
    & > div {
      flex-direction: row;
      align-items: center;
      gap: ${theme.space[2]};
    }
    & > div > label {
      margin: 0;
      white-space: nowrap;
    }
  }
`;
