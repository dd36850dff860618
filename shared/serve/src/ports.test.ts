import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { appPort, builtRemoteName, localOrigin, PORTS, REMOTE_APPS } from './ports';
import { DEFAULT_REMOTES } from './runtime-config';
import { shellOrigins } from './shell-origins';
import { tempDist } from './testing/fixtures';

const manifest = (name: string) => JSON.stringify({ id: name, name, metaData: { name } });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('the port table', () => {
  it('gives every app its own port', () => {
    const ports = Object.values(PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(REMOTE_APPS).toEqual(['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish']);
  });

  it('is what the shell defaults to for every remote, and what a remote allows as the shell', () => {
    for (const name of REMOTE_APPS) expect(DEFAULT_REMOTES[name]).toBe(`${localOrigin(name)}/mf-manifest.json`);
    expect(shellOrigins({})).toContain(`http://127.0.0.1:${PORTS.shell}`);
  });

  it('is overridden by --port, then PORT', () => {
    expect(appPort('mf_checkout', undefined, {})).toBe(PORTS.mf_checkout);
    expect(appPort('mf_checkout', undefined, { PORT: '4100' })).toBe(4100);
    expect(appPort('mf_checkout', '4200', { PORT: '4100' })).toBe(4200);
    expect(() => appPort('mf_checkout', 'x', {})).toThrow(/not a port/);
  });

  it('names the table when an app is missing from it', () => {
    expect(() => appPort('mf_unknown', undefined, {})).toThrow(/shared\/serve\/src\/ports\.ts/);
  });

  it("knows a remote's build by the name in its manifest", () => {
    const dist = tempDist({ 'mf-manifest.json': manifest('mf_checkout') });
    try {
      expect(builtRemoteName(dist.dir)).toBe('mf_checkout');
    } finally {
      dist.remove();
    }
  });
});

describe("a remote's start command", () => {
  it('needs no --port: it serves the build named in the manifest, on PORT here (the table otherwise)', async () => {
    const dist = tempDist({ 'mf-manifest.json': manifest('mf_catalog'), 'remoteEntry.js': 'var x;\n' });
    const port = await freePort();
    const cli = spawn(process.execPath, [path.join(__dirname, '..', 'bin', 'serve-remote.cjs'), '--dir', dist.dir], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        cli.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening')) resolve();
        });
        cli.once('exit', (code) => reject(new Error(`serve-remote exited with ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'mf_catalog' });
    } finally {
      cli.kill('SIGTERM');
      dist.remove();
    }
  }, 30_000);
});
