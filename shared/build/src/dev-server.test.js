const { afterAll, afterEach, describe, expect, it, jest: jestApi } = require('@jest/globals');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

// tsx cannot load inside jest's module system; jest compiles @shop/serve's TypeScript itself, so the dev server
// reads the very same modules (the port table, the shell origins) it reads under `webpack serve`.
jestApi.mock('./serve-modules', () => ({
  loadServeModule: (/** @type {string} */ _appDir, /** @type {string} */ file) =>
    require(require('node:path').resolve(__dirname, '..', '..', 'serve', 'src', `${file}.ts`)),
}));
const { normalizeOptions } = require('./app-options');
const { devServer } = require('./dev-server');

const catalogDir = path.resolve(__dirname, '..', '..', '..', 'mf-catalog');
const app = normalizeOptions({
  dir: catalogDir,
  name: 'mf_catalog',
  role: 'remote',
  exposes: { './remote': 'src/remote.ts' },
  standaloneEntry: 'src/index.ts',
});

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-server-'));
fs.writeFileSync(path.join(work, 'entry.js'), 'document.title = "dev";\n');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** @type {WebpackDevServer[]} */
const running = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  delete process.env.PORT;
});

/**
 * Runs webpack-dev-server with the remote's dev server options (and `overrides`, as webpack-cli applies its
 * flags) over a one-line entry, and returns the page script it serves, which carries the hot-update client's
 * socket address.
 * @param {import('webpack-dev-server').Configuration} overrides
 */
async function servedScript(overrides = {}) {
  const options = { ...devServer(app), ...overrides };
  const compiler = webpack({
    mode: 'development',
    context: work,
    entry: { main: './entry.js' },
    target: 'web',
    output: { path: path.join(work, 'out') },
    infrastructureLogging: { level: 'error' },
    stats: 'none',
  });
  const server = new WebpackDevServer(options, compiler);
  running.push(server);
  await server.start();
  const res = await fetch(`http://127.0.0.1:${server.options.port}/main.js`);
  expect(res.status).toBe(200);
  return { port: server.options.port, script: await res.text() };
}

/** The port the hot-update client connects to, from its entry's query string in the bundle. */
const socketPort = (/** @type {string} */ script) => /client\/index\.js\?[^"']*?\bport=(\d+)/.exec(script)?.[1];

describe("a remote's dev server", () => {
  it("listens on the remote's port from the table unless PORT is set", () => {
    expect(devServer(app).port).toBe(3001);
    process.env.PORT = '3901';
    expect(devServer(app).port).toBe(3901);
  });

  it('points the hot-update socket at the port PORT chose', async () => {
    process.env.PORT = String(await freePort());
    const { port, script } = await servedScript();
    expect(port).toBe(Number(process.env.PORT));
    expect(socketPort(script)).toBe(String(port));
  }, 30_000);

  it('points the hot-update socket at the port --port chose', async () => {
    const chosen = await freePort();
    const { script } = await servedScript({ port: chosen });
    expect(socketPort(script)).toBe(String(chosen));
  }, 30_000);
});
