import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginPath } from '@shop/platform';
import { useCatalogTexts } from '../../../i18n/texts';

/** For visitors, in place of the price filter: prices (and so filtering by them) are for customers (spec 1). */
export function PriceLoginHint() {
  const t = useCatalogTexts();
  const headingId = useId();
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={heading}>
        {t('filters.price')}
      </h3>
      <p css={text}>
        {t('filters.priceForCustomers')} <Link to={loginPath(`${pathname}${search}`)}>{t('filters.priceLogin')}</Link>
      </p>
    </section>
  );
}

const heading = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSize.sm};
`;

const text = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  & a {
    color: ${theme.color.primary};
  }
`;
