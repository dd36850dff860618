import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on 127.0.0.1, for a server started in its own process. */
export function freePort(): Promise<number> {
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

export interface RunningServer {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * `node <file> <args>` in `cwd` with only `env` (no inherited NODE_PATH or workspace variables), resolved once it
 * prints "listening"; rejected with its output if it exits first.
 */
export async function runServer(
  file: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [file, ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}:\n${output}`)));
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs `node <file>` to its end; resolves with its exit code and output. */
export function runToExit(
  file: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [file], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
