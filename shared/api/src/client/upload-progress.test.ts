import { createApiClient } from './api-client';
import { isAbortError, NetworkError, TimeoutError } from './errors';
import { upload } from './test-calls.test-helper';

/** A stand-in for XMLHttpRequest: records what was sent; the test drives progress and the answer. */
class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  method = '';
  url = '';
  readonly headers = new Map<string, string>();
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

function setUp(timeoutMs?: number) {
  const sent: FakeXhr[] = [];
  const fetch = jest.fn(async () => new Response(JSON.stringify({ code: 0, data: { ok: true }, msg: 'ok' })));
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => 'tok-1',
    ...(timeoutMs ? { timeoutMs } : {}),
    xhr: () => {
      const xhr = new FakeXhr();
      sent.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  return { client, sent, fetch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('api client: uploads with progress', () => {
  it('sends the multipart body through XMLHttpRequest, tells the progress and resolves with the data', async () => {
    const { client, sent, fetch } = setUp();
    const seen: Array<[number, number]> = [];
    const image = new Blob(['png'], { type: 'image/png' });
    const done = client.call(upload, { note: 'n', images: [image] } as { note: string }, {
      onUploadProgress: ({ loaded, total }) => seen.push([loaded, total]),
    });
    await flush();
    const xhr = sent[0]!;
    expect(fetch).not.toHaveBeenCalled();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/shop-api/thing/upload']);
    expect(xhr.headers.get('authorization')).toBe('Bearer tok-1');
    expect(xhr.headers.get('content-type')).toBeUndefined();
    expect((xhr.body as FormData).get('note')).toBe('n');
    expect((xhr.body as FormData).getAll('images')).toHaveLength(1);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { code: 0, data: { ok: true }, msg: 'ok' });
    await expect(done).resolves.toEqual({ ok: true });
    expect(seen).toEqual([
      [50, 200],
      [200, 200],
    ]);
  });

  it('rejects with the same errors as any call: a refusal, a lost network, a cancel, a timeout', async () => {
    const { client, sent } = setUp(1000);
    const onUploadProgress = jest.fn();

    const refused = client.call(upload, { note: 'n' }, { onUploadProgress });
    await flush();
    sent[0]!.answer(422, { code: 422, data: { key: 'invalid', errors: { amount: ['too_high'] } }, msg: 'invalid' });
    await expect(refused).rejects.toMatchObject({ status: 422, key: 'invalid' });

    const lost = client.call(upload, { note: 'n' }, { onUploadProgress });
    await flush();
    sent[1]!.dispatchEvent(new Event('error'));
    await expect(lost).rejects.toBeInstanceOf(NetworkError);

    const controller = new AbortController();
    const canceled = client.call(upload, { note: 'n' }, { onUploadProgress, signal: controller.signal });
    await flush();
    controller.abort();
    expect(isAbortError(await canceled.catch((error: unknown) => error))).toBe(true);
    expect(sent[2]!.aborted).toBe(true);

    jest.useFakeTimers();
    try {
      const slow = client.call(upload, { note: 'n' }, { onUploadProgress, timeoutMs: 50 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(60);
      expect(await slow).toBeInstanceOf(TimeoutError);
      expect(sent[3]!.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps fetch for a call that asks no progress', async () => {
    const { client, sent, fetch } = setUp();
    await client.call(upload, { note: 'n' });
    expect(sent).toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
