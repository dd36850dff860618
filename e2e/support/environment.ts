import { BACKEND_ENV, STORE_ENV } from './stores';

/**
 * Set by the global setup when it started the stores itself, so a worker (which inherits E2E_BASE_URL from it)
 * is not taken for a run against another environment.
 */
export const LOCAL_STORES_ENV = 'E2E_LOCAL_STORES';

/**
 * Tags in journey titles for what only the journeys' own local stores have:
 * - `@dev`: the backend's development endpoints (mail outbox, payment outcome, seller, order moves);
 * - `@seed`: a freshly seeded database (the demo buyer and its seeded orders and requests);
 * - `@gated`: the second store, behind the shop password gate;
 * - `@local`: starts servers of its own (the nginx topology).
 */
export const TAGS = { dev: '@dev', seed: '@seed', gated: '@gated', local: '@local' } as const;

/** True when the journeys run against a store someone else started (E2E_BASE_URL set before the run). */
export function againstExternalStore(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[STORE_ENV.open]) && env[LOCAL_STORES_ENV] !== '1';
}

/**
 * The journeys left out against an external store: those needing a fresh seed or their own servers always;
 * those needing the development endpoints unless E2E_BACKEND_URL names a backend that has them; those needing the
 * gated store unless E2E_GATED_URL names one.
 */
export function excludedTags(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!againstExternalStore(env)) return [];
  return [
    TAGS.seed,
    TAGS.local,
    ...(env[BACKEND_ENV.open] ? [] : [TAGS.dev]),
    ...(env[STORE_ENV.gated] ? [] : [TAGS.gated]),
  ];
}

/** `grepInvert` for the tags left out, or undefined when none is. */
export function excludedTagsPattern(env: NodeJS.ProcessEnv = process.env): RegExp | undefined {
  const tags = excludedTags(env);
  return tags.length > 0 ? new RegExp(`(${tags.join('|')})\\b`) : undefined;
}
