import type { FastifyInstance } from 'fastify';
import { getCategories, getProduct, getShipFromCountries, listProducts } from '@shop/api/contract';
import { notFound } from '../../http/api-failure';
import { route } from '../../http/route';
import { productImageUrl } from '../cart/product-image';
import { productImageSvg } from './product-image';
import { toSummary } from './product-row';
import * as repo from './repository';

export function registerCatalogRoutes(app: FastifyInstance): void {
  route(app, listProducts, (input, { db, user }) => {
    const showPrice = user !== null;
    // A visitor's price range is ignored: filtering by price would let prices be guessed.
    const filters = showPrice ? input : { ...input, price_min: undefined, price_max: undefined };
    return repo.listProducts(db, filters, showPrice);
  });

  route(app, getProduct, (input, { db, user }) => {
    const row = repo.findProduct(db, input.id, input.locale);
    if (!row) throw notFound();
    return {
      ...toSummary(row, user !== null),
      description: row.description,
      category: {
        id: row.category_id,
        name: row.category_name,
        parent: row.parent_id === null ? null : { id: row.parent_id, name: row.parent_name ?? '' },
      },
      images: Array.from({ length: row.image_count }, (_, i) =>
        productImageUrl(row.id).replace(/-1\.svg$/, `-${i + 1}.svg`),
      ),
      warehouse: { name: row.warehouse_name, country: row.ship_from },
      weight_grams: row.weight_grams,
      is_favorite: user ? repo.isFavorite(db, user.id, row.id) : false,
    };
  });

  route(app, getCategories, (input, { db }) => repo.categoryTree(db, input.locale));

  route(app, getShipFromCountries, (input, { db }) => repo.shipFromCountries(db, input.locale));

  app.get<{ Params: { file: string } }>('/uploads/products/:file', async (request, reply) => {
    const match = /^(\d{1,9})-(\d{1,2})\.svg$/.exec(request.params.file);
    const id = Number(match?.[1]);
    const n = Number(match?.[2]);
    const count = match ? repo.imageCount(app.db, id) : null;
    if (count === null || n < 1 || n > count) return reply.callNotFound();
    const sku = app.db.prepare('SELECT sku FROM products WHERE id = ?').pluck().get(id) as string;
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(productImageSvg(id, sku, n));
  });
}
