import * as calls from '@shop/api/calls';
import { ApiError, createApiClient } from '@shop/api';
import { ErrorCode } from '@shop/api/calls';
import type { ApiCall } from '@shop/api/calls';
import { AUTH_COOKIE } from '@shop/platform/routes';
import type { CallKey, ServerAnswer } from '@shop/platform';
import { SessionRejected } from './server-session';

/** Every GET call of the contract by its path: a key `useCall` made names its call by path (`callKey`). */
const isGetCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'method' in value && value.method === 'GET' && 'path' in value;
const GET_CALLS: ReadonlyMap<string, ApiCall> = new Map(
  (Object.values(calls) as unknown[]).filter(isGetCall).map((call) => [call.path, call]),
);

/**
 * The request's cookies without the session's: the token travels as the browser sends it, in `Authorization`
 * (decision 046), and a visitor's calls never carry it. Nothing is decoded here (the header goes on as it came);
 * a name is told as the one reader tells it (`@shop/platform/cookie-header`: up to its `=`, trimmed), and a part
 * without one, which that reader ignores, is left out.
 */
export function visitorCookies(cookie: string): string {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.indexOf('=') > 0 && part.slice(0, part.indexOf('=')).trim() !== AUTH_COOKIE)
    .join('; ');
}

export interface ServerCallsOptions {
  /** The backend (the address the shell's server forwards the API paths to). */
  apiUrl: string;
  /** The shopper's cookies but the session's (the shop gate's pass among them), sent as the browser would. */
  cookie: string;
  /** A customer's bearer token (`Authorization`, as the browser's client sends it), null for a visitor. */
  token: string | null;
  /** No call may take longer than what is left of the page's budget. */
  signal: AbortSignal;
}

/**
 * What a page's reads came to (decision 053): `failed` when a call got no answer (the backend down, slow, 5xx, an
 * answer the contract does not know), so the page was drawn loading there and is incomplete; `notFound` when the
 * backend said what a call names does not exist (a product id it does not know), so the page is a 404.
 */
export interface ReadsOutcome {
  failed: boolean;
  notFound: boolean;
}

const saysNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/** Reads calls for one page as its shopper's browser would, straight from the backend. */
export function serverCalls({ apiUrl, cookie, token, signal }: ServerCallsOptions) {
  let rejected = false;
  const outcome: ReadsOutcome = { failed: false, notFound: false };
  const client = createApiClient({
    baseUrl: apiUrl.replace(/\/$/, ''),
    getToken: () => token,
    onUnauthorized: () => {
      rejected = true;
    },
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      return fetch(input, { ...init, headers, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
    },
  });
  /**
   * The answers of the keys a render asked for. A key of an unknown call, or a call that fails, has no answer: the
   * page draws it loading, as the browser will before it asks for it itself; a failure is noted in `outcome`,
   * never dropped silently. A customer's call answered 401 rejects the whole page (`SessionRejected`).
   */
  async function read(keys: readonly CallKey[]): Promise<ServerAnswer[]> {
    const answers = await Promise.all(
      keys.map(async (key): Promise<ServerAnswer | null> => {
        const call = GET_CALLS.get(key[0]);
        if (!call) return null;
        try {
          return [key, await client.call(call, JSON.parse(key[1]) as object)];
        } catch (error) {
          if (saysNotFound(error)) outcome.notFound = true;
          else outcome.failed = true;
          return null;
        }
      }),
    );
    if (rejected && token !== null) throw new SessionRejected('the backend does not know this session');
    return answers.filter((answer): answer is ServerAnswer => answer !== null);
  }
  return { read, outcome };
}
