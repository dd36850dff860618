import Fastify, { type FastifyInstance } from 'fastify';
import { createShellServer } from './serve-shell';
import { readRemoteFiles, remoteFilesCache, type PagePreloadsFor } from './route-preloads';
import { tempDist } from '../testing/fixtures';

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

/** A remote's server: its manifest and chunk groups, counting the reads. */
async function fakeRemote(groups: Record<string, string[]> | null) {
  const app: FastifyInstance = Fastify();
  const reads: string[] = [];
  app.get('/mf-manifest.json', async () => {
    reads.push('manifest');
    return {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './remote', assets: { js: { sync: ['__federation_expose_remote.1a2b3c4d.js'] } } }],
    };
  });
  app.get('/mf-chunk-groups.json', async (_request, reply) => (groups ? groups : reply.code(404).send()));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { manifest: `${url}/mf-manifest.json`, url, reads, close: () => app.close() };
}

const homePreloads: PagePreloadsFor = ({ pathname }) =>
  pathname === '/pc'
    ? {
        remote: { name: 'mf_catalog', chunkGroups: ['page-home', 'i18n-en'] },
        calls: ['/shop-hapi/header', '/shop-hapi/index-block?locale=en'],
      }
    : { calls: ['/shop-hapi/header'] };

describe("the shell's page: runtime configuration and preloads in the HTML", () => {
  let remote: Awaited<ReturnType<typeof fakeRemote>>;
  let shell: FastifyInstance;
  const dist = tempDist({ 'index.html': INDEX });

  beforeAll(async () => {
    remote = await fakeRemote({
      'page-home': ['871.0a0b0c0d.js', 'page-home.11223344.js'],
      'i18n-en': ['i18n-en.55667788.js'],
      'page-cart': ['page-cart.99aabbcc.js'],
    });
    shell = await createShellServer({
      distDir: dist.dir,
      apiUrl: 'http://127.0.0.1:9',
      runtimeConfig: { remotes: { mf_catalog: remote.manifest } },
      pagePreloads: homePreloads,
    });
  });
  afterAll(async () => {
    await shell.close();
    await remote.close();
    dist.remove();
  });

  it("preloads home's remote entry, its module, the page's chunks and its opening calls, matched to how each loads", async () => {
    const res = await shell.inject({ url: '/pc', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>Shop</title>');
    const links = head.match(/<link [^>]+>/g) ?? [];
    expect(links).toEqual([
      '<link rel="preload" as="fetch" href="/shop-hapi/header" crossorigin="anonymous">',
      '<link rel="preload" as="fetch" href="/shop-hapi/index-block?locale=en" crossorigin="anonymous">',
      `<link rel="preload" as="fetch" href="${remote.manifest}" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="${remote.url}/remoteEntry.js">`,
      `<link rel="preload" as="script" href="${remote.url}/__federation_expose_remote.1a2b3c4d.js">`,
      `<link rel="preload" as="script" href="${remote.url}/871.0a0b0c0d.js" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="${remote.url}/page-home.11223344.js" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="${remote.url}/i18n-en.55667788.js" crossorigin="anonymous">`,
    ]);
  });

  it('writes the runtime configuration into every page, the root included, escaped', async () => {
    for (const url of ['/', '/pc/customer/login']) {
      const res = await shell.inject({ url, headers: { accept: 'text/html' } });
      const json = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual({ remotes: { mf_catalog: remote.manifest } });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('page-home');
    }
  });
});

describe("a remote's files for preloading", () => {
  it('reads a remote without chunk groups (an older build): its entry and module only', async () => {
    const remote = await fakeRemote(null);
    try {
      const files = await readRemoteFiles(remote.manifest);
      expect(files).toEqual({
        manifest: remote.manifest,
        entry: `${remote.url}/remoteEntry.js`,
        expose: [`${remote.url}/__federation_expose_remote.1a2b3c4d.js`],
        groups: {},
      });
    } finally {
      await remote.close();
    }
  });

  it('keeps what it read for a while, then reads again while the page is served what it had', async () => {
    const remote = await fakeRemote({});
    let clock = 0;
    const filesOf = remoteFilesCache(
      { remotes: { mf_catalog: remote.manifest } },
      { maxAgeMs: 1000, now: () => clock },
    );
    try {
      await filesOf('mf_catalog');
      await filesOf('mf_catalog');
      expect(remote.reads).toEqual(['manifest']);
      clock = 1001;
      expect(await filesOf('mf_catalog')).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(remote.reads).toEqual(['manifest', 'manifest']);
    } finally {
      await remote.close();
    }
  });

  it("gives nothing for a remote that cannot be reached or is on the shell's own origin, and tries again next time", async () => {
    const filesOf = remoteFilesCache({
      remotes: { mf_catalog: 'http://127.0.0.1:9/mf-manifest.json', mf_checkout: '/checkout/mf-manifest.json' },
    });
    expect(await filesOf('mf_catalog')).toBeNull();
    expect(await filesOf('mf_checkout')).toBeNull();
    expect(await filesOf('mf_unknown')).toBeNull();
  });
});
