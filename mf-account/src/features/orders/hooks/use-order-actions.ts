import { buyAgain, cancelOrder, getHeader, getOrderDetail, listOrders, moveToCart } from '@shop/api/calls';
import { useAction } from '@shop/platform';
import { useConfirm, useToast } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

/** What the customer can do to an order that changes it or the cart. */
export interface OrderRef {
  id: number;
  order_no: string;
}

/** Whichever action is under way; one at a time on an order. */
export type OrderActionKey = 'cancel' | 'buy_again' | 'move_to_cart';

/**
 * Cancel (confirmed), buy again, move to cart (confirmed: it cancels the order): each told by a toast, and the
 * orders, the order's detail and the header's counters read again whatever the outcome. A refusal (the order
 * changed status meanwhile) is told, so the actions shown follow the server.
 */
export function useOrderActions() {
  const t = useAccountTexts();
  const confirm = useConfirm();
  const toast = useToast();
  const action = useAction<OrderActionKey>({ refresh: [listOrders, getOrderDetail, getHeader] });

  const toCart = (answer: { skipped_product_ids: readonly number[] } | undefined) => {
    if (!answer) return;
    toast.success(t('action.addedToCart'));
    const skipped = answer.skipped_product_ids.length;
    if (skipped > 0) toast.error(t('action.skipped', { count: skipped }));
  };

  return {
    busy: action.pending,
    isPending: action.isPending,
    failure: action.failure,
    cancel: async (order: OrderRef) => {
      const sure = await confirm({
        title: t('action.cancelTitle'),
        message: t('action.cancelMessage', { no: order.order_no }),
        confirmLabel: t('action.cancel'),
        cancelLabel: t('action.keep'),
        danger: true,
      });
      if (!sure) return;
      if (await action.run(cancelOrder, { order_id: order.id }, { key: 'cancel' })) toast.success(t('action.canceled'));
    },
    buyAgain: async (order: OrderRef) =>
      toCart(await action.run(buyAgain, { order_id: order.id }, { key: 'buy_again' })),
    moveToCart: async (order: OrderRef) => {
      const sure = await confirm({
        title: t('action.moveTitle'),
        message: t('action.moveMessage', { no: order.order_no }),
        confirmLabel: t('action.moveToCart'),
        cancelLabel: t('action.keep'),
      });
      if (!sure) return;
      toCart(await action.run(moveToCart, { order_id: order.id }, { key: 'move_to_cart' }));
    },
  };
}
