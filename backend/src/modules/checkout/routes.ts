import type { FastifyInstance } from 'fastify';
import { getCheckoutSummary, setPickupDelivery, setPostDelivery } from '@shop/api/contract';
import { route } from '../../http/route';
import * as checkouts from './repository';

export function registerCheckoutRoutes(app: FastifyInstance): void {
  route(app, getCheckoutSummary, (input, { db, customer }) =>
    checkouts.summarize(checkouts.loadCheckout(db, customer().id, input.cart_id)),
  );

  route(app, setPostDelivery, (input, { db, customer }) => {
    const userId = customer().id;
    const recipient = 'address_id' in input ? checkouts.savedRecipient(db, userId, input.address_id) : addressOf(input);
    checkouts.setPostDelivery(db, userId, input.cart_id, recipient);
    return checkouts.summarize(checkouts.loadCheckout(db, userId, input.cart_id));
  });

  route(app, setPickupDelivery, (input, { db, customer }) => {
    const userId = customer().id;
    const { cart_id, ...pickup } = input;
    checkouts.setPickupDelivery(db, userId, cart_id, pickup);
    return checkouts.summarize(checkouts.loadCheckout(db, userId, cart_id));
  });
}

function addressOf({ cart_id: _cartId, ...recipient }: checkouts.Recipient & { cart_id: number }): checkouts.Recipient {
  return recipient;
}
