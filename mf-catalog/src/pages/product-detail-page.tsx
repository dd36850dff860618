import { css, type Theme } from '@emotion/react';
import { useId, useState } from 'react';
import type { ProductDetail } from '@shop/api/calls';
import { PageHead, PageNotFound, useFormat, useRouteId } from '@shop/platform';
import { boundQuantity, cluster, ErrorState, QuantityInput, Skeleton, stack } from '@shop/ui';
import { AddToCartButton } from '../features/cart-actions/components/add-to-cart-button';
import { AddToFavoritesButton } from '../features/favorites/components/add-to-favorites-button';
import { LazyMagnifier } from '../features/magnifier/components/lazy-magnifier';
import { ProductFacts } from '../features/product-detail/components/product-facts';
import { ProductGallery } from '../features/product-detail/components/product-gallery';
import { ProductHead } from '../features/product-detail/components/product-head';
import { useProduct } from '../features/product-detail/hooks/use-product';
import { useCatalogTexts } from '../i18n/texts';

/** `/pc/product/:id`: loading, not found (404), failed with retry, or the product. */
export default function ProductDetailPage() {
  const t = useCatalogTexts();
  const { product, notFound, error, retry, refresh } = useProduct(useRouteId('id'));
  if (notFound) return <PageNotFound />;
  if (error || !product) {
    return (
      <>
        {/* Not indexed while it shows no product: a crawler that gets this page found none. */}
        <PageHead title={t('head.product')} noindex />
        {error ? (
          <ErrorState message={t('detail.failed')} onRetry={retry} />
        ) : (
          <Skeleton label={t('detail.loading')} lines={8} />
        )}
      </>
    );
  }
  return (
    <>
      <ProductHead product={product} />
      <ProductView key={product.id} product={product} onFavoriteAdded={() => void refresh()} />
    </>
  );
}

function ProductView({ product, onFavoriteAdded }: { product: ProductDetail; onFavoriteAdded: () => void }) {
  const t = useCatalogTexts();
  const format = useFormat();
  const descriptionId = useId();
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.inventory < 1;
  return (
    <article css={layout}>
      <ProductGallery images={product.images} name={product.name}>
        {(src, alt) => <LazyMagnifier key={src} src={src} alt={alt} />}
      </ProductGallery>
      <div css={details}>
        <ProductFacts product={product} />
        <QuantityInput
          label={t('detail.quantity')}
          hint={soldOut ? undefined : t('detail.quantityHint', { max: format.number(product.inventory) })}
          decreaseLabel={t('detail.decrease')}
          increaseLabel={t('detail.increase')}
          value={quantity}
          max={product.inventory}
          onCommit={setQuantity}
        />
        <div css={actions}>
          <AddToCartButton
            productId={product.id}
            quantity={boundQuantity(quantity, product.inventory)}
            soldOut={product.sold_out}
          />
          <AddToFavoritesButton productId={product.id} isFavorite={product.is_favorite} onAdded={onFavoriteAdded} />
        </div>
        <section aria-labelledby={descriptionId}>
          <h2 id={descriptionId} css={subheading}>
            {t('detail.description')}
          </h2>
          <p>{product.description}</p>
        </section>
      </div>
    </article>
  );
}

const layout = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[7]};
  grid-template-columns: 1fr;
  ${theme.media.up.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const details = stack(4);

const actions = cluster(3);

const subheading = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSize.lg};
`;
