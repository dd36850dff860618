import { spawn } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { PublishedBuild } from '../../shared/registry-model';
import type { RegistryStore } from '../state/registry-store';

/** `RELEASE_QA_COMMAND` and what it runs against (docs/releasing.md, "QA's gate"). */
export interface QaCommandSettings {
  /** Run with `sh -c`. */
  command: string;
  /** `RELEASE_STORE_URL`: the store the journeys load, with the preview key set. */
  store: string;
  /** How long a run may take before it is stopped and counted failed (`RELEASE_QA_TIMEOUT_S`, default 30 min). */
  timeoutS: number;
}

/** The output kept with the verdict: the end of it, where a test runner says what failed. */
const KEPT_LINES = 40;

/**
 * What the command is given of the registry's environment: enough to run a program, and the `E2E_*` settings the
 * operator set for the journeys (the reporter's registry and token, a report's address). Never the rest: the
 * verify customer, the grants file, the collector's headers are the registry's (as decision 057 keeps them from
 * verify's browser).
 */
function commandEnv(key: string, settings: QaCommandSettings, remote: string, build: PublishedBuild) {
  const passed = Object.entries(process.env).filter(([name]) =>
    /^(PATH|HOME|LANG|LC_\w+|TZ|TMPDIR|NODE_OPTIONS|E2E_\w+|PLAYWRIGHT_\w+)$/.test(name),
  );
  return {
    ...Object.fromEntries(passed),
    E2E_BASE_URL: settings.store,
    E2E_PREVIEW: key,
    QA_REMOTE: remote,
    QA_BUILD: build.build,
    QA_DIGEST: build.digest,
  };
}

/**
 * Runs QA's journeys after a verify that passed, as Flagger's `pre-rollout` hook does: a preview key of the build
 * made for the run, the command run with it, exit 0 recorded as a passing verdict (who `registry`, run
 * `qa-command <verification id>`) and anything else, a timeout included, as a failed one with the output's last
 * lines; the key is revoked when the run ends, whatever happened. Never throws: a command that fails to start or a
 * verdict that cannot be written is logged, and the registry goes on.
 */
export function qaCommandRunner(settings: QaCommandSettings, store: RegistryStore, log: FastifyBaseLogger) {
  const running = new Set<() => void>();
  const runs = new Set<Promise<void>>();
  const runOnce = async (remote: string, build: PublishedBuild, verification: string): Promise<void> => {
    let keyId: string | null = null;
    try {
      const made = store.makePreview(remote, build.build, settings.timeoutS + 60, { who: 'registry' });
      keyId = made.id;
      log.info({ remote, build: build.build, verification }, 'QA command started');
      const { code, output } = await runCommand(settings, commandEnv(made.key, settings, remote, build), running);
      const verdict = store.recordQaVerdict(
        remote,
        build.build,
        {
          passed: code === 0,
          run: `qa-command ${verification}`,
          report: null,
          summary: null,
          pages: null,
          digest: build.digest,
          output,
        },
        { who: 'registry' },
      );
      log.info({ remote, build: build.build, passed: verdict.passed, code }, 'QA command ended');
    } catch (error) {
      log.error({ err: error, remote, build: build.build }, 'QA command could not run or its verdict was not kept');
    } finally {
      try {
        if (keyId) store.revokeKey(keyId);
      } catch (error) {
        log.error({ err: error, remote, build: build.build }, "QA command's preview key could not be revoked");
      }
    }
  };
  return {
    /** Starts a run; the promise settles when its verdict is kept and its key revoked (it never rejects). */
    run(remote: string, build: PublishedBuild, verification: string): Promise<void> {
      const done = runOnce(remote, build, verification).finally(() => runs.delete(done));
      runs.add(done);
      return done;
    },
    /** Stops every run (the registry is closing): each is recorded as failed and its key revoked before it settles. */
    async stop(): Promise<void> {
      for (const kill of running) kill();
      await Promise.all(runs);
    },
  };
}

export type QaCommandRunner = ReturnType<typeof qaCommandRunner>;

function runCommand(
  settings: QaCommandSettings,
  env: Record<string, string | undefined>,
  running: Set<() => void>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const lines: string[] = [];
    let partial = '';
    const keep = (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const split = text.split('\n');
      partial = split.pop() ?? '';
      lines.push(...split);
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
    };
    // Its own process group, so a timeout stops the journeys' browsers and servers too.
    const child = spawn('sh', ['-c', settings.command], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    running.add(kill);
    const timer = setTimeout(() => {
      lines.push(`registry: stopped after ${settings.timeoutS} s (RELEASE_QA_TIMEOUT_S)`);
      kill();
    }, settings.timeoutS * 1000);
    timer.unref();
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let ended = false;
    const end = (code: number | null, why?: string) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      running.delete(kill);
      if (partial) lines.push(partial);
      if (why) lines.push(why);
      resolve({ code, output: lines.slice(-KEPT_LINES).join('\n') });
    };
    child.on('error', (error) => end(null, `registry: the command could not start (${error.message})`));
    child.on('close', (code) => end(code));
  });
}
