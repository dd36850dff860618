import { useState } from 'react';
import { deleteAddress, listAddresses, setDefaultAddress, type AddressStatus } from '@shop/api/calls';
import { actionFailure, api, useCall, useLocale, type FormFailure } from '@shop/platform';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const change = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(actionFailure(caught));
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  const full = data ? data.active_count + data.invalid_count >= data.max : false;
  return {
    list: data,
    error,
    retry: () => void mutate(),
    reload: () => void mutate(),
    busy,
    failure,
    setFailure,
    /** Spec 9: at most 20 addresses, whatever their status. */
    full,
    setDefault: (id: number) =>
      change(async () => {
        await api.call(setDefaultAddress, { id });
        toast.success(t('addresses.setDefaultDone'));
      }),
    remove: (id: number) =>
      change(async () => {
        await api.call(deleteAddress, { id });
        toast.success(t('addresses.deleted'));
      }),
  };
}
