import { devices } from '@playwright/test';

/** The tablet upright from this width on (the iPad's user agent), a phone's below (the iPhone's). */
const TABLET_FROM = 600;

/** The user agent a phone or tablet of this width sends, so the shell treats the page as the device would. */
export function mobileUserAgent(width: number): string {
  return devices[width >= TABLET_FROM ? 'iPad (gen 7)' : 'iPhone 13'].userAgent;
}

/**
 * The widths the layout check walks every route at: a small phone, an iPhone, the narrowest tablet upright (768 px,
 * where the theme's md starts) and an iPad upright.
 */
export const LAYOUT_WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
] as const;
