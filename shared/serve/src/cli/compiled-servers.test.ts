import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_CONFIG_MAX_AGE_MS } from '../runtime-config/runtime-config-source';
import { freePort, runServer } from '../testing/run-server';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler is plain CommonJS, run by webpack builds too
const { bundleServer } = require('../../bundle/bundle-server.cjs') as {
  bundleServer(options: { entry: string; outDir: string; name: string }): Promise<void>;
};

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const folders: string[] = [];

/** A folder outside the workspace: nothing there resolves the workspace's node_modules. */
function outside(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-deployed-'));
  folders.push(dir);
  return dir;
}

/** Bundles `entry`, then moves the bundle away from the source tree, as a deploy ships it. */
async function shipped(entry: string, name: string): Promise<string> {
  const built = path.join(outside(), 'build');
  await bundleServer({ entry, outDir: built, name });
  const deployed = outside();
  cpSync(built, path.join(deployed, 'build'), { recursive: true });
  rmSync(built, { recursive: true, force: true });
  return deployed;
}

function writeFiles(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('compiled servers', () => {
  it("run a remote's build without the source tree, on HOST and PORT, with /healthz", async () => {
    const deployed = await shipped(path.join(__dirname, 'serve-remote.ts'), 'mf_catalog-server');
    const manifest = { name: 'mf_catalog', metaData: { buildInfo: { buildId: 'b7' } } };
    writeFiles(path.join(deployed, 'dist'), {
      'mf-manifest.json': JSON.stringify(manifest),
      'remoteEntry.js': 'var x;\n',
    });
    const port = await freePort();
    const server = await runServer('build/server.cjs', [], deployed, { HOST: '127.0.0.1', PORT: String(port) });
    try {
      expect(server.output()).toContain(`listening on http://127.0.0.1:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        service: 'remote',
        remote: 'mf_catalog',
        buildId: 'b7',
      });
      const entry = await fetch(`http://127.0.0.1:${port}/remoteEntry.js`, {
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(entry.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("run the shell's server without the source tree and follow an edited runtime configuration", async () => {
    const entryDir = outside();
    const entry = path.join(entryDir, 'entry.ts');
    writeFileSync(
      entry,
      `import { runShellServer } from ${JSON.stringify(path.join(__dirname, 'serve-shell.ts'))};\nrunShellServer();\n`,
    );
    const deployed = await shipped(entry, 'shell-server');
    writeFiles(path.join(deployed, 'dist'), { 'index.html': INDEX });
    const configFile = path.join(deployed, 'runtime.json');
    const pointAt = (origin: string) =>
      writeFileSync(configFile, JSON.stringify({ remotes: { mf_catalog: `${origin}/mf-manifest.json` } }));
    pointAt('http://127.0.0.1:3001');
    const port = await freePort();
    const server = await runServer('build/server.cjs', [], deployed, {
      PORT: String(port),
      RUNTIME_CONFIG: configFile,
      API_URL: 'http://127.0.0.1:9',
    });
    const site = `http://127.0.0.1:${port}`;
    try {
      const health = (await (await fetch(`${site}/healthz`)).json()) as { status: string; startedAt: string };
      expect(health.status).toBe('ok');

      pointAt('https://catalog-2.example.com');
      // The server looks at the file again once its short cache has passed: wait that long, then a little more.
      await new Promise((resolve) => setTimeout(resolve, RUNTIME_CONFIG_MAX_AGE_MS + 200));
      const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
      expect(config.remotes.mf_catalog).toBe('https://catalog-2.example.com/mf-manifest.json');
      const page = await fetch(`${site}/pc/cart`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self' https://catalog-2.example.com");
      // The same process answered throughout: no restart.
      expect(((await (await fetch(`${site}/healthz`)).json()) as { startedAt: string }).startedAt).toBe(
        health.startedAt,
      );
    } finally {
      await server.stop();
    }
  }, 60_000);
});
