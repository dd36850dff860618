import { SettingError } from '../process/setting-error';

/**
 * `RELEASE_ALLOWED_ORIGINS`: the origins a build from the release registry may be loaded from (comma-separated,
 * `https://cdn.shop.example,http://127.0.0.1:8123`). Anything that is not an http(s) origin stops the server's start.
 */
export function allowedOriginsFrom(setting: string): string[] {
  const origins = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (!/^https?:\/\//.test(origin) || origin !== entry.replace(/\/$/, '')) {
        throw new SettingError(`RELEASE_ALLOWED_ORIGINS: "${entry}" is not an origin such as https://cdn.shop.example`);
      }
      return origin;
    });
  if (origins.length === 0) throw new SettingError('RELEASE_ALLOWED_ORIGINS names no origin');
  return origins;
}

/** Whether `address` is an absolute http(s) address at one of `origins`. */
export function isAtOrigin(address: string, origins: ReadonlySet<string>): boolean {
  return /^https?:\/\//.test(address) && URL.canParse(address) && origins.has(new URL(address).origin);
}

/**
 * Whether `address` is inside the folder of one of `manifests` (absolute `mf-manifest.json` addresses): the build's
 * own files, its server entry and chunks. Compared after the URL parser has resolved `..` and `%2e%2e`, so no
 * address climbs out of a build it was allowed into; a manifest on the shell's own origin (a path) allows nothing.
 */
export function isInsideABuild(address: string, manifests: readonly string[]): boolean {
  if (!URL.canParse(address)) return false;
  const { href } = new URL(address);
  return manifests.some((manifest) => URL.canParse(manifest) && href.startsWith(new URL('./', manifest).href));
}
