import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './run-server';

/** Debian's package `redis-server` (scripts/lib/test-prerequisites.mjs). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  /** SIGSTOP: the connections stay open and nothing is answered, as a hung or overloaded Redis. */
  pause(): void;
  resume(): void;
  /** SIGKILL, as a crash: connections are cut. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function startOn(port: number, settings: readonly string[]): Promise<ChildProcess> {
  // Nothing written to disk: no snapshot, no append-only file.
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...settings],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * A real redis-server on a free port of 127.0.0.1, for one test file; `stop` it at the file's end. `settings`: more
 * of its command line (`--maxmemory 2mb`).
 */
export async function startTestRedis(settings: readonly string[] = []): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server`);
  const port = await freePort();
  let child = await startOn(port, settings);
  // A test that fails before its `stop` must not leave a server behind.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async restart() {
      child = await startOn(port, settings);
    },
    async stop() {
      process.off('exit', onExit);
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
