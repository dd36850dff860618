import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { bareList, Skeleton } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import { useCategories } from '../hooks/use-categories';

export interface CategoryFilterProps {
  selected: number | undefined;
  /** The address (search part) listing one category, or all for undefined. */
  searchFor: (categoryId: number | undefined) => string;
}

/**
 * Departments and their sub-categories as links: each is an address of its own, so it can be opened in a new
 * tab or shared, and the current one is marked for screen readers.
 */
export function CategoryFilter({ selected, searchFor }: CategoryFilterProps) {
  const t = useCatalogTexts();
  const headingId = useId();
  const { data, error } = useCategories();
  const link = (id: number | undefined, label: string) => (
    <Link to={{ search: searchFor(id) }} aria-current={selected === id ? 'true' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav aria-labelledby={headingId} css={tree}>
      <h3 id={headingId}>{t('filters.categories')}</h3>
      {error ? <p>{t('filters.categoriesFailed')}</p> : null}
      {!data && !error ? <Skeleton label={t('filters.loading')} lines={4} /> : null}
      {data ? (
        <ul>
          <li>{link(undefined, t('filters.allCategories'))}</li>
          {data.map((department) => (
            <li key={department.id}>
              {link(department.id, department.name)}
              {department.children.length > 0 ? (
                <ul>
                  {department.children.map((category) => (
                    <li key={category.id}>{link(category.id, category.name)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

const tree = (theme: Theme) => css`
  & > h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.fontSize.sm};
  }
  & ul {
    ${bareList}
  }
  & ul ul {
    padding-left: ${theme.space[4]};
  }
  /* A row of the list is a target of its own, 24 px high at least however small the root font (decision 068). */
  & a {
    display: flex;
    align-items: center;
    min-height: ${theme.size.tapTargetMin};
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    text-decoration: none;
    font-size: ${theme.fontSize.sm};
  }
  & a:hover {
    color: ${theme.color.primary};
  }
  & a[aria-current='true'] {
    color: ${theme.color.onPrimary};
    background: ${theme.color.primary};
    font-weight: ${theme.fontWeight.medium};
  }
`;
