import type { FastifyInstance } from 'fastify';
import {
  getCategories,
  getProduct,
  getShipFromCountries,
  listProducts,
  listSitemapProducts,
  productsBySkus,
} from '@shop/api/contract';
import { notFound } from '../../http/api-failure';
import { route } from '../../http/route';
import { PRODUCT_IMAGE_FILE, productImageSvg, productImageUrl } from './product-image';
import { toSummary } from './product-row';
import { productsBySkus as readProductsBySkus } from './products-by-skus';
import * as repo from './repository';

export function registerCatalogRoutes(app: FastifyInstance): void {
  route(app, listProducts, (input, { db, user }) => {
    const showPrice = user !== null;
    // A visitor's price range is ignored: filtering by price would let prices be guessed by bisection.
    const query = showPrice ? input : { ...input, price_min: undefined, price_max: undefined };
    return repo.listProducts(db, query, showPrice);
  });

  route(app, getProduct, (input, { db, user }) => {
    const showPrice = user !== null;
    const row = repo.findProduct(db, input.id, input.locale, showPrice);
    if (!row) throw notFound();
    return {
      ...toSummary(row, showPrice),
      description: row.description,
      category: {
        id: row.category_id,
        name: row.category_name,
        parent:
          row.parent_id === null || row.parent_name === null ? null : { id: row.parent_id, name: row.parent_name },
      },
      images: Array.from({ length: row.image_count }, (_, i) => productImageUrl(row.id, i + 1)),
      warehouse: { name: row.warehouse_name, country: row.ship_from },
      weight_grams: row.weight_grams,
      is_favorite: user ? repo.isFavorite(db, user.id, row.id) : false,
    };
  });

  // A visitor's lines are checked too, without prices or a cart (spec 1).
  route(app, productsBySkus, (input, { db, user }) => readProductsBySkus(db, input.skus, user?.id ?? null));

  route(app, getCategories, (input, { db }) => repo.categoryTree(db, input.locale));

  route(app, getShipFromCountries, (input, { db }) => repo.shipFromCountries(db, input.locale));

  // The contract caps `limit` (SITEMAP_PAGE_MAX), so one call reads a bounded page whatever it asks.
  route(app, listSitemapProducts, (input, { db }) => repo.sitemapPage(db, input.after, input.limit));

  // Pictures are drawn on request from the product's id and SKU; the same address always gives the same bytes.
  app.get<{ Params: { file: string } }>('/uploads/products/:file', async (request, reply) => {
    const match = PRODUCT_IMAGE_FILE.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const id = Number(match[1]);
    const n = Number(match[2]);
    const product = repo.productImageInfo(app.db, id);
    if (!product || n > product.image_count) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(productImageSvg(id, product.sku, n));
  });
}
