import * as calls from '@shop/api/calls';
import { createApiClient } from '@shop/api';
import type { ApiCall } from '@shop/api/calls';
import { AUTH_COOKIE } from '@shop/platform/routes';
import type { CallKey, ServerAnswer } from '@shop/platform';

/** Every GET call of the contract by its path: a key `useCall` made names its call by path (`callKey`). */
const isGetCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'method' in value && value.method === 'GET' && 'path' in value;
const GET_CALLS: ReadonlyMap<string, ApiCall> = new Map(
  (Object.values(calls) as unknown[]).filter(isGetCall).map((call) => [call.path, call]),
);

/** The request's cookies without the session's: what the server reads, it reads as a visitor (decision 038). */
export function visitorCookies(cookie: string): string {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0] !== AUTH_COOKIE)
    .join('; ');
}

export interface ServerCallsOptions {
  /** The backend (the address the shell's server forwards the API paths to). */
  apiUrl: string;
  /** The visitor's cookies (the shop gate's pass among them), sent with every call as the browser would. */
  cookie: string;
  /** No call may take longer than what is left of the page's budget. */
  signal: AbortSignal;
}

/** Reads calls for one page as its visitor would, straight from the backend. */
export function serverCalls({ apiUrl, cookie, signal }: ServerCallsOptions) {
  const client = createApiClient({
    baseUrl: apiUrl.replace(/\/$/, ''),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      return fetch(input, { ...init, headers, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
    },
  });
  /**
   * The answers of the keys a render asked for. A key of an unknown call, or a call that fails, has no answer: the
   * page draws it loading, as the browser will before it asks for it itself.
   */
  return async function read(keys: readonly CallKey[]): Promise<ServerAnswer[]> {
    const answers = await Promise.all(
      keys.map(async (key): Promise<ServerAnswer | null> => {
        const call = GET_CALLS.get(key[0]);
        if (!call) return null;
        try {
          return [key, await client.call(call, JSON.parse(key[1]) as object)];
        } catch {
          return null;
        }
      }),
    );
    return answers.filter((answer): answer is ServerAnswer => answer !== null);
  };
}
