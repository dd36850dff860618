import type { FastifyInstance } from 'fastify';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMMUTABLE, NO_CACHE } from '../static/cache-policy';
import { RUNTIME_CONFIG_MAX_AGE_MS, runtimeConfigSource } from '../runtime-config/runtime-config-source';
import { runtimeConfigScript } from './route-preloads';
import { createShellServer } from './serve-shell';
import { fakeBackend, SCRIPT, tempDist, withPrecompressed } from '../testing/fixtures';

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const runtimeConfig = {
  remotes: {
    mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json',
    mf_checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
  },
};

/** index.html as a page is sent: the runtime configuration written into its head. */
const PAGE = INDEX.replace('</head>', `${runtimeConfigScript(runtimeConfig)}</head>`);

let app: FastifyInstance;
let backend: Awaited<ReturnType<typeof fakeBackend>>;
const dist = tempDist({
  'index.html': INDEX,
  ...withPrecompressed('main.0a1b2c3d.js', SCRIPT),
  'main.0a1b2c3d.js.map': '{}',
  'assets/logo.9f8e7d6c.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\n',
});

beforeAll(async () => {
  backend = await fakeBackend();
  app = await createShellServer({ distDir: dist.dir, apiUrl: backend.url, runtimeConfig });
});

afterAll(async () => {
  await app.close();
  await backend.close();
  dist.remove();
});

describe('shell server: files and cache headers', () => {
  it('caches content-hashed files for a year, immutable', async () => {
    for (const url of ['/main.0a1b2c3d.js', '/main.0a1b2c3d.js.map', '/assets/logo.9f8e7d6c.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('revalidates index.html and files without a content hash', async () => {
    for (const url of ['/', '/index.html', '/robots.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
    }
    const first = await app.inject({ url: '/robots.txt' });
    const again = await app.inject({ url: '/robots.txt', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the page whole every time, so its CSP is always the one in force (never a 304)', async () => {
    for (const url of ['/', '/index.html', '/pc/cart']) {
      const first = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(first.headers.etag).toBeUndefined();
      expect(first.headers['last-modified']).toBeUndefined();
      const again = await app.inject({
        url,
        headers: { accept: 'text/html', 'if-none-match': '"anything"', 'if-modified-since': new Date().toUTCString() },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-security-policy']).toBeDefined();
    }
  });

  it('serves /runtime-config.json uncached', async () => {
    const res = await app.inject({ url: '/runtime-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.json()).toEqual(runtimeConfig);
  });
});

describe('shell server: single-page fallback', () => {
  it.each(['/pc/cart', '/mobile', '/pc/customer/social-login/google/callback?code=1'])(
    'answers %s with index.html',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      expect(res.body).toBe(PAGE);
    },
  );

  it('answers a navigation to a file-like path with the page (its router shows the 404)', async () => {
    const res = await app.inject({ url: '/pc/nothing.here', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
  });

  it('keeps a missing script a 404, so the page sees a chunk load failure', async () => {
    const res = await app.inject({ url: '/main.ffffffff.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('does not answer other methods with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/pc/cart' });
    expect(res.statusCode).toBe(404);
  });
});

describe('shell server: security headers on HTML', () => {
  it('sends nosniff, the referrer policy and a CSP that allows the remote origins', async () => {
    const res = await app.inject({ url: '/pc/cart' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:3001 https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3001 https://cdn.example.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('puts no page policy on scripts or on the backend answers', async () => {
    expect((await app.inject({ url: '/main.0a1b2c3d.js' })).headers['content-security-policy']).toBeUndefined();
    expect((await app.inject({ url: '/shop-api/site/header' })).headers['content-security-policy']).toBeUndefined();
  });
});

describe('shell server: API forwarding', () => {
  const lastSeen = () => backend.seen[backend.seen.length - 1]!;

  it.each(['/shop-hapi/site/info', '/shop-api/cart/list?page=2', '/openapi/spec', '/uploads/site/logo.svg'])(
    'forwards %s with its path and query',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(lastSeen().url).toBe(url);
      expect(res.json()).toEqual({ code: 0, data: { path: url }, msg: 'ok' });
    },
  );

  it.each([
    ['GET', '/__dev/outbox?to=victim@example.com'],
    ['GET', '/__dev'],
    ['POST', '/__dev/after-sales/seller'],
    ['POST', '/__dev/orders/advance'],
  ] as const)('never forwards the development endpoint %s %s', async (method, url) => {
    const before = backend.seen.length;
    const res = await app.inject({
      method,
      url,
      headers: { accept: 'text/html,application/json' },
      ...(method === 'POST' ? { payload: { id: 1, action: 'approve' } } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
    expect(backend.seen.length).toBe(before);
  });

  it('forwards method, body and cookies, and every Set-Cookie back', async () => {
    const body = JSON.stringify({ product_id: 7, quantity: 2, _token: 'csrf' });
    const res = await app.inject({
      method: 'POST',
      url: '/shop-api/cart/add',
      headers: { 'content-type': 'application/json', cookie: 'authorization=t0k; locale=en', host: 'shop.test' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const seen = lastSeen();
    expect(seen.method).toBe('POST');
    expect(JSON.parse(seen.body)).toEqual(JSON.parse(body));
    expect(seen.headers.cookie).toBe('authorization=t0k; locale=en');
    expect(res.headers['set-cookie']).toEqual(['authorization=abc; Path=/; HttpOnly', 'locale=vi; Path=/']);
  });

  it('names the backend in Host and the shopper in X-Forwarded-*', async () => {
    await app.inject({ url: '/shop-api/site/header', headers: { host: 'shop.test' }, remoteAddress: '10.0.0.9' });
    const seen = lastSeen();
    expect(seen.headers.host).toBe(new URL(backend.url).host);
    expect(seen.headers['x-forwarded-host']).toBe('shop.test');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-for']).toBe('10.0.0.9');
  });

  it('passes a multipart upload through byte for byte', async () => {
    const boundary = 'x-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    await app.inject({
      method: 'POST',
      url: '/shop-api/after-sales/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(lastSeen().body).toBe(payload);
    expect(lastSeen().headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });
});

describe('shell server: a body sent after Expect: 100-continue', () => {
  it('is forwarded whole, as curl sends bodies over 1 MB', async () => {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const boundary = 'x-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${url}/shop-api/after-sales/upload`, {
        method: 'POST',
        headers: {
          expect: '100-continue',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      request.on('continue', () => request.end(body));
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ code: 0, data: { path: '/shop-api/after-sales/upload' }, msg: 'ok' });
    const seen = backend.seen[backend.seen.length - 1]!;
    expect(seen.body).toBe(body);
    expect(seen.headers.expect).toBeUndefined();
  });
});

describe('shell server: compression', () => {
  it("sends the build's brotli file when offered, its gzip file otherwise, nothing when not asked", async () => {
    const br = await app.inject({ url: '/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(dist.dir, 'main.0a1b2c3d.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);

    const gzip = await app.inject({ url: '/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/main.0a1b2c3d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('shell server: backend down', () => {
  it('answers the API paths with 502 and the error envelope', async () => {
    const closed = await fakeBackend();
    await closed.close();
    const lonely = await createShellServer({ distDir: dist.dir, apiUrl: closed.url, runtimeConfig });
    try {
      const res = await lonely.inject({ url: '/shop-api/site/header' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: 500, data: null, msg: 'backend unavailable' });
      expect((await lonely.inject({ url: '/pc/cart' })).statusCode).toBe(200);
    } finally {
      await lonely.close();
    }
  });
});

describe('shell server: document status from the route table', () => {
  it('answers the page with the status the app gives the address and user agent', async () => {
    const seen: [string, string][] = [];
    const withStatus = await createShellServer({
      distDir: dist.dir,
      apiUrl: backend.url,
      runtimeConfig,
      pageStatus: (pathname, userAgent) => {
        seen.push([pathname, userAgent]);
        return pathname.startsWith('/pc/product/abc') ? 404 : 200;
      },
    });
    const bad = await withStatus.inject({
      url: '/pc/product/abc?x=1',
      headers: { 'user-agent': 'UA', accept: 'text/html' },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('<div id="root">');
    expect((await withStatus.inject({ url: '/pc/product/12', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect(seen[0]).toEqual(['/pc/product/abc', 'UA']);
    await withStatus.close();
  });
});

describe('shell server: re-pointing a remote without a restart', () => {
  it('serves the changed runtime configuration, in the page too, and a page CSP that allows the new origin only', async () => {
    const folder = tempDist({
      'runtime.json': JSON.stringify({ remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' } }),
    });
    const file = path.join(folder.dir, 'runtime.json');
    let time = 0;
    const source = runtimeConfigSource({ RUNTIME_CONFIG: file }, { now: () => time });
    const repointable = await createShellServer({
      distDir: dist.dir,
      apiUrl: backend.url,
      runtimeConfig: source.current,
    });
    try {
      const before = await repointable.inject({ url: '/pc/cart' });
      expect(String(before.headers['content-security-policy'])).toContain("script-src 'self' http://127.0.0.1:3001");

      writeFileSync(
        file,
        JSON.stringify({ remotes: { mf_catalog: 'https://catalog-43.example.com/mf-manifest.json' } }),
      );
      time += RUNTIME_CONFIG_MAX_AGE_MS;

      const config = await repointable.inject({ url: '/runtime-config.json' });
      expect(config.json().remotes.mf_catalog).toBe('https://catalog-43.example.com/mf-manifest.json');
      const after = await repointable.inject({ url: '/pc/cart' });
      const csp = String(after.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://catalog-43.example.com http://127.0.0.1:3002");
      expect(csp).toContain("connect-src 'self' https://catalog-43.example.com http://127.0.0.1:3002");
      expect(csp).not.toContain('http://127.0.0.1:3001');
      // The configuration written into the page follows too, or the shell would load the old address.
      expect(after.body).toContain('https://catalog-43.example.com/mf-manifest.json');
      expect(after.body).not.toContain('http://127.0.0.1:3001');
    } finally {
      await repointable.close();
      folder.remove();
    }
  });
});

describe('shell server: health', () => {
  it('answers /healthz uncached, with when it started, even for a client that asks for HTML', async () => {
    const res = await app.inject({ url: '/healthz', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', service: 'shell', startedAt: expect.any(String) });
  });

  it('is unavailable when its build folder is gone', async () => {
    const gone = tempDist({ 'index.html': INDEX });
    const orphan = await createShellServer({ distDir: gone.dir, apiUrl: backend.url, runtimeConfig });
    try {
      gone.remove();
      const res = await orphan.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', service: 'shell' });
    } finally {
      await orphan.close();
    }
  });
});
