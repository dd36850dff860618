import * as v from 'valibot';
import { defineCall } from '../contract/define-call';
import { createApiClient } from './api-client';
import { ApiError, ContractError, fieldErrors, isAbortError, NetworkError, TimeoutError } from './errors';

const getThing = defineCall({
  name: 'test.get',
  method: 'GET',
  path: '/shop-api/thing',
  summary: '',
  access: 'public',
  gated: false,
  input: v.object({ id: v.number(), tags: v.optional(v.array(v.string())), q: v.optional(v.string()) }),
  data: v.object({ id: v.number() }),
});

const postThing = defineCall({
  name: 'test.post',
  method: 'POST',
  path: '/shop-api/thing/add',
  summary: '',
  access: 'customer',
  gated: false,
  input: v.object({ name: v.string() }),
  data: v.object({ ok: v.boolean() }),
});

const upload = defineCall({
  name: 'test.upload',
  method: 'POST',
  path: '/shop-api/thing/upload',
  summary: '',
  access: 'customer',
  gated: false,
  input: v.object({ note: v.string() }),
  data: v.object({ ok: v.boolean() }),
  files: { images: { maxCount: 2, maxBytes: 10, kinds: ['image'] } },
});

interface Recorded {
  url: string;
  init: RequestInit;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch that answers the CSRF call with 'csrf-1' and everything else with `answer`. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    if (String(url).endsWith('/shop-hapi/csrf-token'))
      return json({ code: 0, data: { csrf_token: 'csrf-1' }, msg: 'ok' });
    return answer(String(url), init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('api client', () => {
  it('sends the XMLHttpRequest marker and, when logged in, the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, data: { id: 1 }, msg: 'ok' }));
    let token: string | null = null;
    const client = createApiClient({ fetch, getToken: () => token, locale: () => 'vi' });
    await client.call(getThing, { id: 1 });
    token = 'tok-9';
    await client.call(getThing, { id: 1 });
    expect(header(calls[0]!.init, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(calls[0]!.init, 'Authorization')).toBeNull();
    expect(header(calls[1]!.init, 'Authorization')).toBe('Bearer tok-9');
    expect(header(calls[1]!.init, 'Accept-Language')).toBe('vi');
    expect(calls[1]!.init.credentials).toBe('same-origin');
  });

  it('encodes GET input in the query, arrays as repeated keys, skipping undefined', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, data: { id: 1 }, msg: 'ok' }));
    await createApiClient({ fetch, baseUrl: 'http://api' }).call(getThing, {
      id: 1,
      tags: ['a b', 'c&d'],
      q: undefined,
    });
    expect(calls[0]!.url).toBe('http://api/shop-api/thing?id=1&tags=a+b&tags=c%26d');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('reads the CSRF token once and sends it as _token in every JSON POST', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, data: { ok: true }, msg: 'ok' }));
    const client = createApiClient({ fetch });
    await client.refreshCsrf();
    expect(client.csrfToken()).toBe('csrf-1');
    await client.call(postThing, { name: 'x' });
    await client.call(postThing, { name: 'y' });
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { name: 'x', _token: 'csrf-1' },
      { name: 'y', _token: 'csrf-1' },
    ]);
    expect(header(posts[0]!.init, 'Content-Type')).toBe('application/json');
    expect(calls.filter((c) => c.url.endsWith('/csrf-token'))).toHaveLength(1);
  });

  it('adds _token to multipart bodies, with files and repeated fields', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, data: { ok: true }, msg: 'ok' }));
    const client = createApiClient({ fetch });
    await client.refreshCsrf();
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await client.call(upload, { note: 'n', images: [image, image] } as { note: string });
    const body = calls[1]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('_token')).toBe('csrf-1');
    expect(body.get('note')).toBe('n');
    expect(body.getAll('images')).toHaveLength(2);
    expect(header(calls[1]!.init, 'Content-Type')).toBeNull();

    const form = new FormData();
    form.append('note', 'from a form');
    await client.call(postThing, form);
    expect((calls[2]!.init.body as FormData).get('_token')).toBe('csrf-1');
  });

  it('ignores a failing CSRF fetch', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ fetch });
    await expect(client.refreshCsrf()).resolves.toBeUndefined();
    expect(client.csrfToken()).toBeNull();
  });

  it('resolves code 0 with data checked against the schema', async () => {
    const { fetch } = fakeFetch(() => json({ code: 0, data: { id: 7, extra: 'dropped' }, msg: 'ok' }));
    await expect(createApiClient({ fetch }).call(getThing, { id: 7 })).resolves.toEqual({ id: 7 });
  });

  it('rejects any other code with the whole body', async () => {
    const body = {
      code: 422,
      data: { key: 'email_required', errors: { email: ['email_required'] } },
      msg: 'The Email field is required',
    };
    const { fetch } = fakeFetch(() => json(body, 422));
    const error = await createApiClient({ fetch })
      .call(postThing, { name: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).key).toBe('email_required');
    expect(fieldErrors(error)).toEqual({ email: ['email_required'] });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });

  it('rejects a body code other than 0 even with HTTP 200', async () => {
    const { fetch } = fakeFetch(() => json({ code: 409, data: {}, msg: 'conflict' }));
    await expect(createApiClient({ fetch }).call(getThing, { id: 1 })).rejects.toMatchObject({ code: 409 });
  });

  it.each([
    ['HTTP 401', () => json({ code: 401, data: {}, msg: 'unauthenticated' }, 401)],
    ['body code 401', () => json({ code: 401, data: {}, msg: 'unauthenticated' }, 200)],
    ['HTTP 401 without JSON', () => new Response('nope', { status: 401 })],
  ])('calls the unauthorized hook on %s, then rejects', async (_label, answer) => {
    const { fetch } = fakeFetch(answer);
    const hook = jest.fn();
    const client = createApiClient({ fetch });
    client.setUnauthorizedHandler(hook);
    await expect(client.call(getThing, { id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('rejects data that breaks the contract with a ContractError', async () => {
    const { fetch } = fakeFetch(() => json({ code: 0, data: { id: 'seven' }, msg: 'ok' }));
    const error = await createApiClient({ fetch })
      .call(getThing, { id: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).call).toBe('test.get');
  });

  it('turns network failures and non-JSON answers into NetworkError', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ fetch: offline }).call(getThing, { id: 1 })).rejects.toBeInstanceOf(NetworkError);
    const { fetch } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await createApiClient({ fetch })
      .call(getThing, { id: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(502);
  });

  it('rejects with an AbortError when the caller aborts', async () => {
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = createApiClient({ fetch }).call(getThing, { id: 1 }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('aborts a call that takes longer than the timeout', async () => {
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    const error = await createApiClient({ fetch, timeoutMs: 20 })
      .call(getThing, { id: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('never retries, even after a 500', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 500, data: {}, msg: 'boom' }, 500));
    await expect(createApiClient({ fetch }).call(postThing, { name: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
