import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering } from './server-process';

/** Debian's package `prometheus`, which the test command installs (scripts/lib/test-prerequisites.mjs). */
export const PROMETHEUS = '/usr/bin/prometheus';
// redis-server's wrapper runs any binary under a Node process, so it stops with the run like every server.
const RUN_BINARY = path.join(__dirname, 'run-redis.cjs');

export interface RunningPrometheus {
  /** Its query API's base, for `RELEASE_METRICS_URL`. */
  url: string;
  stop(): Promise<void>;
}

/** Why the journeys that need Prometheus cannot run here, or null. */
export const prometheusMissing = (): string | null =>
  existsSync(PROMETHEUS) ? null : `${PROMETHEUS} is missing: apt-get install -y prometheus`;

/**
 * A Prometheus of the test's own: a configuration in a temporary folder scraping `targets` (the shell servers'
 * metrics ports) every second, its database there too, on a free port; stopped and removed by `stop`.
 */
export async function startPrometheus(targets: string[]): Promise<RunningPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-prometheus-'));
  const port = await freePort();
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'scrape_configs:',
      '  - job_name: shop-shells',
      '    static_configs:',
      `      - targets: [${targets.map((target) => JSON.stringify(target)).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const server = startServerProcess(
    `prometheus:${port}`,
    [
      RUN_BINARY,
      PROMETHEUS,
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    dir,
    {},
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}/-/ready`, server);
  } catch (error) {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
