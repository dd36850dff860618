import { useLayoutEffect, useRef } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiCall, CallData, CallInput } from '@shop/api/calls';
import { api } from '../api/client';
import { useSessionKey } from '../session/session-store';
import { callKey } from './call-key';
import { isFreshServerAnswer } from './server-answers';

/**
 * Reads a GET call through SWR and the shared client. `input: null` waits (nothing is fetched). The request
 * is aborted by SWR's deduping only; a new input simply makes a new key. The key carries the session, so when a
 * customer signs out (or another signs in) the page asks again instead of drawing the last person's answer.
 *
 * With `keepPreviousData` the last input's answer stays on screen while the next one loads, but never across a
 * change of session: a customer's prices are not a visitor's "previous data". When the next input fails, that
 * answer is not this input's (the last search's orders shown as the new search's), so `data` is undefined then and
 * the page tells the failure with its retry. A read that fails again for the same input keeps its answer, as SWR
 * does.
 */
export function useCall<C extends ApiCall>(
  def: C,
  input: CallInput<C> | null,
  config?: SWRConfiguration<CallData<C>>,
): SWRResponse<CallData<C>> {
  const session = useSessionKey();
  const key = input === null ? null : callKey(def, input as object, session);
  const { cache, fallback } = useSWRConfig();
  const id = key === null ? null : unstable_serialize(key);
  const cached = id === null ? undefined : cache.get(id)?.data;
  // The session of the answer SWR would keep on screen while the next one loads.
  const keptFrom = useRef(session);
  useLayoutEffect(() => {
    if (cached !== undefined) keptFrom.current = session;
  });
  const keepPreviousData = config?.keepPreviousData === true && keptFrom.current === session;
  // An answer the server rendered the page with is drawn as it is, not asked for again as the page hydrates. The
  // server draws it the same way (not loading again), or the hydrating page would keep its "updating" state.
  const fromServer =
    key !== null && id !== null && id in fallback && (typeof document === 'undefined' || isFreshServerAnswer(key));
  const response = useSWR(key, () => api.call(def, input as CallInput<C>), {
    ...config,
    keepPreviousData,
    ...(fromServer ? { revalidateIfStale: false } : {}),
  });
  if (keepPreviousData && key !== null && response.error !== undefined && cached === undefined) {
    return {
      mutate: response.mutate,
      get data() {
        return undefined;
      },
      get error() {
        return response.error;
      },
      get isValidating() {
        return response.isValidating;
      },
      get isLoading() {
        return response.isLoading;
      },
    };
  }
  return response;
}
