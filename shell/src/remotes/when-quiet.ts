/** How long the page must fetch nothing new before it counts as settled. */
export const QUIET_MS = 1_000;

/**
 * Calls `run` once the page has loaded, then fetched nothing new for `quietMs`, at an idle moment: work that must
 * not compete with the page's own first load (its requests, its bytes, its main thread). Returns a cancel function.
 */
export function whenQuiet(run: () => void, quietMs = QUIET_MS, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const idle = (callback: () => void) =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(callback) : win.setTimeout(callback, 0);
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => arm()) : null;
  function arm() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      observer?.disconnect();
      idle(() => !cancelled && run());
    }, quietMs);
  }
  const onLoad = () => {
    observer?.observe({ type: 'resource' });
    arm();
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    observer?.disconnect();
    win.removeEventListener('load', onLoad);
  };
}
