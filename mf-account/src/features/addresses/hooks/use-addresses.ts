import { deleteAddress, listAddresses, setDefaultAddress, type AddressStatus } from '@shop/api/calls';
import { useAction, useCall, useLocale } from '@shop/platform';
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
  const { pending, failure, setFailure, run } = useAction<number>({ refresh: [listAddresses] });

  const full = data ? data.active_count + data.invalid_count >= data.max : false;
  return {
    list: data,
    error,
    retry: () => void mutate(),
    busy: pending,
    failure,
    setFailure,
    /** Spec 9: at most 20 addresses, whatever their status. */
    full,
    setDefault: async (id: number) => {
      if (await run(setDefaultAddress, { id }, { key: id })) toast.success(t('addresses.setDefaultDone'));
    },
    remove: async (id: number) => {
      if (await run(deleteAddress, { id }, { key: id })) toast.success(t('addresses.deleted'));
    },
  };
}
