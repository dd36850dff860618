/**
 * How long the page must fetch nothing new before it counts as settled, when the shopper has not moved yet.
 * Generous: on a busy machine a customer's cart waited more than 5 s between its last chunk and its data, and
 * warming before the page is shown competes with it (and was counted in its first load).
 */
export const QUIET_MS = 15_000;

/** The shopper's first move: the page is on screen and being used (scroll is left out: pages scroll themselves). */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Calls `run` once, at an idle moment, when the shopper first interacts with the page, or once the page has loaded
 * and then fetched nothing new for `quietMs`, whichever comes first: work that must not compete with the page's own
 * first load (its requests, its bytes, its main thread). Returns a cancel function.
 */
export function whenQuiet(run: () => void, quietMs = QUIET_MS, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => arm()) : null;
  const stop = () => {
    clearTimeout(timer);
    observer?.disconnect();
    win.removeEventListener('load', onLoad);
    for (const type of INTERACTIONS) win.removeEventListener(type, start, true);
  };
  function start() {
    if (done) return;
    done = true;
    stop();
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => run());
    else win.setTimeout(run, 0);
  }
  function arm() {
    clearTimeout(timer);
    timer = setTimeout(start, quietMs);
  }
  function onLoad() {
    observer?.observe({ type: 'resource' });
    arm();
  }
  for (const type of INTERACTIONS) win.addEventListener(type, start, { capture: true, passive: true });
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    done = true;
    stop();
  };
}
