/** The first picture of a product, as the catalogue serves it. */
export function productImageUrl(productId: number): string {
  return `/uploads/products/${productId}-1.svg`;
}
