// The decision of scripts/lib/test-prerequisites.mjs (what the README's test command needs, installs or names),
// with every part of the system injected: nothing here looks at or changes the real machine.
import {
  BROTLI_STATIC_MODULE,
  ensureTestPrerequisites,
  FFMPEG,
  missingPackages,
  plan,
  prerequisites,
  PROMETHEUS,
  REDIS_SERVER,
} from './lib/test-prerequisites.mjs';

const EVERYTHING = ['/usr/bin/chromium', '/usr/sbin/nginx', BROTLI_STATIC_MODULE, REDIS_SERVER, PROMETHEUS, FFMPEG];
const needed = prerequisites({ PATH: '/usr/local/bin:/usr/bin' });

/** A machine with these files; installing a package adds the files the real package would. */
function machine(files: string[], { root = true, aptGet = true, installs = true } = {}) {
  const present = new Set(files);
  const ran: string[] = [];
  const provides: Record<string, string> = {
    chromium: '/usr/bin/chromium',
    nginx: '/usr/sbin/nginx',
    'libnginx-mod-http-brotli-static': BROTLI_STATIC_MODULE,
    'redis-server': REDIS_SERVER,
    prometheus: PROMETHEUS,
    ffmpeg: FFMPEG,
  };
  const system = {
    needed,
    exists: (file: string) => present.has(file),
    root,
    aptGet,
    run: (command: string[]) => {
      ran.push(command.join(' '));
      if (installs && command[1] === 'install') for (const pkg of command.slice(4)) present.add(provides[pkg]!);
      return true;
    },
    log: () => {},
  };
  return { system, ran };
}

describe('what is missing', () => {
  it('is nothing on a machine with Chromium, nginx, the brotli module, redis-server, prometheus and ffmpeg', () => {
    expect(missingPackages(needed, (file) => EVERYTHING.includes(file))).toEqual([]);
  });

  it('is every package on a bare machine, in order', () => {
    expect(missingPackages(needed, () => false)).toEqual([
      'chromium',
      'nginx',
      'libnginx-mod-http-brotli-static',
      'redis-server',
      'prometheus',
      'ffmpeg',
    ]);
  });

  it('is the brotli module alone when nginx is there without it', () => {
    const files = ['/usr/bin/chromium', '/usr/sbin/nginx', REDIS_SERVER, PROMETHEUS, FFMPEG];
    expect(missingPackages(needed, (file) => files.includes(file))).toEqual(['libnginx-mod-http-brotli-static']);
  });

  it("is redis-server alone on a machine with everything the journeys' browser and nginx need", () => {
    const files = ['/usr/bin/chromium', '/usr/sbin/nginx', BROTLI_STATIC_MODULE, PROMETHEUS, FFMPEG];
    expect(missingPackages(needed, (file) => files.includes(file))).toEqual(['redis-server']);
  });

  it("is prometheus alone on a machine with everything else, for the progressive canary's journey", () => {
    const files = ['/usr/bin/chromium', '/usr/sbin/nginx', BROTLI_STATIC_MODULE, REDIS_SERVER, FFMPEG];
    expect(missingPackages(needed, (file) => files.includes(file))).toEqual(['prometheus']);
  });

  it("is ffmpeg alone on a machine with everything else, for a failed journey's video", () => {
    const files = ['/usr/bin/chromium', '/usr/sbin/nginx', BROTLI_STATIC_MODULE, REDIS_SERVER, PROMETHEUS];
    expect(missingPackages(needed, (file) => files.includes(file))).toEqual(['ffmpeg']);
  });

  it('finds nginx where the journeys would: NGINX_PATH or the PATH', () => {
    const onPath = [
      '/usr/bin/chromium',
      '/usr/local/bin/nginx',
      BROTLI_STATIC_MODULE,
      REDIS_SERVER,
      PROMETHEUS,
      FFMPEG,
    ];
    expect(missingPackages(needed, (file) => onPath.includes(file))).toEqual([]);
    const given = prerequisites({ NGINX_PATH: '/opt/nginx/sbin/nginx', PATH: '' });
    const files = [
      '/usr/bin/chromium',
      '/opt/nginx/sbin/nginx',
      BROTLI_STATIC_MODULE,
      REDIS_SERVER,
      PROMETHEUS,
      FFMPEG,
    ];
    expect(missingPackages(given, (file) => files.includes(file))).toEqual([]);
  });

  it('looks for Chromium at CHROMIUM_PATH when it is set, as the journeys do', () => {
    const given = prerequisites({ CHROMIUM_PATH: '/opt/chromium/chrome', PATH: '' });
    expect(missingPackages(given, (file) => EVERYTHING.includes(file))).toEqual(['chromium']);
  });
});

describe('what it does about it', () => {
  it('does nothing when nothing is missing', () => {
    expect(plan({ missing: [], root: false, aptGet: false })).toEqual({ action: 'none' });
  });

  it('as root with apt-get: updates once, then installs exactly the missing packages', () => {
    expect(plan({ missing: ['chromium', 'nginx'], root: true, aptGet: true })).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'nginx'],
      ],
    });
  });

  it('otherwise stops with one line naming the Debian packages and the command', () => {
    const line =
      'pnpm test needs: nginx libnginx-mod-http-brotli-static (as root: apt-get install -y nginx libnginx-mod-http-brotli-static)';
    expect(plan({ missing: ['nginx', 'libnginx-mod-http-brotli-static'], root: false, aptGet: true })).toEqual({
      action: 'stop',
      line,
    });
    expect(plan({ missing: ['nginx', 'libnginx-mod-http-brotli-static'], root: true, aptGet: false })).toEqual({
      action: 'stop',
      line,
    });
  });
});

describe('the check the test command runs first', () => {
  it('passes a complete machine without running anything', () => {
    const { system, ran } = machine(EVERYTHING);
    expect(ensureTestPrerequisites(system)).toBeNull();
    expect(ran).toEqual([]);
  });

  it('installs what is missing as root, then passes', () => {
    const { system, ran } = machine(['/usr/sbin/nginx']);
    expect(ensureTestPrerequisites(system)).toBeNull();
    expect(ran).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium libnginx-mod-http-brotli-static redis-server prometheus ffmpeg',
    ]);
  });

  it('as another user, names what is missing and runs nothing', () => {
    const { system, ran } = machine(['/usr/bin/chromium', REDIS_SERVER, PROMETHEUS, FFMPEG], { root: false });
    expect(ensureTestPrerequisites(system)).toBe(
      'pnpm test needs: nginx libnginx-mod-http-brotli-static (as root: apt-get install -y nginx libnginx-mod-http-brotli-static)',
    );
    expect(ran).toEqual([]);
  });

  it('stops when a command fails, naming it', () => {
    const { system } = machine([]);
    const failing = { ...system, run: (command: string[]) => command[1] !== 'update' };
    expect(ensureTestPrerequisites(failing)).toBe(
      'pnpm test needs: chromium nginx libnginx-mod-http-brotli-static redis-server prometheus ffmpeg (as root: apt-get install -y chromium nginx libnginx-mod-http-brotli-static redis-server prometheus ffmpeg): apt-get update -qq failed',
    );
  });

  it('stops when the install succeeded but a file is still missing', () => {
    const { system } = machine(['/usr/bin/chromium', REDIS_SERVER, PROMETHEUS, FFMPEG], { installs: false });
    expect(ensureTestPrerequisites(system)).toBe(
      'pnpm test needs: nginx libnginx-mod-http-brotli-static (as root: apt-get install -y nginx libnginx-mod-http-brotli-static)',
    );
  });
});
