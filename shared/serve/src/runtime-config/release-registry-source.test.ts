import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseRegistrySource, type LiveMap, type RegistrySource } from './release-registry-source';
import { DEFAULT_REMOTES } from './runtime-config';
import { runtimeConfigSource } from './runtime-config-source';
import { createShellServer } from '../page/serve-shell';
import type { RenderPage } from '../rendering/server-rendering';
import type { RuntimeConfig } from './runtime-config';
import { fakeBackend, tempDist } from '../testing/fixtures';

const manifest = (build: string) => `https://cdn.example.com/mf_catalog/${build}/mf-manifest.json`;
const map = (version: number, live: string, canary?: { build: string; share: number }): LiveMap => ({
  version,
  remotes: {
    mf_catalog: {
      live: { build: live, manifest: manifest(live) },
      canary: canary
        ? { ...canary, manifest: `https://canary.example.com/mf_catalog/${canary.build}/mf-manifest.json` }
        : null,
    },
  },
});

/** A registry that answers what `now` holds, with an ETag, and counts what it was asked. */
async function fakeRegistry(first: LiveMap) {
  let now: LiveMap | null = first;
  const asked: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.headers['if-none-match']);
    if (!now) return response.destroy();
    const etag = `"v${now.version}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify(now));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/registry`,
    asked,
    set: (next: LiveMap | null) => void (now = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 3_000) throw new Error('not within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the release registry as a shell server follows it', () => {
  let registry: Awaited<ReturnType<typeof fakeRegistry>>;
  let source: RegistrySource | undefined;
  let dir: string;
  beforeEach(async () => {
    registry = await fakeRegistry(map(1, 'b1'));
    dir = mkdtempSync(path.join(tmpdir(), 'registry-cache-'));
  });
  afterEach(async () => {
    source?.stop();
    await registry.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a change within a poll, asking with the ETag in between', async () => {
    source = releaseRegistrySource({ url: registry.url, pollMs: 50 });
    await source.ready;
    expect(source.current()?.remotes.mf_catalog?.live?.build).toBe('b1');
    registry.set(map(2, 'b2'));
    await until(() => source!.current()?.version === 2);
    expect(registry.asked).toContain('"v1"');
  });

  it('keeps the last registry read while it cannot be reached, and across a restart with a cache file', async () => {
    const cacheFile = path.join(dir, 'registry.json');
    const errors: unknown[] = [];
    source = releaseRegistrySource({ url: registry.url, pollMs: 50, cacheFile, onError: (e) => errors.push(e) });
    await source.ready;
    registry.set(null);
    await until(() => errors.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(source.current()?.remotes.mf_catalog?.live?.build).toBe('b1');
    // Told once per run of failures, not once per poll.
    expect(errors).toHaveLength(1);
    source.stop();
    source = releaseRegistrySource({ url: registry.url, pollMs: 50, cacheFile, onError: () => undefined });
    await source.ready;
    expect(source.current()?.remotes.mf_catalog?.live?.build).toBe('b1');
  });

  it('never goes backwards: a registry made again empty, or another one at the same version, is refused and told once', async () => {
    const cacheFile = path.join(dir, 'registry.json');
    const refused: string[] = [];
    const follow = () =>
      releaseRegistrySource({ url: registry.url, pollMs: 20, cacheFile, onRefused: (reason) => refused.push(reason) });
    registry.set(map(7, 'b7'));
    source = follow();
    await source.ready;
    expect(source.current()?.version).toBe(7);
    // The registry lost its database and was started with --init: version 0, no remote.
    registry.set({ version: 0, remotes: {} });
    await until(() => registry.asked.length > 5);
    expect(source.current()?.remotes.mf_catalog?.live?.build).toBe('b7');
    expect(refused).toEqual(['the registry answered version 0, below version 7 held here']);
    // A restart of the shell keeps its map too (the cache file holds what it followed, never what it refused), and
    // says why once more.
    source.stop();
    source = follow();
    await source.ready;
    expect(source.current()?.version).toBe(7);
    expect(refused).toHaveLength(2);
    // Once the registry is past what the shell holds, it follows it again.
    registry.set(map(8, 'b8'));
    await until(() => source!.current()?.version === 8);
    // The same version with other content is another registry, not this one's next state (its ETag, the version,
    // is the same: a shell sees the content when it starts).
    registry.set(map(8, 'b-other'));
    source.stop();
    source = follow();
    await source.ready;
    expect(refused[2]).toBe('the registry answered version 8 with other content than the version 8 held here');
    expect(source.current()?.remotes.mf_catalog?.live?.build).toBe('b8');
  });
});

/** Where the registry's builds of these tests are (`RELEASE_ALLOWED_ORIGINS`). */
const allowedOrigins = ['https://cdn.example.com', 'https://canary.example.com'];

describe('the runtime configuration with the registry', () => {
  const registry = (live: LiveMap): RegistrySource => ({ current: () => live, ready: Promise.resolve(), stop() {} });

  it('gives a shopper the canary inside its share and the live build outside it, the same object each time', () => {
    const source = runtimeConfigSource(
      {},
      { registry: registry(map(3, 'b1', { build: 'b2', share: 10 })), allowedOrigins },
    );
    expect(source.current({ bucket: 0 }).remotes.mf_catalog).toContain('/b2/');
    expect(source.current({ bucket: 9 }).remotes.mf_catalog).toContain('/b2/');
    expect(source.current({ bucket: 10 }).remotes.mf_catalog).toBe(manifest('b1'));
    expect(source.current().remotes.mf_catalog).toBe(manifest('b1'));
    expect(source.current({ bucket: 3 })).toBe(source.current({ bucket: 5 }));
    expect(Object.values(source.everyAddress().remotes)).toEqual(
      expect.arrayContaining([manifest('b1'), expect.stringContaining('canary.example.com')]),
    );
    expect(source.runnable().remotes['mf_catalog:canary']).toContain('/b2/');
    expect(source.allows('https://canary.example.com/mf_catalog/b2/server/remoteEntry.js')).toBe(true);
  });

  it("keeps the environment's signals share in every configuration the registry overlays", () => {
    const source = runtimeConfigSource(
      { SHOP_SIGNALS_SAMPLE: '0.2' },
      { registry: registry(map(3, 'b1', { build: 'b2', share: 10 })), allowedOrigins },
    );
    expect(source.current({ bucket: 0 })).toMatchObject({ signalsSample: 0.2, builds: { mf_catalog: 'b2' } });
    expect(source.current({ bucket: 50 })).toMatchObject({ signalsSample: 0.2, builds: { mf_catalog: 'b1' } });
  });

  it('gives the previewed build to the browser holding its key only, until the preview ends', () => {
    const key = 'k'.repeat(32);
    const preview = (until: number) => ({
      ...map(5, 'b1'),
      remotes: {
        mf_catalog: {
          live: { build: 'b1', manifest: manifest('b1') },
          canary: null,
          preview: {
            build: 'b3',
            manifest: manifest('b3'),
            keySha256: createHash('sha256').update(key).digest('hex'),
            until: new Date(until).toISOString(),
          },
        },
      },
    });
    const open = runtimeConfigSource({}, { registry: registry(preview(Date.now() + 60_000)), allowedOrigins });
    expect(open.current({ preview: `mf_catalog.${key}` })).toMatchObject({
      remotes: { mf_catalog: manifest('b3') },
      builds: { mf_catalog: 'b3' },
      preview: true,
    });
    expect(open.current({}).preview).toBeUndefined();
    expect(open.current({ preview: 'mf_catalog.guess' }).remotes.mf_catalog).toBe(manifest('b1'));
    expect(open.current({ preview: `mf_checkout.${key}` }).remotes.mf_catalog).toBe(manifest('b1'));
    expect(Object.values(open.everyAddress().remotes)).toContain(manifest('b3'));
    // The CSP allows it for that browser; its code runs in no shell server (decision 054), not even for that browser.
    expect(Object.values(open.runnable().remotes)).not.toContain(manifest('b3'));
    expect(open.allows('https://cdn.example.com/mf_catalog/b3/server/remoteEntry.js')).toBe(false);
    expect(open.allows('https://cdn.example.com/mf_catalog/b1/../b3/server/remoteEntry.js')).toBe(false);
    expect(open.allows('https://cdn.example.com/mf_catalog/b1/%2e%2e/b3/server/remoteEntry.js')).toBe(false);
    expect(open.allows('https://cdn.example.com/mf_catalog/b1/server/remoteEntry.js')).toBe(true);
    const ended = runtimeConfigSource({}, { registry: registry(preview(Date.now() - 1)), allowedOrigins });
    expect(ended.current({ preview: `mf_catalog.${key}` }).remotes.mf_catalog).toBe(manifest('b1'));
  });

  it('leaves a remote set by its REMOTE_ variable alone, and the others to the registry', () => {
    const env = { REMOTE_MF_CATALOG: 'http://127.0.0.1:9/mf-manifest.json' };
    const source = runtimeConfigSource(env, { registry: registry(map(3, 'b1')), allowedOrigins });
    expect(source.current().remotes.mf_catalog).toBe('http://127.0.0.1:9/mf-manifest.json');
  });

  it('ignores a build at an origin not allowed, telling it once: the remote keeps its address from the file', () => {
    const refused: unknown[] = [];
    const source = runtimeConfigSource(
      { REMOTE_MF_ACCOUNT: 'https://account.shop.example/mf-manifest.json' },
      {
        registry: registry(map(3, 'b1', { build: 'b2', share: 50 })),
        allowedOrigins: ['https://cdn.example.com'],
        onRefused: (error) => refused.push(error),
      },
    );
    const canaryShopper = source.current({ bucket: 0 });
    expect(canaryShopper.remotes.mf_catalog).toBe(manifest('b1'));
    expect(canaryShopper.builds).toEqual({ mf_catalog: 'b1' });
    expect(JSON.stringify(source.everyAddress())).not.toContain('canary.example.com');
    source.current({ bucket: 1 });
    expect(refused).toHaveLength(1);
    expect(String(refused[0])).toMatch(/mf_catalog build b2 ignored: https:\/\/canary\.example\.com/);

    const nothingAllowed = runtimeConfigSource({}, { registry: registry(map(3, 'b1')) });
    expect(nothingAllowed.current().remotes.mf_catalog).toBe(DEFAULT_REMOTES.mf_catalog);
    // What may run in the server's process: a live or canary build the registry names, or the operator's addresses;
    // not another build at an allowed origin.
    expect(source.allows('https://cdn.example.com/mf_catalog/b1/server/remoteEntry.js')).toBe(true);
    expect(source.allows('https://cdn.example.com/mf_catalog/b9/server/remoteEntry.js')).toBe(false);
    expect(source.allows('https://account.shop.example/server/remoteEntry.js')).toBe(true);
    expect(source.allows('https://canary.example.com/mf_catalog/b2/server/remoteEntry.js')).toBe(false);
    expect(source.allows('not an address')).toBe(false);
  });
});

describe('a shell server with a canary', () => {
  it('keeps each shopper in one bucket, writes one configuration into the page, and allows both builds in the CSP', async () => {
    const backend = await fakeBackend();
    const dist = tempDist({
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    });
    const source = runtimeConfigSource(
      {},
      {
        registry: {
          current: () => map(4, 'b1', { build: 'b2', share: 50 }),
          ready: Promise.resolve(),
          stop() {},
        },
        allowedOrigins,
      },
    );
    const app = await createShellServer({
      distDir: dist.dir,
      apiUrl: backend.url,
      runtimeConfig: (bucket) => source.current(bucket),
      everyAddress: () => source.everyAddress(),
    });
    try {
      const first = await app.inject({ url: '/pc', headers: { accept: 'text/html' } });
      const cookie = String(first.headers['set-cookie']);
      // No signals secret here: the bucket alone (an id is issued only signed, decision 056).
      expect(cookie).toMatch(/^shop_bucket=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);
      expect(first.headers['content-security-policy']).toContain('https://canary.example.com');
      expect(first.headers['content-security-policy']).toContain('https://cdn.example.com');
      for (const bucket of [7, 70]) {
        const page = await app.inject({
          url: '/pc',
          headers: { accept: 'text/html', cookie: `shop_bucket=${bucket}.shopper-${bucket}` },
        });
        // An id the store did not sign is dropped; the bucket stays.
        expect(String(page.headers['set-cookie'])).toMatch(new RegExp(`^shop_bucket=${bucket};`));
        const build = bucket < 50 ? '/b2/' : '/b1/';
        expect(page.body).toContain(build);
        // A cookie of the bucket alone keeps its bucket, and is left as it is.
        const config = await app.inject({ url: '/runtime-config.json', headers: { cookie: `shop_bucket=${bucket}` } });
        expect(config.json().remotes.mf_catalog).toContain(build);
        expect(config.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await app.close();
      await backend.close();
      dist.remove();
    }
  });
});

describe('a shell server with a preview (decision 054)', () => {
  it("warms the live and canary builds' server code, never a preview's, before, during and after it", async () => {
    const backend = await fakeBackend();
    const dist = tempDist({
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    });
    const key = 'p'.repeat(32);
    let now: LiveMap = map(1, 'b1', { build: 'b2', share: 10 });
    const withPreview = (version: number): LiveMap => {
      const next = map(version, 'b1', { build: 'b2', share: 10 });
      next.remotes.mf_catalog!.preview = {
        build: 'b3',
        manifest: manifest('b3'),
        keySha256: createHash('sha256').update(key).digest('hex'),
        until: new Date(Date.now() + 60_000).toISOString(),
      };
      return next;
    };
    const source = runtimeConfigSource(
      {},
      { registry: { current: () => now, ready: Promise.resolve(), stop() {} }, allowedOrigins },
    );
    const warmed: RuntimeConfig[] = [];
    const renderPage: RenderPage = Object.assign(async () => null, {
      warm: async (config: RuntimeConfig) => void warmed.push(config),
      warmPages: [],
    });
    const app = await createShellServer({
      distDir: dist.dir,
      apiUrl: backend.url,
      runtimeConfig: (shopper) => source.current(shopper),
      everyAddress: () => source.everyAddress(),
      runnable: () => source.runnable(),
      renderPage,
    });
    try {
      await until(() => warmed.length === 1);
      // The verify starts: the registry names a preview. The warm-up follows the change, without the preview.
      now = withPreview(2);
      await until(() => warmed.length === 2);
      const page = await app.inject({
        url: '/pc',
        headers: { accept: 'text/html', cookie: `shop_bucket=50.previewer; shop_preview=mf_catalog.${key}` },
      });
      // The browser holding the key gets the preview's build, rendered in the browser, and its CSP allows it.
      expect(page.headers['x-shop-render']).toBe('bypass');
      expect(page.body).toContain('/mf_catalog/b3/');
      expect(page.headers['content-security-policy']).toContain('https://cdn.example.com');
      // The verify is over (the preview ends with the next change).
      now = map(3, 'b1', { build: 'b2', share: 10 });
      await until(() => warmed.length === 3);
      for (const config of warmed) {
        const addresses = Object.values(config.remotes);
        expect(addresses).toEqual(expect.arrayContaining([manifest('b1'), expect.stringContaining('/b2/')]));
        expect(addresses.join()).not.toContain('/b3/');
      }
      expect(source.allows('https://cdn.example.com/mf_catalog/b3/server/remoteEntry.js')).toBe(false);
    } finally {
      await app.close();
      await backend.close();
      dist.remove();
    }
  });
});
