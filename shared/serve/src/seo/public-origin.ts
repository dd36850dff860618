import { SettingError } from '../process/setting-error';

/**
 * The origin of `SHOP_PUBLIC_URL` (`https://shop.example`), or undefined for an empty setting; a value that is not
 * an http(s) address with nothing after the host throws, naming the setting.
 */
export function publicOriginFrom(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SettingError(`SHOP_PUBLIC_URL must be an http(s) address such as https://shop.example, not "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (url.pathname !== '/' && url.pathname !== '')) {
    throw new SettingError(`SHOP_PUBLIC_URL must be an origin (scheme and host, no path), not "${value}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new SettingError(`SHOP_PUBLIC_URL must be an origin (scheme and host, no path), not "${value}"`);
  }
  return url.origin;
}
