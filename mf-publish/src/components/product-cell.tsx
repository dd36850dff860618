import { ProductSummary } from '@shop/ui';
import { usePublishTexts } from '../i18n/texts';

/** A product as every table of this remote shows it: its picture, name and SKU. */
export function ProductCell({ product }: { product: { name: string; sku: string; image_url: string } }) {
  const t = usePublishTexts();
  return (
    <ProductSummary
      name={product.name}
      imageUrl={product.image_url}
      details={[t('products.sku', { sku: product.sku })]}
    />
  );
}
