import * as v from 'valibot';
import { defineCall } from '../define-call';
import { id, page, pageSize, paginated, timestamp } from '../fields';
import { productNotFound, productSummarySchema } from './catalog';

export const favoriteSchema = v.object({ ...productSummarySchema.entries, favorited_at: timestamp });

export const listFavorites = defineCall({
  name: 'favorite.list',
  method: 'GET',
  path: '/shop-api/favorite/list',
  summary: "The customer's favorites, most recently added first, with prices.",
  access: 'customer',
  gated: true,
  input: v.object({ page, page_size: pageSize }),
  data: paginated(favoriteSchema),
});

const favoriteChange = { product_id: id };
const wishTotal = v.object({ wish_total: v.number() });

export const addFavorite = defineCall({
  name: 'favorite.add',
  method: 'POST',
  path: '/shop-api/favorite/add',
  summary:
    'Adds a product to the favorites (adding it again changes nothing); answers the new wish_total for the header.',
  access: 'customer',
  gated: true,
  input: v.object(favoriteChange),
  data: wishTotal,
  errors: [productNotFound],
});

export const removeFavorite = defineCall({
  name: 'favorite.remove',
  method: 'POST',
  path: '/shop-api/favorite/remove',
  summary: 'Removes a product from the favorites (removing one that is not there changes nothing).',
  access: 'customer',
  gated: true,
  input: v.object(favoriteChange),
  data: wishTotal,
});
