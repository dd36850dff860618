import type { TestInfo } from '@playwright/test';
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
  if (!testInfo.tags.some((tag) => tag === TAGS.dev || tag === TAGS.local)) {
    throw new Error(
      `"${testInfo.title}" reaches the backend's development endpoints (/__dev) but is not tagged ${TAGS.dev}: ` +
        `tag it, so a run against a store without them (no ${BACKEND_ENV[store]}) leaves it out`,
    );
  }
  return backendURL(store);
}
