import type { FastifyInstance } from 'fastify';
import { addFavorite, listFavorites, removeFavorite } from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { notFound } from '../../http/api-failure';
import { route } from '../../http/route';
import { PRODUCT_COLUMNS, toSummary, type ProductRow } from '../catalog/product-row';
import { productExists } from '../catalog/repository';

const wishTotal = (app: FastifyInstance, userId: number) =>
  app.db.prepare('SELECT COUNT(*) FROM favorites WHERE user_id = ?').pluck().get(userId) as number;

export function registerFavoriteRoutes(app: FastifyInstance): void {
  route(app, listFavorites, (input, ctx) => {
    const userId = ctx.customer().id;
    const rows = ctx.db
      .prepare(
        `SELECT ${PRODUCT_COLUMNS}, f.created_at AS favorited_at FROM favorites f JOIN products p ON p.id = f.product_id
         WHERE f.user_id = ? ORDER BY f.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, input.page_size, (input.page - 1) * input.page_size) as (ProductRow & { favorited_at: string })[];
    return {
      items: rows.map((row) => ({ ...toSummary(row, true), favorited_at: row.favorited_at })),
      page: input.page,
      page_size: input.page_size,
      total: wishTotal(app, userId),
    };
  });

  route(app, addFavorite, (input, ctx) => {
    const userId = ctx.customer().id;
    if (!productExists(ctx.db, input.product_id)) throw notFound();
    ctx.db
      .prepare('INSERT OR IGNORE INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)')
      .run(userId, input.product_id, nowIso());
    return { wish_total: wishTotal(app, userId) };
  });

  route(app, removeFavorite, (input, ctx) => {
    const userId = ctx.customer().id;
    ctx.db.prepare('DELETE FROM favorites WHERE user_id = ? AND product_id = ?').run(userId, input.product_id);
    return { wish_total: wishTotal(app, userId) };
  });
}
