import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/api/contract';
import { route } from '../../http/route';
import { addMany } from './add-many';
import * as cart from './repository';

export function registerCartRoutes(app: FastifyInstance): void {
  route(app, contract.getCart, (_input, { db, customer }) => cart.readCart(db, customer().id));

  route(app, contract.addToCart, (input, { db, customer }) => {
    const userId = customer().id;
    const line = cart.addToCart(db, userId, input.product_id, input.quantity);
    return { ...line, cart_total: cart.cartCount(db, userId) };
  });

  route(app, contract.addManyToCart, (input, { db, customer }) =>
    addMany(db, customer().id, input.lines, input.idempotency_key),
  );

  route(app, contract.setCartQuantity, (input, { db, customer }) => {
    cart.setQuantity(db, customer().id, input.item_id, input.quantity);
    return cart.readCart(db, customer().id);
  });

  route(app, contract.removeCartItems, (input, { db, customer }) => {
    cart.removeItems(db, customer().id, input.item_ids);
    return cart.readCart(db, customer().id);
  });

  route(app, contract.selectCartItems, (input, { db, customer }) => {
    cart.selectItems(db, customer().id, input.item_ids, input.selected);
    return cart.readCart(db, customer().id);
  });

  route(app, contract.checkoutCart, (_input, { db, customer }) => ({ cart_id: cart.startCheckout(db, customer().id) }));
}
