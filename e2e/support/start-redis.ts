import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, type ServerProcess } from './server-process';

/** Debian's package `redis-server`, which the test command installs (scripts/lib/test-prerequisites.mjs). */
const REDIS_SERVER = '/usr/bin/redis-server';
const RUN_REDIS = path.join(__dirname, 'run-redis.cjs');

export interface RunningRedis {
  /** `redis://127.0.0.1:<port>`, for `SHOP_RENDER_CACHE_URL`. */
  url: string;
  /** SIGKILL to redis-server itself, as a crash: the shells' connections are cut, nothing is said. */
  kill(): Promise<void>;
  /** A new, empty redis-server on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Resolves once redis-server answers PING on `port`; fails early when `server` exits first. */
async function waitForPong(port: number, server: ServerProcess, timeoutMs = 10_000): Promise<void> {
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.setTimeout(500, () => socket.destroy());
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (server.hasExited()) throw new Error(`redis-server on port ${port} exited before answering`);
    if (await ping()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`);
}

/**
 * Debian's redis-server on a free port of 127.0.0.1, writing nothing to disk, stopped with the test run's process
 * however that ends (run-redis.cjs). Its pid file says which process `kill` ends.
 */
export async function startRedis(): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server`);
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-redis-'));
  const pidFile = path.join(folder, 'redis.pid');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const start = async () => {
    rmSync(pidFile, { force: true });
    const process_ = startServerProcess(
      `redis:${port}`,
      [RUN_REDIS, REDIS_SERVER, ...args, '--pidfile', pidFile, '--dir', folder],
      folder,
      {},
    );
    await waitForPong(port, process_);
    return process_;
  };
  let server = await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGKILL');
      while (!server.hasExited()) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async restart() {
      server = await start();
    },
    async stop() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
