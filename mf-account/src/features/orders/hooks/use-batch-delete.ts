import { batchDeleteOrders, listOrders, M } from '@shop/api/calls';
import { useAction } from '@shop/platform';
import { useConfirm, useToast } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

/**
 * Batch delete (spec 5): nothing selected is told ('Please select an item'); otherwise confirmed, then sent as
 * one call (all or none: the backend refuses orders not in a final state, and says which).
 */
export function useBatchDelete(onDeleted: () => void) {
  const t = useAccountTexts();
  const confirm = useConfirm();
  const toast = useToast();
  const { run, pending, failure, setFailure } = useAction({ refresh: [listOrders] });

  const remove = async (orderIds: readonly number[]) => {
    setFailure(null);
    if (orderIds.length === 0) {
      setFailure({ kind: 'validation', key: M.select_item });
      return;
    }
    const sure = await confirm({
      title: t('orders.deleteTitle'),
      message: t('orders.deleteMessage', { count: orderIds.length }),
      confirmLabel: t('orders.deleteSelected'),
      cancelLabel: t('addresses.cancel'),
      danger: true,
    });
    if (!sure) return;
    const answer = await run(batchDeleteOrders, { order_ids: [...orderIds] });
    if (!answer) return;
    toast.success(t('orders.deleted', { count: answer.deleted }));
    onDeleted();
  };

  return { failure, pending, remove, clear: () => setFailure(null) };
}
