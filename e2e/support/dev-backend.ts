import type { BrowserContext, TestInfo } from '@playwright/test';
import { TAGS } from './environment';
import { BACKEND_ENV, backendURL } from './stores';

/**
 * The store's backend, for a journey that uses its development endpoints (/__dev): asked for only when used, so a
 * customer or a fixture that merely could reach them works against any store. A journey not tagged @dev fails here
 * in one line, on a developer's machine too (where the backend is known), so a journey that would fail against a
 * staging store for want of /__dev is caught before QA meets it. @local journeys pass: they run only on the
 * harness's own stores and start servers in front of that backend.
 */
export function devBackendURL(testInfo: Pick<TestInfo, 'tags' | 'title'>, store: keyof typeof BACKEND_ENV): string {
  if (!mayReachDev(testInfo)) throw new Error(untagged(testInfo, store));
  return backendURL(store);
}

const mayReachDev = ({ tags }: Pick<TestInfo, 'tags'>) => tags.some((tag) => tag === TAGS.dev || tag === TAGS.local);

const untagged = ({ title }: Pick<TestInfo, 'title'>, store: keyof typeof BACKEND_ENV) =>
  `"${title}" reaches the backend's development endpoints (/__dev) but is not tagged ${TAGS.dev}: ` +
  `tag it, so a run against a store without them (no ${BACKEND_ENV[store]}) leaves it out`;

/**
 * The same rule for the browser: a page of a journey not tagged @dev that asks for /__dev/* (the OAuth stand-in,
 * the ERP centre the backend serves) fails the journey at its end, naming the first address asked for.
 */
export function devRequestGuard(testInfo: Pick<TestInfo, 'tags' | 'title'>) {
  const reached: string[] = [];
  return {
    watch(context: BrowserContext): void {
      if (mayReachDev(testInfo)) return;
      context.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/__dev/')) reached.push(request.url());
      });
    },
    check(): void {
      if (reached.length > 0) throw new Error(`${untagged(testInfo, 'open')} (its page asked for ${reached[0]})`);
    },
  };
}
