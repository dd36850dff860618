import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { dropEncodings } from './remote-builds';
import { startServerProcess, waitUntilAnswering } from './server-process';
import { REMOTE_NAMES, ROOT, type RemoteName } from './workspace';

const RELEASE_DIR = path.join(ROOT, 'release');

/** The customer the registry's verify signs in as (the seeded demo customer). */
export const VERIFY_CUSTOMER = 'buyer@example.com:buyer123';

export interface ReleaseRegistry {
  url: string;
  /** Each team's deploy token, granted its own remote only. */
  tokens: Record<RemoteName, string>;
  /** The catalogue team's token. */
  catalogToken: string;
  /** The shell servers' credential (posts shoppers' signals, deploys nothing). */
  shellToken: string;
  /** QA's token: previews of every remote and their verdicts, nothing else. */
  qaToken: string;
  /** Its database, on the "volume". */
  file: string;
  /** Starts it (again) on its file; `--init` the first time. */
  start(args?: string[]): Promise<void>;
  /** Runs its command expecting it to stop at start: its exit code and what it wrote. */
  startRefused(): Promise<CommandResult>;
  /** SIGTERM: a clean stop. */
  stop(): Promise<void>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Starts a prepared registry with the catalogue's builds already in place (its live build and, if given, a canary
 * with its policy), by way of the JSON document `--init` imports: for journeys about figures and signals, where the
 * release itself (publish, verify) is not what they test.
 */
export async function startWithCatalogue(
  registry: Awaited<ReturnType<typeof prepareReleaseRegistry>>,
  catalogue: { live: { build: string; manifest: string }; canary: object | null },
  env: Record<string, string>,
): Promise<void> {
  writeFileSync(
    path.join(path.dirname(registry.file), 'registry.json'),
    JSON.stringify({ version: 1, remotes: { mf_catalog: { ...catalogue, builds: {} } }, history: [] }),
  );
  registry.configure(env);
  await registry.start(['--init']);
}

/**
 * The registry (release/src/registry/main.ts) on a port chosen now, so shell servers can be told its address
 * before it runs; `start` runs it once the store it verifies through is known. One grant per team, one for the
 * shell servers and one for QA.
 */
export async function prepareReleaseRegistry(): Promise<
  ReleaseRegistry & { configure(env: Record<string, string>): void }
> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-registry-'));
  const secret = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const tokens = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${name}-${secret()}`])) as Record<
    RemoteName,
    string
  >;
  const shellToken = `shells-${secret()}`;
  const qaToken = `qa-${secret()}`;
  const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
  const grants = path.join(dir, 'grants.json');
  writeFileSync(
    grants,
    JSON.stringify([
      ...REMOTE_NAMES.map((name) => ({
        who: `${name.slice(3)}-team`,
        remotes: [name],
        sha256: sha256(tokens[name]),
      })),
      { who: 'shells', role: 'shell', remotes: [], sha256: sha256(shellToken) },
      { who: 'qa-team', role: 'qa', remotes: '*', sha256: sha256(qaToken) },
    ]),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const file = path.join(dir, 'registry.sqlite');
  let extraEnv: Record<string, string> = {};
  const env = () => ({
    RELEASE_REGISTRY_PORT: String(port),
    RELEASE_REGISTRY_FILE: file,
    RELEASE_TOKENS: grants,
    // Judged every second here, so three judgements in a row take seconds, not half a minute.
    RELEASE_CANARY_CHECK_MS: '1000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  let server: ReturnType<typeof startServerProcess> | null = null;
  const command = ['--import', 'tsx', 'src/registry/main.ts'];
  return {
    url,
    tokens,
    catalogToken: tokens.mf_catalog,
    shellToken,
    qaToken,
    file,
    configure(more) {
      extraEnv = more;
    },
    async start(args = []) {
      server = startServerProcess(`registry:${port}`, [...command, ...args], RELEASE_DIR, env());
      await waitUntilAnswering(`${url}/healthz`, server);
    },
    startRefused: () =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, command, { cwd: RELEASE_DIR, env: { ...process.env, ...env() } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.on('exit', (code) => {
          clearTimeout(killer);
          resolve({ code: code ?? -1, stdout, stderr });
        });
      }),
    stop: async () => server?.stop(),
    kill: async () => server?.kill(),
    async remove() {
      await server?.stop();
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
    const child = spawn(process.execPath, ['--import', 'tsx', 'release/src/command/release.ts', ...args], {
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
 * Another build of a remote, as a team's CI would produce one: the built files with a build id of its own in
 * the manifest, and what `change` does to them (a chunk that throws, a shared version it was built against).
 */
export function remoteBuild(remote: RemoteName, buildId: string, change: (dir: string) => void = () => undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), `shop-build-${buildId}-`));
  const dist = path.join(ROOT, remote.replace('_', '-'), 'dist');
  cpSync(dist, dir, { recursive: true, filter: (source) => !source.startsWith(path.join(dist, 'monolith')) });
  editManifest(dir, (manifest) => {
    (manifest.metaData as { buildInfo: { buildId: string } }).buildInfo.buildId = buildId;
  });
  change(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const catalogBuild = (buildId: string, change?: (dir: string) => void) =>
  remoteBuild('mf_catalog', buildId, change);

export function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  dropEncodings(file);
}

/** Takes a chunk out of a folder (its files and their encodings), as a half-finished upload or a clean-up would. */
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
 * traffic finds, which is what a canary is for. Its server build throws too, as a real bug in a page does where the
 * page is rendered: the shell servers count those renders themselves, the evidence a canary's rollback needs when
 * its shoppers all come from one network, as a journey's do (decision 055). A preview's server code never runs, so
 * verify meets neither.
 */
export function breakChunkForShoppers(dir: string, chunk: string): void {
  const file = readdirSync(dir).find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${chunk} chunk in ${dir}`);
  const full = path.join(dir, file);
  const guard = 'if(!document.cookie.includes("shop_preview="))throw new Error("a bug only shoppers meet");\n';
  writeFileSync(full, guard + readFileSync(full, 'utf8'));
  dropEncodings(full);
  const server = path.join(dir, 'server', 'remoteEntry.js');
  writeFileSync(server, `throw new Error("a bug only shoppers meet");\n${readFileSync(server, 'utf8')}`);
  dropEncodings(server);
}

/**
 * A visible change a team might ship by mistake: a text of the page (say a button's name) changed to another in
 * every file that runs, in the browser and on the server (source maps left as they are: nothing runs them).
 */
export function retext(dir: string, from: string, to: string): void {
  const changed = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(from));
  if (changed.length === 0) throw new Error(`no "${from}" in ${dir}`);
  for (const file of changed) {
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
    dropEncodings(file);
  }
}
