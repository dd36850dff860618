import type { FastifyInstance } from 'fastify';
import { addFavorite, listFavorites, removeFavorite } from '@shop/api/contract';
import { notFound } from '../../http/api-failure';
import { route } from '../../http/route';
import { productExists } from '../catalog/repository';
import * as repo from './repository';

export function registerFavoriteRoutes(app: FastifyInstance): void {
  route(app, listFavorites, (input, { db, customer }) =>
    repo.listFavorites(db, customer().id, input.page, input.page_size),
  );

  route(app, addFavorite, (input, { db, customer }) => {
    const userId = customer().id;
    if (!productExists(db, input.product_id)) throw notFound();
    repo.addFavorite(db, userId, input.product_id);
    return { wish_total: repo.favoriteCount(db, userId) };
  });

  route(app, removeFavorite, (input, { db, customer }) => {
    const userId = customer().id;
    repo.removeFavorite(db, userId, input.product_id);
    return { wish_total: repo.favoriteCount(db, userId) };
  });
}
