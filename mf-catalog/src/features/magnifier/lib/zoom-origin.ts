/** The point of the picture that stays put while zoomed, in percent of its width and height. */
export interface Origin {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const CENTER: Origin = { x: 50, y: 50 };
/** How far one arrow key press moves the zoomed view, in percent. */
export const PAN_STEP = 10;
/** A touch that moves less than this (px) is a tap, not a drag. */
const TAP_SLOP = 10;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** The origin under a pointer (hover zoom follows the mouse). */
export function originAt(box: Box, clientX: number, clientY: number): Origin {
  if (box.width === 0 || box.height === 0) return CENTER;
  return { x: clamp(((clientX - box.left) / box.width) * 100), y: clamp(((clientY - box.top) / box.height) * 100) };
}

const KEY_STEPS: Readonly<Record<string, Origin>> = {
  ArrowLeft: { x: -PAN_STEP, y: 0 },
  ArrowRight: { x: PAN_STEP, y: 0 },
  ArrowUp: { x: 0, y: -PAN_STEP },
  ArrowDown: { x: 0, y: PAN_STEP },
};

/** The origin after an arrow key (the view moves the way the arrow points), or null for any other key. */
export function panWithKey(origin: Origin, key: string): Origin | null {
  const step = KEY_STEPS[key];
  return step ? { x: clamp(origin.x + step.x), y: clamp(origin.y + step.y) } : null;
}

/**
 * The origin while a finger drags the zoomed picture: the point under the finger stays under it. At zoom z a
 * point at p shows at o + (p - o)·z, so moving it by d needs the origin to move by -d / (z - 1).
 */
export function dragOrigin(start: Origin, dx: number, dy: number, box: Box, zoom: number): Origin {
  if (box.width === 0 || box.height === 0 || zoom <= 1) return start;
  const factor = 100 / (zoom - 1);
  return { x: clamp(start.x - (dx / box.width) * factor), y: clamp(start.y - (dy / box.height) * factor) };
}

export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_SLOP;
}
