import { css, type Theme } from '@emotion/react';
import { Link, useLocation } from 'react-router-dom';
import type { ProductDetail } from '@shop/api/calls';
import { loginPath, useFormat } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { bareList, cluster, stack, tapTarget } from '@shop/ui';
import { ProductPrice } from '../../../components/product-price';
import { StockStatus } from '../../../components/stock-status';
import { useCatalogTexts } from '../../../i18n/texts';

/** Name (the page's heading), category path, SKU, price or 'Login to see price', stock and where it ships from. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const t = useCatalogTexts();
  const format = useFormat();
  const { pathname } = useLocation();
  const { category } = product;
  return (
    <div css={facts}>
      <nav aria-label={t('detail.breadcrumb')}>
        <ol css={crumbs}>
          {category.parent ? (
            <li>
              <Link css={tapTarget} to={pathTo('home', {}, { search: { category_id: category.parent.id } })}>
                {category.parent.name}
              </Link>
            </li>
          ) : null}
          <li>
            <Link css={tapTarget} to={pathTo('home', {}, { search: { category_id: category.id } })}>
              {category.name}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 css={name}>{product.name}</h1>
      <p css={muted}>{t('product.sku', { sku: product.sku })}</p>
      <ProductPrice price={product.price} size="lg" loginTo={loginPath(pathname)} />
      <p css={stock}>
        <StockStatus soldOut={product.sold_out} />
        <span>{t('detail.inventory', { count: format.number(product.inventory) })}</span>
      </p>
      <p css={muted}>{t('detail.shipsFrom', { warehouse: product.warehouse.name })}</p>
    </div>
  );
}

const facts = (theme: Theme) => css`
  ${stack(2)(theme)}
  & p {
    margin: 0;
  }
`;

const crumbs = (theme: Theme) => css`
  ${bareList}
  ${cluster(2)(theme)}
  font-size: ${theme.fontSize.sm};
  & li + li::before {
    content: '/';
    margin-right: ${theme.space[2]};
    color: ${theme.color.textMuted};
  }
  & a {
    color: ${theme.color.primary};
  }
`;

const name = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.xxl};
  line-height: ${theme.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const stock = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;
