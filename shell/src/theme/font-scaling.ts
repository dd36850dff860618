import { createTheme } from '@shop/ui';
import type { Device } from '../routing/device';

/** Spec 9: 16px root font, scaled down at viewport widths up to 1540px; resize debounced 300 ms. */
export const BASE_FONT_PX = 16;
export const SCALE_MAX_WIDTH = 1540;
export const RESIZE_DEBOUNCE_MS = 300;
const DESKTOP_DIVISOR = 120;
const MOBILE_DIVISOR = 23.425;

/** Below the theme's `lg` breakpoint the header is the phone's compact bar; the font follows the same line. */
export const COMPACT_BELOW_PX = Number.parseFloat(createTheme().breakpoint.lg);

/**
 * A desktop's root font never goes below the one of a 1280 px laptop (the theme's `xl`, 10.67 px; decision 068):
 * the pages are drawn and checked for targets of 24 x 24 px at 1280 px, and width/120 makes 8.5 px text at 1024 px.
 */
export const DESKTOP_FLOOR_PX = Number.parseFloat(createTheme().breakpoint.xl) / DESKTOP_DIVISOR;

/**
 * The root font size for a viewport. Phones and tablets (a mobile user agent, or any viewport narrower than the
 * `lg` breakpoint) get spec 9's mobile scale, width/23.425, never above 16px: unclamped it makes 16.65px on an
 * iPhone and 35px on an iPad. A desktop follows spec 9's desktop formula, width/120 up to 1540px, never below
 * `DESKTOP_FLOOR_PX` (from 1024 to 1280 px).
 */
export function rootFontSize(viewportWidth: number, device: Device): number {
  if (device === 'mobile' || viewportWidth < COMPACT_BELOW_PX) {
    return Math.min(BASE_FONT_PX, viewportWidth / MOBILE_DIVISOR);
  }
  if (viewportWidth > SCALE_MAX_WIDTH) return BASE_FONT_PX;
  return Math.max(DESKTOP_FLOOR_PX, viewportWidth / DESKTOP_DIVISOR);
}

/**
 * `rootFontSize` as a style sheet, for a page drawn before its scripts run (the server's, decision 038): without it
 * the page is drawn at 16px and shrinks when the scripts start, the whole page moving at once (a desktop at 1280px:
 * a layout shift of 0.54). The scripts then set the same size, and follow resizes as before.
 */
export function rootFontCss(device: Device): string {
  const compact = `html{font-size:min(${BASE_FONT_PX}px,calc(100vw / ${MOBILE_DIVISOR}))}`;
  if (device === 'mobile') return compact;
  return (
    `${compact}@media (min-width:${COMPACT_BELOW_PX}px){html{font-size:max(${DESKTOP_FLOOR_PX}px,calc(100vw / ${DESKTOP_DIVISOR}))}}` +
    `@media (min-width:${SCALE_MAX_WIDTH + 0.02}px){html{font-size:${BASE_FONT_PX}px}}`
  );
}

/** Applies the root font size now and after each (debounced) resize; returns a function that stops it. */
export function startFontScaling(device: Device, win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth, device)}px`;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, RESIZE_DEBOUNCE_MS);
  };
  apply();
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
