/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { remoteServers, serverEntryOf } from './remote-servers';

/** A remote's server entry as the runtime's Node loader takes it: a CommonJS container exposing `./remote`. */
const containerOf = (namespace: string) => `
module.exports = {
  init: function () {},
  get: function (request) {
    if (request !== './remote') throw new Error('no ' + request);
    return Promise.resolve(function () { return { namespace: ${JSON.stringify(namespace)}, pages: {}, translations: {} }; });
  },
};`;

let build = { body: containerOf('catalog-1'), tag: '"1"' };
let asked = 0;
let down = false;
const server = http.createServer((request, response) => {
  if (down) return void response.writeHead(503).end();
  const { pathname } = new URL(request.url ?? '/', 'http://x');
  // Any number of builds, each in a folder of its own, as a CDN holds them.
  const another = /^\/builds\/(\d+)\/server\/remoteEntry\.js$/.exec(pathname);
  if (another) return void response.writeHead(200).end(containerOf(`catalog-b${another[1]}`));
  if (pathname !== '/catalog/server/remoteEntry.js') return void response.writeHead(404).end();
  if (request.method === 'GET') asked += 1;
  response.writeHead(200, { etag: build.tag, 'content-type': 'text/javascript' }).end(build.body);
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the remotes' server builds (decision 038)", () => {
  it("are found beside the browser build's manifest; a path on the shell's own origin is not fetched", () => {
    expect(serverEntryOf('https://cdn.example/catalog/b-12/mf-manifest.json')).toBe(
      'https://cdn.example/catalog/b-12/server/remoteEntry.js',
    );
    expect(serverEntryOf('/remotes/catalog/mf-manifest.json')).toBeNull();
    expect(serverEntryOf(undefined)).toBeNull();
  });

  it('load once through the federation runtime, and again when a new build is deployed at the same address', async () => {
    let clock = 0;
    const load = remoteServers({}, { allowed: () => true, now: () => clock });
    const entry = `${origin}/catalog/server/remoteEntry.js`;
    expect((await load('mf_catalog', entry)).namespace).toBe('catalog-1');
    expect((await load('mf_catalog', entry)).namespace).toBe('catalog-1');
    expect(asked).toBe(1);

    build = { body: containerOf('catalog-2'), tag: '"2"' };
    clock = 11_000;
    // This page still renders with the build it has; the check it starts finds the new one for the next.
    expect((await load('mf_catalog', entry)).namespace).toBe('catalog-1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await load('mf_catalog', entry)).namespace).toBe('catalog-2');
  });

  it('leave a build that failed to load alone for 30 s (its pages render in the browser), then try it again', async () => {
    let clock = 0;
    const load = remoteServers({}, { allowed: () => true, now: () => clock });
    const entry = `${origin}/catalog/server/remoteEntry.js`;
    build = { body: containerOf('catalog-3'), tag: '"3"' };
    down = true;
    const before = asked;
    await expect(load('mf_catalog', entry)).rejects.toThrow('answered 503');
    down = false;
    const instances = federationInstances();
    for (let page = 0; page < 20; page += 1) await expect(load('mf_catalog', entry)).rejects.toThrow('answered 503');
    expect(asked).toBe(before);
    expect(federationInstances()).toBe(instances);
    clock = 30_001;
    expect((await load('mf_catalog', entry)).namespace).toBe('catalog-3');
  });

  it('never fetch an entry that is not allowed, nor run one loaded before once it no longer is', async () => {
    const load = remoteServers({}, { allowed: (entry) => entry.startsWith('https://cdn.shop.example/') });
    const before = asked;
    await expect(load('mf_catalog', `${origin}/catalog/server/remoteEntry.js`)).rejects.toThrow(
      "is in no live or canary build, nor at an address of the operator's: not run here",
    );
    expect(asked).toBe(before);
    // A canary ended: its build, loaded while it ran, renders no more pages.
    let canaryRuns = true;
    const entry = `${origin}/catalog/server/remoteEntry.js`;
    const following = remoteServers({}, { allowed: () => canaryRuns });
    expect((await following('mf_catalog', entry)).namespace).toMatch(/^catalog/);
    canaryRuns = false;
    await expect(following('mf_catalog', entry)).rejects.toThrow('not run here');
  });

  it('keep the federation runtime bounded: a dropped or failed build is forgotten by the runtime too', async () => {
    const load = remoteServers({}, { allowed: () => true });
    const [instances, entries] = [federationInstances(), loadingEntries()];
    // A hundred re-pointings: the last twelve builds stay loaded, the runtime holds no more instances than that.
    for (let n = 0; n < 100; n += 1) {
      expect((await load('mf_catalog', `${origin}/builds/${n}/server/remoteEntry.js`)).namespace).toBe(`catalog-b${n}`);
    }
    expect(federationInstances() - instances).toBeLessThanOrEqual(12);
    expect(loadingEntries() - entries).toBeLessThanOrEqual(12);
    // A hundred builds whose entry is missing: each fails once and is forgotten at once.
    const [failing, failingEntries] = [federationInstances(), loadingEntries()];
    for (let n = 0; n < 100; n += 1) {
      await expect(load('mf_catalog', `${origin}/missing/${n}/server/remoteEntry.js`)).rejects.toThrow('answered 404');
    }
    expect(federationInstances()).toBeLessThanOrEqual(failing);
    expect(loadingEntries()).toBeLessThanOrEqual(failingEntries);
  });

  /** The instances the federation runtime holds in this process. */
  const federationInstances = () => globalThis.__FEDERATION__.__INSTANCES__.length;
  /** The remote entries the federation runtime holds, loaded or loading. */
  const loadingEntries = () => Object.keys(globalThis.__GLOBAL_LOADING_REMOTE_ENTRY__).length;
});
