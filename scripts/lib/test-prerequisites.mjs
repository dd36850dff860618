// What the README's test command needs beyond Node and npm, checked before it runs anything: the journeys run
// Debian's Chromium (Playwright's own browser download cannot work here) and the production-topology journey runs
// Debian's nginx with its brotli_static module (e2e/tests/nginx.spec.ts, which fails in CI without them), and the
// render cache's tests and journey run Debian's redis-server (decision 045: shared/serve's Redis store tests,
// e2e/tests/render-cache-redis.spec.ts), and the progressive canary's journey runs Debian's prometheus
// (e2e/tests/release-progressive.spec.ts), and a failed journey's video is encoded by Debian's ffmpeg
// (e2e/support/video.ts: Playwright's own ffmpeg is a download too). As root
// with apt-get (CI: a fresh Debian with only Node 20 and npm) it installs what is missing; otherwise it stops at once
// with one line naming the Debian packages, rather than failing half an hour later in the journeys.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

/** The brotli_static module's file in Debian's libnginx-mod-http-brotli-static (e2e/support/nginx-install.ts). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's redis-server, which the tests start on a free port of their own (shared/serve/src/testing/redis-server.ts). */
export const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * Debian's Prometheus, which the progressive canary's journey starts with a configuration of its own, scraping the
 * shell servers' metrics (e2e/support/start-prometheus.ts, decision 049).
 */
export const PROMETHEUS = '/usr/bin/prometheus';

/** Debian's ffmpeg, which records a failed journey's video (e2e/support/video.ts honours FFMPEG_PATH too). */
export const FFMPEG = '/usr/bin/ffmpeg';

/**
 * Each thing the test command needs: the files any one of which provides it, looked for where the e2e harness looks
 * (it honours CHROMIUM_PATH and NGINX_PATH), and the Debian package that provides it.
 * @param {NodeJS.ProcessEnv} env
 */
export function prerequisites(env = process.env) {
  return [
    { name: 'Chromium', files: [env.CHROMIUM_PATH ?? '/usr/bin/chromium'], packages: ['chromium'] },
    {
      name: 'nginx',
      // Where the harness looks (e2e/support/nginx-install.ts): NGINX_PATH, Debian's /usr/sbin/nginx, the PATH.
      files: [
        env.NGINX_PATH,
        '/usr/sbin/nginx',
        ...(env.PATH ?? '').split(':').map((dir) => dir && `${dir}/nginx`),
      ].filter(Boolean),
      packages: ['nginx'],
    },
    {
      name: "nginx's brotli_static module",
      files: [BROTLI_STATIC_MODULE],
      packages: ['libnginx-mod-http-brotli-static'],
    },
    { name: 'Redis', files: [REDIS_SERVER], packages: ['redis-server'] },
    { name: 'Prometheus', files: [PROMETHEUS], packages: ['prometheus'] },
    { name: 'ffmpeg', files: [env.FFMPEG_PATH ?? FFMPEG], packages: ['ffmpeg'] },
  ];
}

/**
 * The Debian packages of the prerequisites none of whose files exist, in order, each once.
 * @param {{ files: string[], packages: string[] }[]} needed
 * @param {(file: string) => boolean} exists
 */
export function missingPackages(needed, exists) {
  const missing = needed.filter((need) => !need.files.some(exists)).flatMap((need) => need.packages);
  return [...new Set(missing)];
}

/** @param {string[]} packages */
export function installCommand(packages) {
  return `apt-get install -y ${packages.join(' ')}`;
}

/** The one line the test command stops with when it cannot install what is missing. @param {string[]} packages */
export function missingLine(packages) {
  return `pnpm test needs: ${packages.join(' ')} (as root: ${installCommand(packages)})`;
}

/**
 * What to do about the missing packages: nothing, install them (root with apt-get), or stop with the line.
 * @param {{ missing: string[], root: boolean, aptGet: boolean }} situation
 * @returns {{ action: 'none' } | { action: 'install', commands: string[][] } | { action: 'stop', line: string }}
 */
export function plan({ missing, root, aptGet }) {
  if (missing.length === 0) return { action: 'none' };
  if (!root || !aptGet) return { action: 'stop', line: missingLine(missing) };
  return {
    action: 'install',
    commands: [
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', ...missing],
    ],
  };
}

function executableOrFile(file) {
  if (file.endsWith('.so')) return existsSync(file);
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function runCommand(command) {
  const [program, ...args] = command;
  const result = spawnSync(program, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Checks the prerequisites and installs what it can. Returns null when everything is there (after installing, if
 * it did), or the one line to stop with. The real system is the default; a test injects every part of it.
 */
export function ensureTestPrerequisites({
  needed = prerequisites(),
  exists = executableOrFile,
  root = process.getuid?.() === 0,
  aptGet = executableOrFile('/usr/bin/apt-get'),
  run = runCommand,
  log = (line) => console.log(line),
} = {}) {
  const missing = missingPackages(needed, exists);
  const next = plan({ missing, root, aptGet });
  if (next.action === 'none') return null;
  if (next.action === 'stop') return next.line;
  log(`=== installing what pnpm test needs: ${missing.join(' ')}`);
  for (const command of next.commands) if (!run(command)) return `${missingLine(missing)}: ${command.join(' ')} failed`;
  // An install that succeeded but left something out (another path, a renamed package) still stops here.
  const still = missingPackages(needed, exists);
  return still.length === 0 ? null : missingLine(still);
}
