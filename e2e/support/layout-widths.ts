import { devices } from '@playwright/test';

/** The tablet upright from this width on (the iPad's user agent), a phone's below (the iPhone's). */
const TABLET_FROM = 600;

/** The user agent a phone or tablet of this width sends, so the shell treats the page as the device would. */
export function mobileUserAgent(width: number): string {
  return devices[width >= TABLET_FROM ? 'iPad (gen 7)' : 'iPhone 13'].userAgent;
}
