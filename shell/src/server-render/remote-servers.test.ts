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
  if (new URL(request.url ?? '/', 'http://x').pathname !== '/catalog/server/remoteEntry.js') {
    return void response.writeHead(404).end();
  }
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
    const load = remoteServers({}, () => clock);
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

  it('forget a build that failed to load, so the next page tries again', async () => {
    const load = remoteServers({});
    const entry = `${origin}/catalog/server/remoteEntry.js`;
    build = { body: containerOf('catalog-3'), tag: '"3"' };
    down = true;
    await expect(load('mf_catalog', entry)).rejects.toThrow('answered 503');
    down = false;
    expect((await load('mf_catalog', entry)).namespace).toBe('catalog-3');
  });
});
