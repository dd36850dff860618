import { deleteAddress, listAddresses, setDefaultAddress, type AddressStatus } from '@shop/api/calls';
import { api, useCall, useLocale, usePendingAction } from '@shop/platform';
import { useToast } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';

/**
 * The saved addresses of one tab (the default first, as the backend orders them), the counts of both tabs and
 * the limit, and the changes that keep the list as the server has it.
 */
export function useAddresses(status: AddressStatus) {
  const t = useAccountTexts();
  const toast = useToast();
  const locale = useLocale();
  const { data, error, mutate } = useCall(listAddresses, { status, locale });
  const { pending, failure, setFailure, run } = usePendingAction<number>(() => void mutate());

  const full = data ? data.active_count + data.invalid_count >= data.max : false;
  return {
    list: data,
    error,
    retry: () => void mutate(),
    reload: () => void mutate(),
    busy: pending !== null,
    failure,
    setFailure,
    /** Spec 9: at most 20 addresses, whatever their status. */
    full,
    setDefault: (id: number) =>
      run(id, async () => {
        await api.call(setDefaultAddress, { id });
        toast.success(t('addresses.setDefaultDone'));
      }),
    remove: (id: number) =>
      run(id, async () => {
        await api.call(deleteAddress, { id });
        toast.success(t('addresses.deleted'));
      }),
  };
}
