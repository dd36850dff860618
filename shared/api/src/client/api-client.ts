import type { ApiCall, CallData, CallInput } from '../calls/api-call';
// By the package's own name, not a relative path: in a page these are the shared `@shop/api/calls` the page has
// already loaded; relative, the client's shared chunk carried a second copy of the descriptors table (1.1 KB gzip).
import { ErrorCode, getCsrfToken } from '@shop/api/calls';
import type { FailureBody } from '../contract/envelope';
import { toFormData, toQueryString } from './encode';
import { ApiError, NetworkError } from './errors';
import { exchange, type Answer } from './exchange';
import { uploadExchange, type UploadProgress, type XhrFactory } from './upload-exchange';

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
  /**
   * Checks the `data` of a successful answer against the call's schema and resolves with the parsed value, or
   * rejects with a ContractError. Development builds and tests pass the contract's check; production builds pass
   * none, since the backend checks every answer before sending it (decision 011).
   */
  checkData?: DataCheck;
  /** Makes the XMLHttpRequest of a call that reports upload progress (default: the runtime's). */
  xhr?: XhrFactory;
  /**
   * Told of a call that failed for a reason that is not the person's (no answer, a timeout, a server error), not of
   * refusals (4xx): the store's signals count them per call name.
   */
  onCallFailed?: (call: ApiCall, error: unknown) => void;
}

export type DataCheck = (call: ApiCall, data: unknown) => unknown;

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A 401 rejects without calling `onUnauthorized`: for warm-ups nobody asked for yet (preloading on intent). */
  quietUnauthorized?: boolean;
  /**
   * Told how much of a POST body has been sent (a progress bar for an upload). Such a call goes through
   * XMLHttpRequest, since fetch reports no upload progress; everything else about it is the same.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ApiClient {
  /** Makes one call of the contract and resolves with its `data`. Never retries. */
  call<C extends ApiCall>(def: C, input: CallInput<C> | FormData, options?: CallOptions): Promise<CallData<C>>;
  /** Reads the session's CSRF token for later POSTs; a failure is silently ignored (spec 8). */
  refreshCsrf(): Promise<void>;
  /** The stored CSRF token, or null before a successful `refreshCsrf`. */
  csrfToken(): string | null;
  setUnauthorizedHandler(handler: (error: ApiError) => void): void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up at each call so a fetch installed or replaced after start-up (tests, polyfills) is used.
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  // Looked up at each upload for the same reason as fetch.
  const createXhr = options.xhr ?? (() => new globalThis.XMLHttpRequest());
  let onUnauthorized = options.onUnauthorized;
  let csrf: string | null = null;

  function headers(json: boolean): Headers {
    const result = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    const token = options.getToken?.();
    if (token) result.set('Authorization', `Bearer ${token}`);
    if (json) result.set('Content-Type', 'application/json');
    return result;
  }

  function request(
    def: ApiCall,
    input: object,
  ): { url: string; method: 'GET' | 'POST'; headers: Headers; body?: string | FormData } {
    if (def.method === 'GET') {
      return { url: `${baseUrl}${def.path}${toQueryString(input)}`, method: 'GET', headers: headers(false) };
    }
    const multipart = Boolean(def.files) || input instanceof FormData;
    // For FormData the runtime sets the multipart boundary itself, so no Content-Type here.
    const sent = headers(!multipart);
    // An upload's token also travels in a header, so the backend refuses a forged one before reading its body.
    if (multipart) sent.set('X-CSRF-Token', csrf ?? '');
    return {
      url: `${baseUrl}${def.path}`,
      method: 'POST',
      headers: sent,
      body: multipart ? toFormData(input, csrf ?? '') : JSON.stringify({ ...input, _token: csrf ?? '' }),
    };
  }

  /** The envelope of an answer; a 401 answer is one even without a JSON body. */
  function envelopeOf({ status, text }: Answer): FailureBody {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      if (status === 401) return { code: ErrorCode.UNAUTHENTICATED, data: null, msg: '' };
      throw new NetworkError(`answer ${status} is not JSON`, status, { cause: error });
    }
    if (!isEnvelope(body)) throw new NetworkError(`answer ${status} is not an envelope`, status);
    return body;
  }

  async function perform<C extends ApiCall>(
    def: C,
    input: object,
    callOptions: CallOptions,
    notifyUnauthorized: boolean,
  ): Promise<CallData<C>> {
    const { url, ...init } = request(def, input);
    const deadline = {
      timeoutMs: callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal: callOptions.signal,
    };
    const { onUploadProgress } = callOptions;
    const answer =
      onUploadProgress && init.body !== undefined
        ? await uploadExchange(createXhr, url, { ...init, body: init.body }, deadline, onUploadProgress)
        : await exchange(fetchImpl, url, init, deadline);
    const body = envelopeOf(answer);
    if (answer.status === 401 || body.code === ErrorCode.UNAUTHENTICATED) {
      const error = new ApiError(answer.status, body);
      if (notifyUnauthorized) onUnauthorized?.(error);
      throw error;
    }
    if (body.code !== ErrorCode.OK) throw new ApiError(answer.status, body);
    const data = options.checkData ? await options.checkData(def, body.data) : body.data;
    return data as CallData<C>;
  }

  return {
    call: (def, input, callOptions = {}) =>
      perform(def, input as object, callOptions, !callOptions.quietUnauthorized).catch((error: unknown) => {
        const aborted = error instanceof DOMException && error.name === 'AbortError';
        if (!aborted && (!(error instanceof ApiError) || error.code >= ErrorCode.SERVER))
          options.onCallFailed?.(def, error);
        throw error;
      }),
    async refreshCsrf() {
      try {
        // Checked here by hand: production builds do not parse answers, and the token is sent back on every POST.
        const { csrf_token: token } = await perform(getCsrfToken, {}, {}, false);
        if (typeof token === 'string' && token !== '') csrf = token;
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

/** `{ code: number, data, msg: string }`: the shape of every answer, success or not. */
function isEnvelope(body: unknown): body is FailureBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  return typeof code === 'number' && typeof msg === 'string';
}
