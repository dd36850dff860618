import { useState } from 'react';
import { batchDeleteOrders, M } from '@shop/api/calls';
import { actionFailure, api, type FormFailure } from '@shop/platform';
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
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);

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
    setPending(true);
    try {
      const { deleted } = await api.call(batchDeleteOrders, { order_ids: [...orderIds] });
      toast.success(t('orders.deleted', { count: deleted }));
      onDeleted();
    } catch (caught) {
      setFailure(actionFailure(caught));
    } finally {
      setPending(false);
    }
  };

  return { failure, pending, remove, clear: () => setFailure(null) };
}
