import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiCall, CallData, CallInput } from '@shop/api/calls';
import { api } from '../api/client';
import { callKey } from './call-key';

/**
 * Reads a GET call through SWR and the shared client. `input: null` waits (nothing is fetched). The request
 * is aborted by SWR's deduping only; a new input simply makes a new key.
 */
export function useCall<C extends ApiCall>(
  def: C,
  input: CallInput<C> | null,
  config?: SWRConfiguration<CallData<C>>,
): SWRResponse<CallData<C>> {
  return useSWR(
    input === null ? null : callKey(def, input as object),
    () => api.call(def, input as CallInput<C>),
    config,
  );
}
