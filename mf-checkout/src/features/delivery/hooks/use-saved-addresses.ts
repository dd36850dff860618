import { listAddresses } from '@shop/api/calls';
import { useCall, useLocale } from '@shop/platform';

/** The customer's addresses that can be delivered to (the active tab), the default first. */
export function useSavedAddresses() {
  const locale = useLocale();
  const { data, error, mutate } = useCall(listAddresses, { status: 'active', locale });
  return { addresses: data?.items, error, retry: () => void mutate() };
}
