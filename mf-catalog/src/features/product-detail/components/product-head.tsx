import type { ProductDetail } from '@shop/api/calls';
import { PageHead, useHeader, usePublicOrigin } from '@shop/platform';
import { useCatalogTexts } from '../../../i18n/texts';
import { productCanonical, productStructuredData } from '../lib/product-structured-data';

/**
 * A product's head: its name as the title, a description that names it in the page's language, its one address,
 * its first picture for link previews, and its structured data (decision 051).
 */
export function ProductHead({ product }: { product: ProductDetail }) {
  const t = useCatalogTexts();
  const origin = usePublicOrigin();
  const site = useHeader().data;
  const { name, sku, description } = product;
  return (
    <PageHead
      title={name}
      description={t('head.productDescription', { name, sku, category: product.category.name, description })}
      canonical={productCanonical(product)}
      image={product.images[0] ?? product.image_url}
      type="product"
      structuredData={productStructuredData(product, { origin, shop: site?.name, currency: site?.currency })}
    />
  );
}
