import { mutate } from 'swr';
import { getHeader } from '@shop/api/calls';
import { callKey } from './call-key';
import { useCall } from './use-call';

/** Site info and the customer's counters (spec 3), shared by the header and any page that changes them. */
export function useHeader() {
  return useCall(getHeader, {}, { revalidateOnFocus: false });
}

/** Re-reads the header, e.g. after add to cart, so its counters change at once. */
export function refreshHeader(): Promise<unknown> {
  return mutate(callKey(getHeader, {}));
}
