import { buyAgain, cancelOrder, moveToCart } from '@shop/api/calls';
import { api, refreshHeader, usePendingAction } from '@shop/platform';
import { useConfirm, useToast } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

/** What the customer can do to an order that changes it or the cart. */
export interface OrderRef {
  id: number;
  order_no: string;
}

/**
 * Cancel (confirmed), buy again, move to cart (confirmed: it cancels the order): each told by a toast, the
 * header's cart counter read again at once, and the order re-read by `onChanged`. A refusal (the order changed
 * status meanwhile) is told and the order re-read, so the actions shown follow the server.
 */
export function useOrderActions(onChanged: () => void) {
  const t = useAccountTexts();
  const confirm = useConfirm();
  const toast = useToast();
  const { pending, failure, run: perform } = usePendingAction<string>(onChanged);

  const toCart = (skipped: readonly number[]) => {
    void refreshHeader();
    toast.success(t('action.addedToCart'));
    if (skipped.length > 0) toast.error(t('action.skipped', { count: skipped.length }));
  };

  return {
    pending,
    failure,
    cancel: async (order: OrderRef) => {
      const sure = await confirm({
        title: t('action.cancelTitle'),
        message: t('action.cancelMessage', { no: order.order_no }),
        confirmLabel: t('action.cancel'),
        cancelLabel: t('action.keep'),
        danger: true,
      });
      if (!sure) return;
      await perform('cancel', async () => {
        await api.call(cancelOrder, { order_id: order.id });
        toast.success(t('action.canceled'));
      });
    },
    buyAgain: (order: OrderRef) =>
      perform('buy_again', async () => {
        toCart((await api.call(buyAgain, { order_id: order.id })).skipped_product_ids);
      }),
    moveToCart: async (order: OrderRef) => {
      const sure = await confirm({
        title: t('action.moveTitle'),
        message: t('action.moveMessage', { no: order.order_no }),
        confirmLabel: t('action.moveToCart'),
        cancelLabel: t('action.keep'),
      });
      if (!sure) return;
      await perform('move_to_cart', async () => {
        toCart((await api.call(moveToCart, { order_id: order.id })).skipped_product_ids);
      });
    },
  };
}
