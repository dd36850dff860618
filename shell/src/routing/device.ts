export type Device = 'pc' | 'mobile';

// Phones and tablets (spec 1). iPadOS 13+ reports a desktop Safari user agent; it is told apart by touch points.
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile|webOS/i;

export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (MOBILE_UA.test(userAgent)) return 'mobile';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'mobile';
  return 'pc';
}

/**
 * Where each route set lives for this device: its own set at the root, the other under its prefix
 * (/mobile on desktops, /pc on phones). The /pc and /mobile prefixes always work.
 */
export function routeSetPrefixes(device: Device): { pc: readonly string[]; mobile: readonly string[] } {
  return device === 'mobile' ? { pc: ['/pc'], mobile: ['/', '/mobile'] } : { pc: ['/', '/pc'], mobile: ['/mobile'] };
}

/**
 * The address of a path with its route set's prefix, as links are written (`pathTo`): the device's own set is also
 * served at the root, so `/cart` on a desktop is `/pc/cart` and `/` on a phone is `/mobile`.
 */
export function prefixedPath(pathname: string, device: Device): string {
  if (/^\/(pc|mobile)(\/|$)/.test(pathname)) return pathname;
  return `${device === 'mobile' ? '/mobile' : '/pc'}${pathname === '/' ? '' : pathname}`;
}
