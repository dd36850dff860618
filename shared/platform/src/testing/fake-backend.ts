// `@shop/platform/testing`: the one stand-in for the backend in component tests, for the shell and every remote
// (never imported by app code). It answers by method and path, as the backend's routes do.
import {
  getCsrfToken,
  getHeader,
  getLocaleList,
  getWebsitePassword,
  type ApiCall,
  type CallData,
} from '@shop/api/calls';
import { visitorHeader } from './fixtures/header';

/** What the fake backend answers: an envelope and its HTTP status, or a rejection (a lost network). */
export interface Answer {
  status?: number;
  body: { code: number; data: unknown; msg?: string };
}
export interface Asked {
  method: string;
  url: URL;
  /** The query of a GET, the JSON body of a POST; a multipart body's fields (files as File, repeated as lists). */
  input: Record<string, unknown>;
  headers: Headers;
}
export type Handler = (asked: Asked) => Answer | Promise<Answer>;

/** A route of the fake backend: `GET /shop-hapi/header`, written `route(getHeader)`. */
export type Route = `${'GET' | 'POST'} ${string}`;
export const route = (def: ApiCall): Route => `${def.method} ${def.path}`;

// Keys are `route(call)` (a computed key widens to string, which keeps the handlers contextually typed).
export function installFakeBackend(routes: Readonly<Record<string, Handler>>) {
  const requests: Asked[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : init.body instanceof FormData
          ? formFields(init.body)
          : {};
    const asked: Asked = {
      method,
      url,
      input: method === 'POST' ? body : Object.fromEntries(url.searchParams),
      headers: new Headers(init.headers),
    };
    requests.push(asked);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(asked) : fail(404, 'not_found');
    return new Response(JSON.stringify({ msg: 'ok', ...answer.body }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  /** What was asked of one call (its method and path), oldest first. */
  const asked = (def: ApiCall) =>
    requests.filter((request) => request.method === def.method && request.url.pathname === def.path);
  return { asked, requests };
}

function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    fields[key] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

const progressEvent = (loaded: number, total: number) =>
  Object.assign(new Event('progress'), { loaded, total, lengthComputable: true });

/**
 * The XMLHttpRequest of an upload with progress, answered by the same routes (through the fake fetch): half the
 * body is reported sent at once, the rest when the handler answers, so a test can see a call in flight.
 */
class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: FormData | string | null) {
    const total = body instanceof FormData ? Math.max(1, sizeOf(body)) : 1;
    void (async () => {
      await Promise.resolve();
      if (this.aborted) return;
      this.upload.dispatchEvent(progressEvent(Math.floor(total / 2), total));
      const response = await globalThis.fetch(this.url, { method: this.method, headers: this.headers, body });
      const text = await response.text();
      if (this.aborted) return;
      this.upload.dispatchEvent(progressEvent(total, total));
      this.status = response.status;
      this.responseText = text;
      this.dispatchEvent(new Event('load'));
    })();
  }
}

const sizeOf = (form: FormData) =>
  [...form.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0);

/** A success envelope, typed by the call it answers. */
export const ok = <C extends ApiCall>(_def: C, data: CallData<C>): Answer => ({ body: { code: 0, data } });

/** A refusal with the backend's shape: a message key, and field errors for a 422. */
export const fail = (code: number, key: string, errors?: Record<string, string[]>): Answer => ({
  status: code,
  body: { code, data: { key, ...(errors ? { errors } : {}) }, msg: key },
});

/** The calls every page of the store makes at start, answered for a visitor of an open shop. */
export const storeBasics: Readonly<Record<string, Handler>> = {
  [route(getWebsitePassword)]: () => ok(getWebsitePassword, { is_page: false, protected: false }),
  [route(getCsrfToken)]: () => ok(getCsrfToken, { csrf_token: 'csrf-test' }),
  [route(getHeader)]: () => ok(getHeader, visitorHeader),
  [route(getLocaleList)]: () =>
    ok(getLocaleList, [
      { code: 'en', names: { en: 'English', vi: 'Tiếng Anh' } },
      { code: 'vi', names: { en: 'Vietnamese', vi: 'Tiếng Việt' } },
    ]),
};
