import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { dropEncodings } from './remote-builds';
import { startServerProcess, waitUntilAnswering } from './server-process';
import { ROOT } from './workspace';

const RELEASE_DIR = path.join(ROOT, 'release');

export interface ReleaseRegistry {
  url: string;
  /** The catalogue team's deploy token (granted mf_catalog only). */
  catalogToken: string;
  stop(): Promise<void>;
}

/** The registry server (release/src/cli/registry-server.ts) on a free port, with one grant: the catalogue team's. */
export async function startReleaseRegistry(): Promise<ReleaseRegistry> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-registry-'));
  const catalogToken = `catalog-${Math.random().toString(36).slice(2)}`;
  const grants = path.join(dir, 'grants.json');
  const sha256 = createHash('sha256').update(catalogToken).digest('hex');
  writeFileSync(grants, JSON.stringify([{ who: 'catalog-team', remotes: ['mf_catalog'], sha256 }]));
  const port = await freePort();
  const server = startServerProcess(
    `registry:${port}`,
    ['--import', 'tsx', 'src/cli/registry-server.ts'],
    RELEASE_DIR,
    {
      RELEASE_REGISTRY_PORT: String(port),
      RELEASE_REGISTRY_FILE: path.join(dir, 'registry.json'),
      RELEASE_TOKENS: grants,
      LOG_LEVEL: 'warn',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/healthz`, server);
  return {
    url,
    catalogToken,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pnpm release <args>` as a team runs it, with the environment's RELEASE_* settings. */
export function release(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'release/src/cli/release.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * Another build of mf-catalog, as a team's CI would produce one: the built files with a build id of its own in
 * the manifest, and what `change` does to them (a chunk left out, a shared version it was built against).
 */
export function catalogBuild(buildId: string, change: (dir: string) => void = () => undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-build-${buildId}-`));
  const dist = path.join(ROOT, 'mf-catalog', 'dist');
  cpSync(dist, dir, { recursive: true, filter: (source) => !source.startsWith(path.join(dist, 'monolith')) });
  editManifest(dir, (manifest) => {
    (manifest.metaData as { buildInfo: { buildId: string } }).buildInfo.buildId = buildId;
  });
  change(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  dropEncodings(file);
}

/** Leaves a chunk out of a build (its files and their encodings), as a half-finished upload would. */
export function dropChunk(dir: string, chunk: string): void {
  const files = readdirSync(dir).filter((file) => file.startsWith(`${chunk}.`));
  if (files.length === 0) throw new Error(`no ${chunk} chunk in ${dir}`);
  for (const file of files) rmSync(path.join(dir, file));
}

/** A chunk that throws when it runs, as a build with a bug in a page would (its name and hash kept). */
export function breakChunk(dir: string, chunk: string): void {
  const file = readdirSync(dir).find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${chunk} chunk in ${dir}`);
  writeFileSync(path.join(dir, file), 'throw new Error("a broken build");\n');
  dropEncodings(path.join(dir, file));
}

/**
 * A chunk that throws for shoppers but not for `verify` (whose browser holds a preview key): a bug that only real
 * traffic finds, which is what a canary is for.
 */
export function breakChunkForShoppers(dir: string, chunk: string): void {
  const file = readdirSync(dir).find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${chunk} chunk in ${dir}`);
  const full = path.join(dir, file);
  const guard = 'if(!document.cookie.includes("shop_preview="))throw new Error("a bug only shoppers meet");\n';
  writeFileSync(full, guard + readFileSync(full, 'utf8'));
  dropEncodings(full);
}
