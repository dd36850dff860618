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
