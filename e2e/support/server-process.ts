import { spawn } from 'node:child_process';
import path from 'node:path';

/** Every server is started with this preload, which stops it when the test run's process goes away. */
export const EXIT_WITH_PARENT = path.join(__dirname, 'exit-with-parent.cjs');

export interface ServerProcess {
  /** True once the process has exited. */
  hasExited(): boolean;
  /** How it exited: its code, or null while it runs or when a signal ended it. */
  exitCode(): number | null;
  /** SIGTERM (the servers close cleanly on it), then SIGKILL if it is still there after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash or an out-of-memory kill ends it: nothing is flushed. */
  kill(): Promise<void>;
}

/**
 * Starts `node <args>` in `cwd`. Its output is shown when E2E_SERVER_LOGS is set; errors always are, prefixed
 * with `name`.
 */
export function startServerProcess(
  name: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, ...args], {
    cwd,
    // A shell server stops at once here (decision 057's drain is for a balancer): the rolling restart journey
    // sets its own.
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let done = false;
  let code: number | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (exitCode) => {
      done = true;
      code = exitCode;
      resolve();
    });
  });
  const prefix = (chunk: Buffer) => `[${name}] ${chunk.toString().trimEnd().replace(/\n/g, `\n[${name}] `)}\n`;
  child.stdout.on('data', (chunk: Buffer) => {
    if (process.env.E2E_SERVER_LOGS) process.stdout.write(prefix(chunk));
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return {
    hasExited: () => done,
    exitCode: () => code,
    async stop() {
      if (done) return;
      child.kill('SIGTERM');
      // Long enough for a drain a journey sets (rolling-restart: 5 s) on a busy machine; every other server drains 0 s.
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
    async kill() {
      if (done) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls `url` until it answers without a server error; fails early when `server` exits first. */
export const waitUntilAnswering = (url: string, server: ServerProcess, timeoutMs = 60_000): Promise<void> =>
  waitUntil(url, server, (status) => status < 500, timeoutMs);

/** Polls a `/readyz` until it says 200, as a balancer or a rolling restart waits for a server. */
export const waitUntilReady = (url: string, server: ServerProcess, timeoutMs = 60_000): Promise<void> =>
  waitUntil(url, server, (status) => status === 200, timeoutMs);

async function waitUntil(
  url: string,
  server: ServerProcess,
  answered: (status: number) => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`the server for ${url} exited before answering`);
    try {
      const response = await fetch(url);
      if (answered(response.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
