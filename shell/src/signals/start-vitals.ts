import { reportSignal } from '@shop/platform';

/** Long enough after the load event that no first screen is still loading (the byte budgets measure those). */
const AFTER_LOAD_MS = 15_000;
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * The page's Web Vitals (LCP, INP, CLS, with the `web-vitals` library) reported as signals against the remote on
 * screen when each is final (web-vitals reports them as the page is hidden). The library is fetched at the
 * shopper's first interaction or 15 s after the load event, whichever comes first: never part of a first load.
 * Its observers read the buffered entries, so LCP and CLS are whole; INP counts the interactions from then on.
 */
export function startVitals(): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = ({ name, value }: { name: string; value: number }) =>
          reportSignal({ kind: 'vital', name, value });
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch(() => undefined);
  };
  const afterLoad = () => setTimeout(begin, AFTER_LOAD_MS);
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
