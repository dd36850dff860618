import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '@shop/api/calls';
import { pathTo } from '@shop/platform/routes';
import { cluster, stack } from '@shop/ui';
import { ProductPrice } from '../../../components/product-price';
import { StockStatus } from '../../../components/stock-status';
import { useCatalogTexts } from '../../../i18n/texts';

/** One product in the list. Its name is text from the database: React escapes it, markup included. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const t = useCatalogTexts();
  return (
    <article css={card}>
      {/* The picture repeats the link below it, so it is hidden from screen readers and the tab order. */}
      <Link to={pathTo('product', { id: product.id })} tabIndex={-1} aria-hidden="true" css={pictureLink}>
        <img src={product.image_url} alt="" loading="lazy" width={600} height={600} css={picture} />
      </Link>
      <h3 css={name}>
        <Link to={pathTo('product', { id: product.id })}>{product.name}</Link>
      </h3>
      <p css={sku}>{t('product.sku', { sku: product.sku })}</p>
      <div css={footer}>
        <ProductPrice price={product.price} />
        <StockStatus soldOut={product.sold_out} />
      </div>
    </article>
  );
}

const card = (theme: Theme) => css`
  ${stack(2)(theme)}
  height: 100%;
  padding: ${theme.space[2]};
  ${theme.media.up.md} {
    padding: ${theme.space[3]};
  }
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
`;

const pictureLink = css`
  display: block;
`;

const picture = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.color.skeleton};
`;

const name = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.tight};
  overflow-wrap: anywhere;
  & a {
    display: block;
    min-height: ${theme.size.tapTargetMin};
    color: ${theme.color.text};
    text-decoration: none;
  }
  & a:hover {
    color: ${theme.color.primary};
    text-decoration: underline;
  }
`;

const sku = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.xs};
`;

const footer = (theme: Theme) => css`
  ${cluster(2)(theme)}
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
`;
