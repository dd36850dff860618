export interface ScrollSettings {
  /** CSS pixels left above the element (room for a sticky header). */
  offset: number;
  /** Milliseconds the animation takes. */
  duration: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** An ease-out curve: quick at first, settling gently on the target. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Scrolls the page so the element starts `offset` pixels below the top of the window, animated over `duration`
 * (spec 9's defaults are the theme's `scroll`), or in one jump when the shopper asked for reduced motion.
 */
export function scrollToElement(element: Element, { offset, duration }: ScrollSettings): void {
  const start = window.scrollY;
  const target = Math.max(0, Math.round(start + element.getBoundingClientRect().top - offset));
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
  if (reduced || duration <= 0 || target === start) {
    window.scrollTo(0, target);
    return;
  }
  let began: number | null = null;
  const step = (now: number) => {
    began ??= now;
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start + (target - start) * easeOut(progress)));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
