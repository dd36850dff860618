import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { getCategories } from '@shop/api/calls';
import { useCall, useLocale } from '@shop/platform';
import { bareList, cluster } from '@shop/ui';

/** The departments as links to their lists on this page (the "category links" block). */
export function CategoryLinks() {
  const { data } = useCall(getCategories, { locale: useLocale() }, { revalidateOnFocus: false });
  // One row of links is reserved while the departments load, so the page does not jump when they come.
  if (!data) return <div css={reserved} aria-hidden="true" />;
  return (
    <ul css={list}>
      {data.map((department) => (
        <li key={department.id}>
          <Link to={{ search: `?category_id=${department.id}` }}>{department.name}</Link>
        </li>
      ))}
    </ul>
  );
}

const reserved = (theme: Theme) => css`
  min-height: ${theme.size.chip};
  margin: ${theme.space[3]} 0 0;
`;

const list = (theme: Theme) => css`
  ${bareList}
  ${cluster(2)(theme)}
  margin: ${theme.space[3]} 0 0;
  & a {
    display: inline-block;
    padding: ${theme.space[1]} ${theme.space[3]};
    border: ${theme.borderWidth.thin} solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    color: ${theme.color.text};
    background: ${theme.color.surface};
    text-decoration: none;
  }
  & a:hover {
    border-color: ${theme.color.primary};
    color: ${theme.color.primary};
  }
  /* A phone keeps its first screen for the products: the departments are one row that scrolls sideways (a link
     that gets the focus is scrolled into view), not four rows of chips. */
  ${theme.media.down.md} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    padding-bottom: ${theme.space[1]};
    & a {
      white-space: nowrap;
    }
  }
`;
