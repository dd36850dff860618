/** See page-chunk-name.js: `ProductDetail` -> `page-product-detail`. */
export function pageChunkName(page: string): string;
