import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { CallData, listFavorites } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Button, cluster, stack } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

export type Favorite = CallData<typeof listFavorites>['items'][number];

/** A favorite product: picture, name (to its page), SKU, price, stock; add to cart and remove. */
export function FavoriteCard({
  product,
  busy,
  onAddToCart,
  onRemove,
}: {
  product: Favorite;
  busy: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}) {
  const t = useAccountTexts();
  const format = useFormat();
  const soldOut = product.sold_out || !product.in_stock;
  return (
    <li css={item}>
      <img src={product.image_url} alt="" width={96} height={96} loading="lazy" />
      <div css={body}>
        <Link to={pathTo('product', { id: product.id })} css={name}>
          {product.name}
        </Link>
        <span css={muted}>{t('favorites.sku', { sku: product.sku })}</span>
        {product.price !== undefined ? <strong>{format.money(product.price)}</strong> : null}
        <span css={soldOut ? out : muted}>
          {soldOut ? t('favorites.soldOut') : t('favorites.inStock', { count: format.number(product.inventory) })}
        </span>
        <div css={actions}>
          <Button
            size="sm"
            variant="primary"
            disabled={busy || soldOut}
            onClick={onAddToCart}
            aria-label={t('favorites.addToCartOne', { name: product.name })}
          >
            {t('favorites.addToCart')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('favorites.removeOne', { name: product.name })}
          >
            {t('favorites.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

const item = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & img {
    flex: none;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.background};
  }
`;

const body = (theme: Theme) => css`
  ${stack(1)(theme)}
  min-width: 0;
`;

const name = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const out = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

const actions = (theme: Theme) => css`
  ${cluster(2)(theme)}
  margin-top: ${theme.space[2]};
`;
