import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { createRemoteServer } from './serve-remote';
import { shellOrigins } from './shell-origins';
import { SCRIPT, tempDist, withPrecompressed } from '../testing/fixtures';

let app: FastifyInstance;
const dist = tempDist({
  ...withPrecompressed('remoteEntry.js', SCRIPT),
  'mf-manifest.json': JSON.stringify({
    id: 'mf_catalog',
    name: 'mf_catalog',
    metaData: { buildInfo: { buildVersion: '0.1.0', buildId: 'b42', sharedVersions: { '@shop/platform': '1.0.0' } } },
  }),
  ...withPrecompressed('__federation_expose_remote.1a2b3c4d.js', SCRIPT),
  // Source maps are not precompressed by the build.
  '__federation_expose_remote.1a2b3c4d.js.map': SCRIPT,
});
const built = (name: string) => readFileSync(path.join(dist.dir, name));

beforeAll(async () => {
  app = await createRemoteServer({ distDir: dist.dir, allowedOrigins: shellOrigins({}) });
});

afterAll(async () => {
  await app.close();
  dist.remove();
});

describe('remote server', () => {
  it('revalidates the manifest and the remote entry, caches hashed chunks for ever', async () => {
    expect((await app.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe(NO_CACHE);
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe(NO_CACHE);
    expect((await app.inject({ url: '/__federation_expose_remote.1a2b3c4d.js' })).headers['cache-control']).toBe(
      IMMUTABLE,
    );
  });

  it.each(['http://127.0.0.1:3000', 'http://localhost:3000'])(
    'allows the shell at %s to read its files',
    async (origin) => {
      const res = await app.inject({ url: '/mf-manifest.json', headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers.vary)).toMatch(/Origin/);
    },
  );

  it('gives no CORS grant to another origin', async () => {
    const res = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from the shell', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/remoteEntry.js',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('sends the gzip file the build wrote and keeps Vary for both origin and encoding', async () => {
    const res = await app.inject({
      url: '/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip', origin: 'http://localhost:3000' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(built('remoteEntry.js.gz'))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(res.headers.vary)).toMatch(/Origin/);
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
  });

  it('sends the brotli 11 file byte for byte, with the cache policy of the file it encodes', async () => {
    const chunk = await app.inject({
      url: '/__federation_expose_remote.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.rawPayload.equals(built('__federation_expose_remote.1a2b3c4d.js.br'))).toBe(true);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const entry = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
  });

  it('compresses nothing per request: a file the build did not compress goes out as it is', async () => {
    const res = await app.inject({
      url: '/__federation_expose_remote.1a2b3c4d.js.map',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    const plain = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing file with 404', async () => {
    expect((await app.inject({ url: '/missing.12345678.js' })).statusCode).toBe(404);
  });

  it('answers /healthz with the remote and build its folder holds, uncached', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ok',
      service: 'remote',
      startedAt: expect.any(String),
      remote: 'mf_catalog',
      buildId: 'b42',
    });
  });

  it('is unavailable when its build folder is gone', async () => {
    const gone = tempDist({ 'mf-manifest.json': '{"name":"mf_catalog"}' });
    const orphan = await createRemoteServer({ distDir: gone.dir, allowedOrigins: [] });
    try {
      gone.remove();
      const res = await orphan.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', service: 'remote' });
    } finally {
      await orphan.close();
    }
  });
});
