import * as v from 'valibot';
import type { CallData, CallDef, CallInput } from '../contract/define-call';
import { failureEnvelope } from '../contract/envelope';
import { getCsrfToken } from '../contract/calls/site';
import { ApiError, ContractError, NetworkError, TimeoutError } from './errors';
import { toFormData, toQueryString } from './encode';

export interface ApiClientOptions {
  /** Prefix of every path; '' for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token, read at each call (the shell keeps it in the authorization cookie). */
  getToken?: () => string | null;
  /** Called on HTTP 401 or body code 401 before the call rejects (the shell sends the user to login). */
  onUnauthorized?: (error: ApiError) => void;
  /** Abort a call after this long (default 15 s). */
  timeoutMs?: number;
  /** The page's language, sent as Accept-Language. */
  locale?: () => string;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  /** Makes one call of the contract. Never retries. */
  call<C extends CallDef>(def: C, input: CallInput<C> | FormData, options?: CallOptions): Promise<CallData<C>>;
  /** Reads the session's CSRF token for later POSTs; a failure is silently ignored (spec 8). */
  refreshCsrf(): Promise<void>;
  csrfToken(): string | null;
  setUnauthorizedHandler(handler: (error: ApiError) => void): void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let onUnauthorized = options.onUnauthorized;
  let csrf: string | null = null;

  function headers(json: boolean): Headers {
    const result = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    const token = options.getToken?.();
    if (token) result.set('Authorization', `Bearer ${token}`);
    const locale = options.locale?.();
    if (locale) result.set('Accept-Language', locale);
    if (json) result.set('Content-Type', 'application/json');
    return result;
  }

  function request(def: CallDef, input: object): RequestInit & { url: string } {
    if (def.method === 'GET') {
      return { url: `${baseUrl}${def.path}${toQueryString(input)}`, method: 'GET', headers: headers(false) };
    }
    const multipart = Boolean(def.files) || input instanceof FormData;
    return {
      url: `${baseUrl}${def.path}`,
      method: 'POST',
      // For FormData the browser sets the multipart boundary itself, so no Content-Type here.
      headers: headers(!multipart),
      body: multipart ? toFormData(input, csrf ?? '') : JSON.stringify({ ...input, _token: csrf ?? '' }),
    };
  }

  async function send(url: string, init: RequestInit, callOptions: CallOptions): Promise<Response> {
    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = callOptions.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) controller.abort(outer.reason);
    outer?.addEventListener('abort', forwardAbort, { once: true });
    try {
      return await fetchImpl(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new TimeoutError(timeoutMs);
      if (outer?.aborted) throw new DOMException('The call was aborted', 'AbortError');
      throw new NetworkError('network request failed', null, { cause: error });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }
  }

  async function call<C extends CallDef>(def: C, input: CallInput<C> | FormData, callOptions: CallOptions = {}) {
    const { url, ...init } = request(def, input as object);
    const response = await send(url, init, callOptions);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (response.status === 401) return rejectUnauthorized(response.status, { code: 401, data: null, msg: '' });
      throw new NetworkError(`answer ${response.status} is not JSON`, response.status, { cause: error });
    }
    const envelope = v.safeParse(failureEnvelope, body);
    if (!envelope.success) throw new NetworkError(`answer ${response.status} is not an envelope`, response.status);
    if (response.status === 401 || envelope.output.code === 401)
      return rejectUnauthorized(response.status, envelope.output);
    if (envelope.output.code !== 0) throw new ApiError(response.status, envelope.output);
    const data = v.safeParse(def.data, envelope.output.data);
    if (!data.success) throw new ContractError(def.name, data.issues);
    return data.output as CallData<C>;
  }

  function rejectUnauthorized(status: number, body: ApiError['body']): never {
    const error = new ApiError(status, body);
    onUnauthorized?.(error);
    throw error;
  }

  return {
    call,
    async refreshCsrf() {
      try {
        const { url, ...init } = request(getCsrfToken, {});
        const response = await send(url, init, {});
        const body = (await response.json()) as { code?: number; data?: { csrf_token?: unknown } };
        if (body.code === 0 && typeof body.data?.csrf_token === 'string') csrf = body.data.csrf_token;
      } catch {
        // Spec 8: a CSRF fetch failure is silently ignored; POSTs then fail with 419 and show their message.
      }
    },
    csrfToken: () => csrf,
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
  };
}
