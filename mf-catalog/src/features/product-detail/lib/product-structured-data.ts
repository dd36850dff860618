import type { ProductDetail } from '@shop/api/calls';
import { absoluteAddress } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';

/** What the product's structured data says besides the product: where the store is and whose it is. */
export interface ProductContext {
  /** The store's public origin: every address in the data is absolute. */
  origin: string | null;
  /** The shop's name (the header's), the seller of an offer. */
  shop?: string;
  /** The shop's currency (ISO 4217), the offer's. */
  currency?: string;
}

/** A product's one address, on phones and desktops alike (the sitemap's). */
export const productCanonical = (product: Pick<ProductDetail, 'id'>): string => pathTo('product', { id: product.id });

/**
 * A product as schema.org's `Product` (decision 051): name, SKU, pictures, category and address. The price, and so
 * the offer, only where the backend sent one, which it does to customers alone (spec 1): a visitor's page, which is
 * what crawlers fetch, carries no price and no offer. schema.org states availability on an offer only, so a
 * visitor's carries none either.
 */
export function productStructuredData(product: ProductDetail, { origin, shop, currency }: ProductContext): object {
  const url = absoluteAddress(origin, productCanonical(product));
  const images = product.images.flatMap((image) => absoluteAddress(origin, image) ?? []);
  const offer =
    product.price !== undefined && currency
      ? {
          '@type': 'Offer',
          price: (product.price / 100).toFixed(2),
          priceCurrency: currency,
          availability: `https://schema.org/${product.in_stock && !product.sold_out ? 'InStock' : 'OutOfStock'}`,
          ...(url ? { url } : {}),
          ...(shop ? { seller: { '@type': 'Organization', name: shop } } : {}),
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    category: product.category.name,
    ...(images.length > 0 ? { image: images } : {}),
    ...(url ? { url } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}
