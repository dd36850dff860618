import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { PageHead } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { SortSelect } from '../features/filters/components/sort-select';
import { useListQuery } from '../features/list-query/hooks/use-list-query';
import { useCatalogTexts } from '../i18n/texts';

/** `/pc/sort`: the sort control on its own, bound to the URL like on the home page. */
export default function SortPage() {
  const t = useCatalogTexts();
  const { query, update, searchFor } = useListQuery({ sort: 'newest_desc' });
  return (
    <section css={box}>
      {/* A part of home on its own address: home is the page to find. */}
      <PageHead title={t('sort.title')} noindex />
      <h1>{t('sort.title')}</h1>
      <SortSelect value={query.sort} onChange={(sort) => update({ sort })} />
      <Link to={pathTo('home', {}, { search: searchFor({}) })}>{t('sort.showProducts')}</Link>
    </section>
  );
}

const box = (theme: Theme) => css`
  max-width: ${theme.layout.banner};
  & > h1 {
    font-size: ${theme.fontSize.xl};
  }
`;
