import type { FastifyInstance } from 'fastify';
import {
  batchDeleteOrders,
  buyAgain,
  cancelOrder,
  confirmOrder,
  getOrderDetail,
  getOrderShipping,
  listOrders,
  moveToCart,
} from '@shop/api/contract';
import { route } from '../../http/route';
import { addBounded, cartCount } from '../cart/repository';
import { settleDuePayments } from '../payment/gateway';
import { transition } from './order-states';
import { placeOrder } from './place-order';
import { registerDeliverySlipRoute } from './delivery-slip';
import * as orders from './repository';

export function registerOrderRoutes(app: FastifyInstance): void {
  route(app, confirmOrder, (input, { db, customer }) => placeOrder(db, customer().id, input));

  route(app, listOrders, (input, { db, customer }) => {
    settleDuePayments(db, { userId: customer().id });
    return orders.listOrders(db, customer().id, input);
  });

  route(app, getOrderDetail, (input, { db, customer }) => {
    settleDuePayments(db, { orderId: orders.findOrder(db, customer().id, input.order_id).id });
    return orders.orderDetail(db, orders.findOrder(db, customer().id, input.order_id));
  });

  // A payment due to settle does so first: an order just paid can no longer be canceled.
  route(app, cancelOrder, (input, { db, customer }) => {
    const order = orders.findOrder(db, customer().id, input.order_id);
    settleDuePayments(db, { orderId: order.id });
    transition(db, order.id, 'canceled', 'canceled by the customer');
    return { order_id: order.id, status: 'canceled' as const };
  });

  route(app, batchDeleteOrders, (input, { db, customer }) => ({
    deleted: orders.deleteOrders(db, customer().id, input.order_ids),
  }));

  route(app, buyAgain, (input, { db, customer }) => {
    const userId = customer().id;
    const order = orders.findOrder(db, userId, input.order_id);
    const skipped = addBounded(db, userId, orders.orderItems(db, order.id));
    return { cart_total: cartCount(db, userId), skipped_product_ids: skipped };
  });

  route(app, moveToCart, (input, { db, customer }) => {
    const userId = customer().id;
    const order = orders.findOrder(db, userId, input.order_id);
    settleDuePayments(db, { orderId: order.id });
    const skipped = db.transaction(() => {
      transition(db, order.id, 'canceled', 'moved back to the cart by the customer');
      return addBounded(db, userId, orders.orderItems(db, order.id));
    })();
    return { cart_total: cartCount(db, userId), skipped_product_ids: skipped };
  });

  route(app, getOrderShipping, (input, { db, customer }) =>
    orders.shippingDetails(db, orders.findOrder(db, customer().id, input.order_id)),
  );

  registerDeliverySlipRoute(app);
}
