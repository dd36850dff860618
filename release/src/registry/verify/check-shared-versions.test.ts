// Verify's shared-version check over HTTP, as it reads a build: the remote's mf-manifest.json on its CDN and the live
// shell's build-info.json. The API contract's version moves with its content (shared/api's contract.lock.json,
// decision 064), so a remote built on a changed contract asks for a version the live shell does not provide yet.
import { createServer, type Server } from 'node:http';
import type { RemoteManifest } from '../../shared/remote-manifest';
import { checkSharedVersions } from './check-shared-versions';

let server: Server;
let origin: string;
/** What the CDN and the live shell answer, by path. */
const served = new Map<string, unknown>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A remote's manifest as the federation plugin writes it: a workspace package required at `^` its own version. */
function remoteBuiltAgainst(contract: string): RemoteManifest {
  return {
    name: 'mf_account',
    metaData: { buildInfo: { buildId: `built-on-${contract}`, sharedVersions: { '@shop/api': contract } } },
    shared: [
      { name: 'react', version: '19.2.0', requiredVersion: '^19.1.0' },
      { name: '@shop/api', version: contract, requiredVersion: `^${contract}` },
      { name: '@shop/api/', version: contract, requiredVersion: `^${contract}` },
    ],
  };
}

async function verify(remoteContract: string, liveShellContract: string) {
  served.set('/mf-manifest.json', remoteBuiltAgainst(remoteContract));
  served.set('/build-info.json', {
    buildId: 'live',
    sharedVersions: { react: '19.2.0', '@shop/api': liveShellContract },
  });
  return checkSharedVersions(`${origin}/mf-manifest.json`, origin);
}

describe("verify's shared-version check and the contract's version", () => {
  it('refuses a remote built on a re-locked contract while the live shell provides the old one', async () => {
    expect(await verify('1.1.0', '1.0.0')).toEqual({
      check: 'shared-versions',
      passed: false,
      detail:
        'built against what the live shell does not provide: @shop/api ^1.1.0 (the live shell provides 1.0.0), @shop/api/ ^1.1.0 (the live shell provides 1.0.0)',
    });
  });

  it('passes it once the shell provides the new contract, and keeps passing remotes built on the older one', async () => {
    expect((await verify('1.1.0', '1.1.0')).passed).toBe(true);
    expect((await verify('1.0.0', '1.1.0')).passed).toBe(true);
  });

  it('refuses remotes built on the old contract once the shell takes a breaking one (a major version)', async () => {
    expect(await verify('1.1.0', '2.0.0')).toMatchObject({
      passed: false,
      detail: expect.stringContaining('provides 2.0.0'),
    });
  });

  it('cannot compare without the live shell, and says so rather than passing', async () => {
    served.set('/mf-manifest.json', remoteBuiltAgainst('1.1.0'));
    served.delete('/build-info.json');
    expect(await checkSharedVersions(`${origin}/mf-manifest.json`, origin)).toMatchObject({
      passed: false,
      detail: expect.stringContaining('cannot compare'),
    });
  });
});
