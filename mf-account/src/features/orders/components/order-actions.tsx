import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderAction } from '@shop/api/calls';
import { FailureAlert } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Button, buttonStyle, cluster } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';
import { useOrderActions } from '../hooks/use-order-actions';
import { ShippingDialog } from './shipping-dialog';

export interface OrderActionsProps {
  order: { id: number; order_no: string; actions: readonly OrderAction[]; after_sale_id: number | null };
  /** The list offers the way to the detail; the detail itself does not. */
  withView?: boolean;
}

/**
 * What the order's state allows, as the backend says it (`actions`): view, pay, cancel, shipping details, buy
 * again, move to cart, after-sales (or the order's request, once it has one). Nothing is offered that the server
 * would refuse.
 */
export function OrderActions({ order, withView = false }: OrderActionsProps) {
  const t = useAccountTexts();
  const act = useOrderActions();
  const [shippingOpen, setShippingOpen] = useState(false);
  const can = (action: OrderAction) => order.actions.includes(action);
  const busy = act.busy;
  return (
    <div>
      <FailureAlert failure={act.failure} />
      <div role="group" aria-label={t('action.label', { no: order.order_no })} css={row}>
        {withView ? (
          <Link to={pathTo('orderDetail', { order_id: order.id })} css={buttonStyle('secondary', 'sm')}>
            {t('action.view')}
          </Link>
        ) : null}
        {can('pay') ? (
          <Link to={pathTo('payment', { order_id: order.id })} css={buttonStyle('primary', 'sm')}>
            {t('action.pay')}
          </Link>
        ) : null}
        {can('shipping_details') ? (
          <Button size="sm" onClick={() => setShippingOpen(true)}>
            {t('action.shipping')}
          </Button>
        ) : null}
        {can('buy_again') ? (
          <Button
            size="sm"
            disabled={busy}
            loading={act.isPending('buy_again')}
            onClick={() => void act.buyAgain(order)}
          >
            {t('action.buyAgain')}
          </Button>
        ) : null}
        {can('move_to_cart') ? (
          <Button
            size="sm"
            disabled={busy}
            loading={act.isPending('move_to_cart')}
            onClick={() => void act.moveToCart(order)}
          >
            {t('action.moveToCart')}
          </Button>
        ) : null}
        {/* One request per order (spec 4): an order that has one leads to it; the server then offers no new one. */}
        {order.after_sale_id !== null ? (
          <Link to={pathTo('afterSalesDetail', { id: order.after_sale_id })} css={buttonStyle('secondary', 'sm')}>
            {t('action.viewAfterSale')}
          </Link>
        ) : null}
        {can('after_sale') ? (
          <Link
            to={pathTo('afterSalesType', {}, { search: { order_id: order.id } })}
            css={buttonStyle('secondary', 'sm')}
          >
            {t('action.afterSale')}
          </Link>
        ) : null}
        {can('cancel') ? (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            loading={act.isPending('cancel')}
            onClick={() => void act.cancel(order)}
          >
            {t('action.cancel')}
          </Button>
        ) : null}
      </div>
      {shippingOpen ? <ShippingDialog orderId={order.id} onClose={() => setShippingOpen(false)} /> : null}
    </div>
  );
}

const row = cluster(2);
