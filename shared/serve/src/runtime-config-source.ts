import { statSync } from 'node:fs';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** How long a configuration is used before the file is looked at again (one `stat`, a read only when it changed). */
export const RUNTIME_CONFIG_MAX_AGE_MS = 1000;

export interface RuntimeConfigSource {
  /** The configuration now: at most `maxAgeMs` old. */
  current(): RuntimeConfig;
}

interface SourceOptions {
  maxAgeMs?: number;
  now?: () => number;
  /** Told when a changed file cannot be used; the previous configuration stays in force. */
  onError?: (error: unknown) => void;
}

/** What identifies one version of the file: a rewrite, in place or by rename, changes one of these. */
function fileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * The shell server's runtime configuration, re-read when the `RUNTIME_CONFIG` file changes (decision
 * 021): the file's stamp is checked at most once per `maxAgeMs`, on a request that needs
 * the configuration, so an edit is live within a second and costs nothing between requests. A file that fails to
 * load (half written, invalid JSON, a bad address) keeps the previous configuration and is reported once; the first
 * load still fails the server's start. The `REMOTE_<NAME>` variables cannot change without a restart.
 */
export function runtimeConfigSource(
  env: NodeJS.ProcessEnv = process.env,
  options: SourceOptions = {},
): RuntimeConfigSource {
  const { maxAgeMs = RUNTIME_CONFIG_MAX_AGE_MS, now = Date.now, onError = () => undefined } = options;
  const file = env.RUNTIME_CONFIG || null;
  let stamp = file ? fileStamp(file) : '';
  let config = loadRuntimeConfig(env);
  let checkedAt = now();
  let reportedStamp = stamp;

  return {
    current() {
      if (!file || now() - checkedAt < maxAgeMs) return config;
      checkedAt = now();
      const latest = fileStamp(file);
      if (latest === stamp) return config;
      try {
        config = loadRuntimeConfig(env);
        stamp = latest;
      } catch (error) {
        if (reportedStamp !== latest) onError(error);
        reportedStamp = latest;
      }
      return config;
    },
  };
}
