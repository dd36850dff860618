import * as v from 'valibot';
import { checkWithContract } from '../contract/check-data';
import { createApiClient } from './api-client';
import { ApiError, ContractError, fieldErrors, isAbortError, NetworkError, TimeoutError } from './errors';
import { testCall, upload } from './test-calls.test-helper';

const getThing = testCall({
  name: 'test.get',
  method: 'GET',
  path: '/shop-api/thing',
  input: v.object({ id: v.number(), tags: v.optional(v.array(v.string())), q: v.optional(v.string()) }),
  data: v.object({ id: v.number() }),
});

const postThing = testCall({
  name: 'test.post',
  method: 'POST',
  path: '/shop-api/thing/add',
  input: v.object({ name: v.string() }),
  data: v.object({ ok: v.boolean() }),
});

/** getThing with an answer its schema transforms. */
const datedThing = testCall({
  ...getThing,
  name: 'test.dated',
  data: v.object({
    at: v.pipe(
      v.string(),
      v.transform((text) => new Date(text)),
    ),
  }),
});

interface Recorded {
  url: string;
  init: RequestInit;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = (data: unknown) => json({ code: 0, data, msg: 'ok' });

/** A fake fetch that records every request, answers the CSRF call with 'csrf-1' and the rest with `answer`. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    if (String(url).endsWith('/shop-hapi/csrf-token')) return ok({ csrf_token: 'csrf-1' });
    return answer(String(url), init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that answers only when its signal aborts (with the AbortError a real fetch gives). */
const hangingFetch = () =>
  jest.fn(
    (_url: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  ) as unknown as typeof globalThis.fetch;

/** A response whose headers arrive but whose body never ends. */
const endlessBody = () => new Response(new ReadableStream({ start() {} }), { status: 200 });

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call resolved');
    },
    (error: unknown) => error,
  );

describe('api client: requests', () => {
  it('sends the XMLHttpRequest marker, Accept and, when logged in, the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ id: 1 }));
    let token: string | null = null;
    const client = createApiClient({ fetch, getToken: () => token });
    await client.call(getThing, { id: 1 });
    token = 'tok-9';
    await client.call(getThing, { id: 1 });
    for (const { init } of calls) {
      expect(header(init, 'X-Requested-With')).toBe('XMLHttpRequest');
      expect(header(init, 'Accept')).toBe('application/json');
      // The language travels in the `locale` field of the calls whose answer depends on it, not in a header.
      expect(header(init, 'Accept-Language')).toBeNull();
      expect(init.credentials).toBe('same-origin');
    }
    expect(header(calls[0]!.init, 'Authorization')).toBeNull();
    expect(header(calls[1]!.init, 'Authorization')).toBe('Bearer tok-9');
  });

  it('uses globalThis.fetch by default', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ id: 1 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetch;
    try {
      await createApiClient().call(getThing, { id: 1 });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/shop-api/thing?id=1');
  });

  it('encodes GET input in the query, arrays as repeated keys, skipping undefined', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ id: 1 }));
    await createApiClient({ fetch, baseUrl: 'http://api' }).call(getThing, {
      id: 1,
      tags: ['a b', 'c&d'],
      q: undefined,
    });
    expect(calls[0]!.url).toBe('http://api/shop-api/thing?id=1&tags=a+b&tags=c%26d');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(header(calls[0]!.init, 'Content-Type')).toBeNull();
  });

  it('leaves the query out when there is no input', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ id: 1 }));
    await createApiClient({ fetch }).call(getThing, {} as { id: number });
    expect(calls[0]!.url).toBe('/shop-api/thing');
  });
});

describe('api client: CSRF', () => {
  it('reads the CSRF token once and sends it as _token in every JSON POST', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ ok: true }));
    const client = createApiClient({ fetch, getToken: () => 'tok' });
    await client.refreshCsrf();
    expect(client.csrfToken()).toBe('csrf-1');
    await client.call(postThing, { name: 'x' });
    await client.call(postThing, { name: 'y' });
    expect(calls[0]!.url).toBe('/shop-hapi/csrf-token');
    expect(calls[0]!.init.method).toBe('GET');
    expect(header(calls[0]!.init, 'X-Requested-With')).toBe('XMLHttpRequest');
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { name: 'x', _token: 'csrf-1' },
      { name: 'y', _token: 'csrf-1' },
    ]);
    expect(header(posts[0]!.init, 'Content-Type')).toBe('application/json');
    expect(header(posts[0]!.init, 'Authorization')).toBe('Bearer tok');
    expect(calls.filter((c) => c.url.endsWith('/csrf-token'))).toHaveLength(1);
  });

  it('sends an empty _token before any CSRF token is known', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ ok: true }));
    await createApiClient({ fetch }).call(postThing, { name: 'x' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'x', _token: '' });
  });

  it('adds _token to multipart bodies, with files and repeated fields, and to a FormData input', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ ok: true }));
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
    expect(header(calls[1]!.init, 'X-CSRF-Token')).toBe('csrf-1');

    const form = new FormData();
    form.append('note', 'from a form');
    form.append('_token', 'stale');
    await client.call(postThing, form);
    const sent = calls[2]!.init.body as FormData;
    expect(sent.getAll('_token')).toEqual(['csrf-1']);
    expect(sent.get('note')).toBe('from a form');
    expect(form.get('_token')).toBe('stale');
  });

  it.each([
    [
      'a network failure',
      () => {
        throw new TypeError('offline');
      },
    ],
    ['a non-JSON answer', () => new Response('<html>', { status: 500 })],
    ['a failure code', () => json({ code: 500, data: {}, msg: 'boom' }, 500)],
    ['a 401', () => json({ code: 401, data: {}, msg: 'unauthenticated' }, 401)],
    ['an answer without csrf_token', () => ok({})],
  ])('silently ignores %s and keeps the token it had', async (_label, failure) => {
    let fail = false;
    const fetch = jest.fn(async () => (fail ? failure() : ok({ csrf_token: 'csrf-1' })));
    const hook = jest.fn();
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, onUnauthorized: hook });
    await client.refreshCsrf();
    fail = true;
    await expect(client.refreshCsrf()).resolves.toBeUndefined();
    expect(client.csrfToken()).toBe('csrf-1');
    expect(hook).not.toHaveBeenCalled();
  });

  it('has no token when the first CSRF fetch fails', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof globalThis.fetch;
    const client = createApiClient({ fetch });
    await client.refreshCsrf();
    expect(client.csrfToken()).toBeNull();
  });
});

describe('api client: answers', () => {
  it('resolves code 0 with its data as sent when no check is given (production builds)', async () => {
    const { fetch } = fakeFetch(() => ok({ id: 'not checked', extra: 'kept' }));
    await expect(createApiClient({ fetch }).call(getThing, { id: 7 })).resolves.toEqual({
      id: 'not checked',
      extra: 'kept',
    });
  });

  it('resolves code 0 with data parsed by the contract check (unknown keys dropped, transforms applied)', async () => {
    const { fetch } = fakeFetch(() => ok({ id: 7, extra: 'dropped' }));
    await expect(createApiClient({ fetch, checkData: checkWithContract }).call(getThing, { id: 7 })).resolves.toEqual({
      id: 7,
    });
    const dated = fakeFetch(() => ok({ at: '2024-01-02T03:04:05.000Z' }));
    const data = await createApiClient({ fetch: dated.fetch, checkData: checkWithContract }).call(datedThing, {
      id: 1,
    });
    expect(data.at).toBeInstanceOf(Date);
    expect(data.at.toISOString()).toBe('2024-01-02T03:04:05.000Z');
  });

  it('rejects any other code with an ApiError carrying the whole body', async () => {
    const body = {
      code: 422,
      data: { key: 'email_required', errors: { email: ['email_required'] } },
      msg: 'The Email field is required',
    };
    const { fetch } = fakeFetch(() => json(body, 422));
    const error = (await failureOf(createApiClient({ fetch }).call(postThing, { name: '' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body).toEqual(body);
    expect(error.status).toBe(422);
    expect(error.code).toBe(422);
    expect(error.msg).toBe('The Email field is required');
    expect(error.data).toEqual(body.data);
    expect(error.key).toBe('email_required');
    expect(fieldErrors(error)).toEqual({ email: ['email_required'] });
  });

  it('rejects a body code other than 0 even with HTTP 200', async () => {
    const { fetch } = fakeFetch(() => json({ code: 409, data: { key: 'conflict' }, msg: 'conflict' }));
    const error = (await failureOf(createApiClient({ fetch }).call(getThing, { id: 1 }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.code).toBe(409);
  });

  it('gives field errors only for a 422 with well-formed errors', () => {
    const failure = (code: number, data: unknown) => new ApiError(code, { code, data, msg: '' });
    expect(fieldErrors(failure(409, { errors: { email: ['email_required'] } }))).toEqual({});
    expect(fieldErrors(failure(422, { key: 'x' }))).toEqual({});
    expect(fieldErrors(failure(422, { errors: { a: ['k'], b: 'not a list', c: [1] } }))).toEqual({ a: ['k'] });
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(fieldErrors(null)).toEqual({});
  });

  it.each([
    ['HTTP 401', () => json({ code: 401, data: {}, msg: 'unauthenticated' }, 401)],
    ['body code 401', () => json({ code: 401, data: {}, msg: 'unauthenticated' }, 200)],
    ['HTTP 401 without JSON', () => new Response('nope', { status: 401 })],
  ])('calls the unauthorized hook set later on %s, then rejects', async (_label, answer) => {
    const { fetch } = fakeFetch(answer);
    const hook = jest.fn();
    const client = createApiClient({ fetch });
    client.setUnauthorizedHandler(hook);
    const error = await failureOf(client.call(getThing, { id: 1 }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(401);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(error);
  });

  it('calls the hook given in the options, and a replaced hook instead of it', async () => {
    const { fetch } = fakeFetch(() => json({ code: 401, data: {}, msg: 'unauthenticated' }, 401));
    const first = jest.fn();
    const second = jest.fn();
    const client = createApiClient({ fetch, onUnauthorized: first });
    await failureOf(client.call(getThing, { id: 1 }));
    client.setUnauthorizedHandler(second);
    await failureOf(client.call(getThing, { id: 1 }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('rejects a quiet call’s 401 without calling the hook (a warm-up sends nobody to login)', async () => {
    const { fetch } = fakeFetch(() => json({ code: 401, data: {}, msg: 'unauthenticated' }, 401));
    const hook = jest.fn();
    const client = createApiClient({ fetch, onUnauthorized: hook });
    const error = await failureOf(client.call(getThing, { id: 1 }, { quietUnauthorized: true }));
    expect(error).toBeInstanceOf(ApiError);
    expect(hook).not.toHaveBeenCalled();
  });

  it('does not call the hook for other failures', async () => {
    const { fetch } = fakeFetch(() => json({ code: 403, data: {}, msg: 'forbidden' }, 403));
    const hook = jest.fn();
    await failureOf(createApiClient({ fetch, onUnauthorized: hook }).call(getThing, { id: 1 }));
    expect(hook).not.toHaveBeenCalled();
  });

  it('rejects data that breaks the contract with a ContractError carrying the issues', async () => {
    const { fetch } = fakeFetch(() => ok({ id: 'seven' }));
    const client = createApiClient({ fetch, checkData: checkWithContract });
    const error = (await failureOf(client.call(getThing, { id: 1 }))) as ContractError;
    expect(error).toBeInstanceOf(ContractError);
    expect(error.call).toBe('test.get');
    expect(error.issues[0]?.path?.[0]?.key).toBe('id');
  });

  it('turns a network failure into NetworkError without a status', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const error = (await failureOf(createApiClient({ fetch: offline }).call(getThing, { id: 1 }))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBeNull();
  });

  it.each([
    ['not JSON', () => new Response('<html>bad gateway</html>', { status: 502 })],
    ['not an envelope', () => json({ result: 1 }, 200)],
  ])('turns an answer that is %s into NetworkError with its status', async (_label, answer) => {
    const { fetch } = fakeFetch(answer);
    const error = (await failureOf(createApiClient({ fetch }).call(getThing, { id: 1 }))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(answer().status);
  });
});

describe('api client: abort and timeout', () => {
  it('rejects with an AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ fetch: hangingFetch() }).call(getThing, { id: 1 }, { signal: controller.signal });
    controller.abort();
    const error = await failureOf(pending);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('makes no request for an already aborted signal', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ id: 1 }));
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(createApiClient({ fetch }).call(getThing, { id: 1 }, { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('aborts while the body is still arriving', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(() => {
      setTimeout(() => controller.abort(), 5);
      return endlessBody();
    });
    const error = await failureOf(createApiClient({ fetch }).call(getThing, { id: 1 }, { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
  });

  it('rejects with TimeoutError when the call takes longer than the timeout', async () => {
    const error = (await failureOf(
      createApiClient({ fetch: hangingFetch(), timeoutMs: 20 }).call(getThing, { id: 1 }),
    )) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(20);
    expect(isAbortError(error)).toBe(false);
  });

  it('times out a fetch that ignores its signal, and a body that never ends', async () => {
    const deaf = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ fetch: deaf, timeoutMs: 20 }).call(getThing, { id: 1 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    const { fetch } = fakeFetch(endlessBody);
    await expect(createApiClient({ fetch, timeoutMs: 20 }).call(getThing, { id: 1 })).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it('lets one call set its own timeout', async () => {
    const client = createApiClient({ fetch: hangingFetch(), timeoutMs: 60_000 });
    const error = (await failureOf(client.call(getThing, { id: 1 }, { timeoutMs: 10 }))) as TimeoutError;
    expect(error.timeoutMs).toBe(10);
  });

  it('uses a 15 second timeout by default', async () => {
    jest.useFakeTimers();
    try {
      const pending = failureOf(createApiClient({ fetch: hangingFetch() }).call(getThing, { id: 1 }));
      await jest.advanceTimersByTimeAsync(14_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(TimeoutError);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('api client: no retries', () => {
  it.each([
    ['a 500', () => json({ code: 500, data: {}, msg: 'boom' }, 500)],
    ['a 429', () => json({ code: 429, data: {}, msg: 'limit' }, 429)],
    ['a non-JSON 503', () => new Response('unavailable', { status: 503 })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['a contract mismatch', () => ok({ ok: 'yes' })],
  ])('makes exactly one request after %s', async (_label, answer) => {
    const { fetch, calls } = fakeFetch(answer);
    await failureOf(createApiClient({ fetch, checkData: checkWithContract }).call(postThing, { name: 'x' }));
    expect(calls).toHaveLength(1);
  });

  it('makes exactly one request after a timeout', async () => {
    const fetch = hangingFetch();
    await failureOf(createApiClient({ fetch, timeoutMs: 10 }).call(postThing, { name: 'x' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
