import { createApiClient, type ApiClient, type DataCheck } from '@shop/api';
import { getToken } from '../session/session-store';
import { reportSignal } from '../signals/signals';

/**
 * Development builds and tests check every answer against the contract, loading it (and valibot) on the first
 * call. Production builds leave that to the backend, which checks each answer before sending it, so no page pays
 * for the schemas (decision 011). The condition is a build-time constant: webpack drops the unused branch, and
 * the contract chunk with it.
 */
const checkData: DataCheck | undefined =
  process.env.NODE_ENV === 'production'
    ? undefined
    : async (call, data) => (await import('@shop/api/contract')).checkWithContract(call, data);

/**
 * The one API client of the page. @shop/platform is a federation singleton, so the shell and every remote
 * share this instance (its CSRF token and its 401 handler, which the shell sets).
 */
export const api: ApiClient = createApiClient({
  getToken,
  onCallFailed: (call) => reportSignal({ kind: 'call-error', name: call.name }),
  ...(checkData ? { checkData } : {}),
});
