import type { Device } from '../routing/device';

/** Spec 9: 16px root font, scaled down at viewport widths up to 1540px; resize debounced 300 ms. */
export const BASE_FONT_PX = 16;
export const SCALE_MAX_WIDTH = 1540;
export const RESIZE_DEBOUNCE_MS = 300;

export function rootFontSize(viewportWidth: number, device: Device): number {
  if (viewportWidth > SCALE_MAX_WIDTH) return BASE_FONT_PX;
  return device === 'mobile' ? viewportWidth / 23.425 : viewportWidth / 120;
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
