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
