import { reportSignal } from '@shop/platform';

/** After the load event and a pause, so measuring costs the first screen nothing (its observers are buffered). */
const AFTER_LOAD_MS = 3_000;

/**
 * The page's Web Vitals (LCP, INP, CLS, with the `web-vitals` library, fetched after the page has loaded) reported as
 * signals against the remote on screen when each is final (web-vitals reports them when the page is hidden).
 */
export function startVitals(): void {
  const begin = () =>
    setTimeout(() => {
      import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
        .then(({ onCLS, onINP, onLCP }) => {
          const report = ({ name, value }: { name: string; value: number }) =>
            reportSignal({ kind: 'vital', name, value });
          onLCP(report);
          onINP(report);
          onCLS(report);
        })
        .catch(() => undefined);
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
