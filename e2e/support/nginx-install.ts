import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's nginx and its brotli_static module (libnginx-mod-http-brotli-static) are, if installed. */
export interface NginxInstall {
  binary: string | null;
  brotliModule: string | null;
}

const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function onPath(name: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

/** nginx from NGINX_PATH, /usr/sbin/nginx (Debian's, not on a user's PATH) or the PATH. */
export function findNginx(): NginxInstall {
  const binary =
    [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((file) => file && existsSync(file)) ?? onPath('nginx');
  return { binary: binary ?? null, brotliModule: existsSync(BROTLI_STATIC) ? BROTLI_STATIC : null };
}

/**
 * The install check of the nginx journeys. In CI (`CI=true`, where .ci/run installs nginx and its brotli module)
 * anything missing is an error; elsewhere a missing nginx is a reason to skip, printed, and a missing brotli module
 * a note (gzip only). Never a silent pass.
 */
export function nginxInstallCheck(install: NginxInstall = findNginx(), ci = process.env.CI === 'true'): string | null {
  const install_ = 'apt-get install -y nginx libnginx-mod-http-brotli-static';
  if (!install.binary) {
    const reason = `nginx is not installed (${install_}; or set NGINX_PATH)`;
    if (ci) throw new Error(`CI: ${reason}. .ci/run installs it.`);
    return reason;
  }
  if (!install.brotliModule) {
    if (ci) throw new Error(`CI: nginx's brotli_static module is missing (${install_}). .ci/run installs it.`);
    console.warn(`[e2e] nginx has no brotli_static module: the nginx store serves gzip only (${install_})`);
  }
  return null;
}
