import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cdnDigest, localDigest } from './build-digest';

let dir: string;
let server: Server;
let origin: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'digest-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'mf-files.json'),
    JSON.stringify({ files: ['remoteEntry.js', 'server/remoteEntry.js'] }),
  );
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'compressed entry');
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'server entry');
  // The CDN: the folder's files as they are, 404 for the others.
  server = createServer((request, response) => {
    readFile(path.join(dir, decodeURIComponent(request.url ?? '/')))
      .then((body) => response.end(body))
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a build's digest", () => {
  it('is the same read from the build folder and from the CDN, precompressed copies included', async () => {
    const local = localDigest(dir);
    expect(local.files).toBe(4);
    const served = await cdnDigest(`${origin}/mf-manifest.json`);
    expect(served).toEqual({ digest: local.digest, files: 4, missing: [] });
  });

  it('changes when any file does, a precompressed copy added included', async () => {
    const { digest } = localDigest(dir);
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'other server code');
    expect((await cdnDigest(`${origin}/mf-manifest.json`)).digest).not.toBe(digest);
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'server entry');
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js.gz'), 'slipped in');
    expect((await cdnDigest(`${origin}/mf-manifest.json`)).digest).not.toBe(digest);
  });

  it('names a missing file, and a folder missing one cannot be published', async () => {
    unlinkSync(path.join(dir, 'server', 'remoteEntry.js'));
    expect(await cdnDigest(`${origin}/mf-manifest.json`)).toMatchObject({
      digest: null,
      missing: ['server/remoteEntry.js (404)'],
    });
    expect(() => localDigest(dir)).toThrow('lacks files its mf-files.json names: server/remoteEntry.js');
  });

  it('refuses a list naming a file outside the build', async () => {
    writeFileSync(path.join(dir, 'mf-files.json'), JSON.stringify({ files: ['../registry.sqlite'] }));
    expect(() => localDigest(dir)).toThrow('names a file outside the build');
    expect((await cdnDigest(`${origin}/mf-manifest.json`)).problem).toContain('names a file outside the build');
  });
});
