import { escapeXml } from '../site/site-images';

/** Address of a product's n-th picture (1-based; the first is the one carts and orders show), served by the catalogue's image route. */
export function productImageUrl(id: number, n = 1): string {
  return `/uploads/products/${id}-${n}.svg`;
}

/** The file names the image route accepts: `<id>-<n>.svg`. */
export const PRODUCT_IMAGE_FILE = /^([1-9]\d{0,8})-([1-9]\d?)\.svg$/;

/**
 * A product picture, drawn from its id (the same id always gives the same picture): a coloured background, a
 * few shapes and the SKU. Everything served is local; nothing comes from outside hosts. Only the SKU is
 * written, escaped, never the name (names are free text typed by the seller).
 */
export function productImageSvg(id: number, sku: string, n: number): string {
  const hue = (id * 47 + n * 90) % 360;
  const accent = `hsl(${(hue + 40) % 360} 70% 70%)`;
  const shape = (id + n) % 3;
  const figure =
    shape === 0
      ? `<circle cx="300" cy="260" r="150" fill="${accent}"/>`
      : shape === 1
        ? `<rect x="160" y="120" width="280" height="280" rx="36" fill="${accent}"/>`
        : `<polygon points="300,100 470,400 130,400" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="hsl(${hue} 60% 88%)"/>${figure}<circle cx="470" cy="130" r="46" fill="hsl(${(hue + 200) % 360} 60% 60%)" opacity=".7"/><text x="300" y="520" text-anchor="middle" font-family="sans-serif" font-size="34" fill="#2a2438">${escapeXml(sku)}</text></svg>`;
}
