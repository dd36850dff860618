// `@shop/platform/testing`: for the component tests of the remotes only (never imported by app code).
import type { ApiCall, CallData } from '@shop/api/calls';

/** A stand-in for the backend in component tests: answers envelopes per path and records what was asked. */
export interface Answer {
  status?: number;
  body: { code: number; data: unknown; msg?: string };
}
export interface Asked {
  url: URL;
  /** The query of a GET, the JSON body of a POST. */
  input: Record<string, unknown>;
}
export type Handler = (asked: Asked) => Answer | Promise<Answer>;

export function installFakeBackend(routes: Record<string, Handler>) {
  const requests: Asked[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const asked = { url, input: init.method === 'POST' ? body : Object.fromEntries(url.searchParams) };
    requests.push(asked);
    const handler = routes[url.pathname];
    const answer = handler ? await handler(asked) : fail(404, 'not_found');
    return new Response(JSON.stringify({ msg: 'ok', ...answer.body }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  /** What was asked of one call, oldest first. */
  const asked = (def: ApiCall) => requests.filter((request) => request.url.pathname === def.path);
  return { asked };
}

/** A success envelope, typed by the call it answers. */
export const ok = <C extends ApiCall>(_def: C, data: CallData<C>): Answer => ({ body: { code: 0, data } });

/** A refusal with the backend's shape: a message key, and field errors for a 422. */
export const fail = (code: number, key: string, errors?: Record<string, string[]>): Answer => ({
  status: code,
  body: { code, data: { key, ...(errors ? { errors } : {}) }, msg: key },
});
