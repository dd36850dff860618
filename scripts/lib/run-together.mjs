// Runs several long-lived commands as one: prefixed output, signals forwarded, and when one stops, all stop.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

const STOP_GRACE_MS = 5000;

function pipeLines(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(line ? `${prefix} ${line}\n` : `${prefix}\n`));
}

/**
 * Runs one command to the end with prefixed output; resolves with its exit code.
 * @param {{ label: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv }} job
 * @returns {Promise<number>}
 */
export function runToEnd(job) {
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      cwd: job.cwd,
      env: { ...process.env, ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(child.stdout, `[${job.label}]`, process.stdout);
    pipeLines(child.stderr, `[${job.label}]`, process.stderr);
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Starts every job, each in its own process group so stopping one stops what it started (pnpm -> sh -> node).
 * Ends the whole run when one job exits or on SIGINT/SIGTERM, and exits with the first failure's code. A job's
 * `nice` (0 to 19) lowers its scheduling priority, and what it starts inherits it.
 * @param {{ label: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv, nice?: number }[]} jobs
 */
export function runTogether(jobs) {
  const width = Math.max(...jobs.map((job) => job.label.length));
  const running = new Map();
  let exitCode = 0;
  let stopping = false;

  const stopAll = (signal) => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };

  const shutdown = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    stopAll('SIGTERM');
    setTimeout(() => stopAll('SIGKILL'), STOP_GRACE_MS).unref();
  };

  for (const job of jobs) {
    const prefix = `[${job.label.padEnd(width)}]`;
    const child = spawn(job.command, job.args, {
      cwd: job.cwd,
      env: { ...process.env, ...job.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (job.nice && child.pid) {
      try {
        setPriority(child.pid, job.nice);
      } catch {
        // A system that refuses it runs the job at the usual priority.
      }
    }
    running.set(job.label, child);
    pipeLines(child.stdout, prefix, process.stdout);
    pipeLines(child.stderr, prefix, process.stderr);
    child.on('exit', (code, signal) => {
      running.delete(job.label);
      if (!stopping) {
        console.error(`${prefix} stopped (${signal ?? `exit ${code}`}); stopping the others`);
        shutdown(code === 0 ? 1 : (code ?? 1));
      }
      if (running.size === 0) process.exit(exitCode);
    });
  }

  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}
